import type { DayKey } from "./indian-day";

export type DayPeriod = "morning" | "afternoon" | "evening";

/** docs/product.md §4.6: before 12 morning, before 17 afternoon, else evening (hours on the Indian clock). */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  return "evening";
}

export const GREETING_TITLES: Record<DayPeriod, string> = {
  morning: "Good morning! ☀️",
  afternoon: "Good afternoon! 🌤️",
  evening: "Good evening! 🌙",
};

export const COACH_TIPS: readonly string[] = [
  "Log each expense right after you pay — it takes ten seconds and keeps your streak alive.",
  "Check today's limit before you step out; knowing it makes saying no easier.",
  "Carry a water bottle and a snack to skip the small impulse buys.",
  "Review yesterday's spends: one small cut today adds up over the month.",
  "Put a fixed amount into savings first, then plan the rest of the week's spends.",
];

/** At most one greeting per Indian day per user: show it only if it was not shown today. */
export function shouldShowGreeting(lastShownDay: string | null, today: DayKey): boolean {
  return lastShownDay !== today;
}

/** A tip chosen at random; `random` is injected so tests can pin it. */
export function pickTip(random: () => number = Math.random): string {
  const index = Math.min(COACH_TIPS.length - 1, Math.floor(Math.max(0, random()) * COACH_TIPS.length));
  return COACH_TIPS[index] as string;
}
