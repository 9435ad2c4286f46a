import { type DayKey, daysBetween, isDayKey } from "./indian-day";

/** The logging streak kept per user (docs/product.md §3.9 expenseStreak). */
export interface ExpenseStreak {
  currentStreak: number;
  longestStreak: number;
  lastLoggedDate: DayKey | null;
  totalDaysLogged: number;
}

export const EMPTY_STREAK: ExpenseStreak = {
  currentStreak: 0,
  longestStreak: 0,
  lastLoggedDate: null,
  totalDaysLogged: 0,
};

export const STREAK_MILESTONES = [5, 7, 14, 21, 30, 60, 90, 180, 365] as const;

/** How many dots the streak card draws before it switches to "+N more". */
export const MAX_STREAK_DOTS = 14;

export interface StreakUpdate {
  streak: ExpenseStreak;
  /** The milestone reached by this log, if any: the celebration replaces the plain toast. */
  milestone: number | null;
}

/**
 * Records an expense logged on Indian day `today` (docs/product.md §4.12): same day changes nothing, the next day
 * adds one, any other gap restarts at 1. A day earlier than the last one (a wrong device clock) is
 * treated like the same day so the streak never goes backwards.
 */
export function recordExpenseLogged(previous: ExpenseStreak, today: DayKey): StreakUpdate {
  const last = previous.lastLoggedDate;
  if (last !== null && daysBetween(last, today) <= 0) return { streak: previous, milestone: null };
  const currentStreak = last !== null && daysBetween(last, today) === 1 ? previous.currentStreak + 1 : 1;
  const streak: ExpenseStreak = {
    currentStreak,
    longestStreak: Math.max(previous.longestStreak, currentStreak),
    lastLoggedDate: today,
    totalDaysLogged: previous.totalDaysLogged + 1,
  };
  const milestone = (STREAK_MILESTONES as readonly number[]).includes(currentStreak) ? currentStreak : null;
  return { streak, milestone };
}

/** The streak as of today: one whose last log is older than yesterday is already broken. */
export function activeStreak(streak: ExpenseStreak, today: DayKey): number {
  if (streak.lastLoggedDate === null) return 0;
  const gap = daysBetween(streak.lastLoggedDate, today);
  return gap <= 1 ? streak.currentStreak : 0;
}

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

export function milestoneMessage(milestone: number): string {
  return `🎉 ${milestone}-day streak! You have logged your expenses ${milestone} days in a row. Keep it going!`;
}

/** Reads a stored streak defensively: hand-edited or old data falls back to the empty streak. */
export function parseStoredStreak(value: unknown): ExpenseStreak {
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
