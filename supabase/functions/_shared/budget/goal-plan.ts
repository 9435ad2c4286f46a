// A savings goal's plan (docs/product.md §4.33): how far it is, which milestones it has reached, and
// "₹X a month to reach it by <date>", all in integer paise.
import type { DayKey } from "../calendar/indian-day.ts";
import { type Paise, paise, percentOf, ZERO_PAISE } from "../money/paise.ts";

/** The milestones the coach celebrates, each once (public.savings_goal_milestones holds the same). */
export const GOAL_MILESTONES = [25, 50, 75, 100] as const;
export type GoalMilestone = (typeof GOAL_MILESTONES)[number];

/** Longest goal name, and the target's bounds in rupees (the database's checks say the same). */
export const GOAL_NAME_MAX = 60;
export const GOAL_TARGET_MIN_RUPEES = 1;
export const GOAL_TARGET_MAX_RUPEES = 1_00_00_000;

/** The year and month of a day key, as one count of months. */
const monthIndex = (day: DayKey): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/**
 * The months left to put money in, this one included, up to the target date's month: today 27 Nov and
 * a date of 15 Jan give November, December and January, 3. Zero when the date has passed.
 */
export function monthsToSave(today: DayKey, targetDate: DayKey): number {
  if (targetDate < today) return 0;
  return monthIndex(targetDate) - monthIndex(today) + 1;
}

export type MonthlyNeed =
  /** What to put in each month, rounded up to the paisa so the months together reach the target. */
  | { kind: "monthly"; amount: Paise; months: number }
  | { kind: "reached" }
  | { kind: "date-passed" }
  | { kind: "no-date" };

/** "₹X a month to reach it by <date>": what is left, shared over the months left, rounded up. */
export function monthlyNeed(
  target: Paise,
  balance: Paise,
  today: DayKey,
  targetDate: DayKey | null,
): MonthlyNeed {
  const left = target - balance;
  if (left <= 0) return { kind: "reached" };
  if (targetDate === null) return { kind: "no-date" };
  const months = monthsToSave(today, targetDate);
  if (months === 0) return { kind: "date-passed" };
  return { kind: "monthly", amount: paise(Math.ceil(left / months)), months };
}

/** How far the goal is, 0–100, floored, so it reads 100 only when reached. */
export const goalProgress = (target: Paise, balance: Paise): number =>
  target <= ZERO_PAISE ? 0 : Math.min(100, percentOf(balance, target));

/** The milestones a balance reaches (the database records each the first time). */
export const milestonesReached = (target: Paise, balance: Paise): GoalMilestone[] =>
  GOAL_MILESTONES.filter((percent) => balance * 100 >= target * percent);
