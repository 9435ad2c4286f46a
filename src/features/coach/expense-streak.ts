// How the home card draws the logging streak. The streak itself (what counts as a day, when it breaks)
// is one rule shared with the server's e-mails: @shared/coach/logging-streak.ts (docs/product.md §4.12).

import { isDayKey } from "@shared/calendar/indian-day.ts";
import { EMPTY_STREAK, type LoggingStreak } from "@shared/coach/logging-streak.ts";
import { i18n } from "../../i18n/i18n.ts";

/** How many dots the streak card draws before it switches to "+N more". */
export const MAX_STREAK_DOTS = 14;

export function streakEmoji(length: number): string {
  if (length <= 0) return "🎯";
  if (length < 3) return "🔥";
  if (length < 7) return "🚀";
  if (length < 14) return "⭐";
  if (length < 30) return "💎";
  return "👑";
}

/** Dots drawn for the streak, and how many more days are summarised as "+N more". */
export function streakDots(length: number): { dots: number; more: number } {
  const safe = Math.max(0, Math.floor(length));
  return { dots: Math.min(safe, MAX_STREAK_DOTS), more: Math.max(0, safe - MAX_STREAK_DOTS) };
}

/** The celebration that replaces the plain saved toast when a save reaches a milestone (§4.12). */
export const milestoneText = (days: number): { title: string; description: string } => ({
  title: i18n.t("coach:streak.milestoneTitle", { days }),
  description: i18n.t("coach:streak.milestoneMessage", { days }),
});

/** Reads a stored streak defensively: hand-edited or old data falls back to the empty streak. */
export function parseStoredStreak(value: unknown): LoggingStreak {
  if (typeof value !== "object" || value === null) return EMPTY_STREAK;
  const record = value as Record<string, unknown>;
  const count = (key: string) => {
    const n = record[key];
    return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
  };
  return {
    currentStreak: count("currentStreak"),
    longestStreak: count("longestStreak"),
    lastLoggedDate: isDayKey(record.lastLoggedDate) ? record.lastLoggedDate : null,
    totalDaysLogged: count("totalDaysLogged"),
  };
}
