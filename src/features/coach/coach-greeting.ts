import type { DayKey } from "@shared/calendar/indian-day.ts";
import { i18n } from "../../i18n/i18n";

export type DayPeriod = "morning" | "afternoon" | "evening";

/** docs/product.md §4.6: before 12 morning, before 17 afternoon, else evening (hours on the Indian clock). */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return "morning";
  if (hour < 17) return "afternoon";
  return "evening";
}

const TIP_COUNT = 5;

/** The coach's tips in the current language (locale files, coach.tips.t0–t4). */
export const coachTips = (): string[] =>
  Array.from({ length: TIP_COUNT }, (_, index) => i18n.t(`coach:tips.t${index}` as "coach:tips.t0"));

/** At most one greeting per Indian day per user: show it only if it was not shown today. */
export function shouldShowGreeting(lastShownDay: string | null, today: DayKey): boolean {
  return lastShownDay !== today;
}

/** A tip chosen at random; `random` is injected so tests can pin it. */
export function pickTip(random: () => number = Math.random): string {
  return coachTips()[pickTipIndex(random)] as string;
}

/** Which tip (0–4) is chosen at random: shown through the locale files, so it follows the language. */
export function pickTipIndex(random: () => number = Math.random): number {
  return Math.min(TIP_COUNT - 1, Math.floor(Math.max(0, random()) * TIP_COUNT));
}
