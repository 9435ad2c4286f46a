// The logging streak (docs/product.md §4.12): consecutive Indian days on which the user logged an
// expense, counted on the day of logging, never the date the expense is for, so back-dating cannot
// repair a broken streak. One record per user (public.user_state), advanced by this rule when an
// expense is saved and read through this rule by everything that shows it: the home card, the daily
// reminder (e-mail and push) and the weekly report. They cannot disagree.
import type { DayKey } from "../calendar/indian-day.ts";

/** The record kept for the user (docs/product.md §3.9 expense streak). */
export interface LoggingStreak {
  currentStreak: number;
  longestStreak: number;
  /** The Indian day (yyyy-mm-dd) of the latest day logged. */
  lastLoggedDate: DayKey | null;
  totalDaysLogged: number;
}

export const EMPTY_STREAK: LoggingStreak = {
  currentStreak: 0,
  longestStreak: 0,
  lastLoggedDate: null,
  totalDaysLogged: 0,
};

export const STREAK_MILESTONES = [5, 7, 14, 21, 30, 60, 90, 180, 365] as const;

const DAY_MS = 86_400_000;

/** Signed whole days from one yyyy-mm-dd to another (calendar days, no clock involved). */
const daysFrom = (from: DayKey, to: DayKey): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export interface StreakUpdate {
  streak: LoggingStreak;
  /** The milestone this log reached, if any: the celebration replaces the plain toast. */
  milestone: number | null;
}

/**
 * An expense logged on Indian day `today`: the same day as the last changes nothing, the next day
 * adds one, any other gap starts again at 1. A day before the last one (a wrong device clock) counts
 * as the same day, so the streak never goes backwards.
 */
export function recordExpenseLogged(previous: LoggingStreak, today: DayKey): StreakUpdate {
  const last = previous.lastLoggedDate;
  if (last !== null && daysFrom(last, today) <= 0) return { streak: previous, milestone: null };
  const currentStreak = last !== null && daysFrom(last, today) === 1 ? previous.currentStreak + 1 : 1;
  const streak: LoggingStreak = {
    currentStreak,
    longestStreak: Math.max(previous.longestStreak, currentStreak),
    lastLoggedDate: today,
    totalDaysLogged: previous.totalDaysLogged + 1,
  };
  const milestone = (STREAK_MILESTONES as readonly number[]).includes(currentStreak) ? currentStreak : null;
  return { streak, milestone };
}

/**
 * The streak as of Indian day `today`, as every screen and message quotes it: the run that ends today
 * or yesterday; one whose last day is before yesterday is broken (0).
 */
export function activeStreak(streak: LoggingStreak, today: DayKey): number {
  if (streak.lastLoggedDate === null) return 0;
  return daysFrom(streak.lastLoggedDate, today) <= 1 ? streak.currentStreak : 0;
}
