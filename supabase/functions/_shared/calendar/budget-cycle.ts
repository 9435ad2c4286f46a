// The budget cycle (docs/product.md §4.31): the budget month starts on the day the user picks, 1–28
// or the last working day (the last Monday–Friday of the calendar month; holidays are not known).
// Pure arithmetic on Indian day keys. The database says the same in private.cycle_bounds
// (supabase/schemas/41_budget_cycle.sql); tests/integration/db/budget-cycle.test.ts compares them.
import { addDays, type DayKey, dayNumber, indianDay, monthEnd } from "./indian-day.ts";

/** The day a budget month starts: a day of the month 1–28, or the month's last working day. */
export type CycleStart = number | "last_working_day";

/** The calendar month: what everyone has until they pick a day. */
export const DEFAULT_CYCLE_START: CycleStart = 1;

/** Every start a user may pick, in the order the select lists them. */
export const CYCLE_STARTS: readonly CycleStart[] = [
  ...Array.from({ length: 28 }, (_, i) => i + 1),
  "last_working_day",
];

/** The budget row's three columns: a change waits for the next cycle (`from`). */
export interface CycleSetting {
  cycleStart: CycleStart;
  /** The setting that holds until `cycleStartFrom`, or null. */
  previousCycleStart: CycleStart | null;
  /** The first day of the first cycle of `cycleStart`, or null when no change is waiting. */
  cycleStartFrom: DayKey | null;
}

/** A cycle's first and last Indian day, both included. */
export interface CycleBounds {
  start: DayKey;
  end: DayKey;
}

/** The stored text ('1'–'28', 'last_working_day') as a start; null for anything else. */
export function parseCycleStart(value: unknown): CycleStart | null {
  if (value === "last_working_day") return value;
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^([1-9]|1\d|2[0-8])$/.test(text)) return null;
  return Number(text);
}

/** The text the database stores for a start. */
export const cycleStartText = (start: CycleStart): string => String(start);

const monthStartOf = (day: DayKey): DayKey => `${day.slice(0, 8)}01`;

/** The first day of the calendar month after (`step` 1) or before (`step` -1) the one holding `day`. */
function shiftMonth(day: DayKey, step: 1 | -1): DayKey {
  return step === 1 ? addDays(monthEnd(day), 1) : monthStartOf(addDays(monthStartOf(day), -1));
}

/** The last Monday–Friday of the calendar month that holds `day`. */
export function lastWorkingDay(day: DayKey): DayKey {
  const end = monthEnd(day);
  // 1970-01-01 was a Thursday: day number + 4, mod 7, is the weekday (0 = Sunday).
  const weekday = (((dayNumber(end) + 4) % 7) + 7) % 7;
  return addDays(end, weekday === 6 ? -1 : weekday === 0 ? -2 : 0);
}

/** The day a cycle of `start` begins within the calendar month that holds `day`. */
function startInMonth(start: CycleStart, day: DayKey): DayKey {
  return start === "last_working_day" ? lastWorkingDay(day) : addDays(monthStartOf(day), start - 1);
}

/** The cycle of one start that holds `day`: from its start day to the day before the next one. */
export function cycleBoundsOf(start: CycleStart, day: DayKey): CycleBounds {
  const inMonth = startInMonth(start, day);
  const first = inMonth <= day ? inMonth : startInMonth(start, shiftMonth(day, -1));
  return { start: first, end: addDays(startInMonth(start, shiftMonth(first, 1)), -1) };
}

/**
 * The cycle that holds `day` for a user's setting: before a waiting change's first day, the previous
 * start's cycles (the last cut short the day before); from it on, the new start's (the first begins
 * on that day).
 */
export function cycleBounds(setting: CycleSetting, day: DayKey): CycleBounds {
  const from = setting.cycleStartFrom;
  if (from === null || day >= from) {
    const bounds = cycleBoundsOf(setting.cycleStart, day);
    return from !== null && bounds.start < from ? { start: from, end: bounds.end } : bounds;
  }
  const bounds = cycleBoundsOf(setting.previousCycleStart ?? setting.cycleStart, day);
  const lastBefore = addDays(from, -1);
  return bounds.end > lastBefore ? { start: bounds.start, end: lastBefore } : bounds;
}

/** The cycle that holds the Indian day of an instant. */
export function currentCycle(setting: CycleSetting, instant: Date | string | number): CycleBounds {
  return cycleBounds(setting, indianDay(instant));
}

/** The cycle after the one that holds `day`. */
export function nextCycle(setting: CycleSetting, day: DayKey): CycleBounds {
  return cycleBounds(setting, addDays(cycleBounds(setting, day).end, 1));
}

/** Days from `day` to the cycle's end, both included (the daily figure's "days left"). */
export function cycleDaysLeft(bounds: CycleBounds, day: DayKey): number {
  return dayNumber(bounds.end) - dayNumber(day) + 1;
}

/** A setting with no change waiting. */
export const settingOf = (cycleStart: CycleStart): CycleSetting => ({
  cycleStart,
  previousCycleStart: null,
  cycleStartFrom: null,
});

/**
 * The setting after the user picks `start` on `today`, as the database's trigger
 * (budgets_hold_cycle_until_next) writes it: today's cycle stays, the new start holds from the day
 * after it; a second change before then replaces the waiting one; going back cancels it.
 */
export function withChangedStart(setting: CycleSetting, start: CycleStart, today: DayKey): CycleSetting {
  if (start === setting.cycleStart) return setting;
  const waiting = setting.cycleStartFrom !== null && today < setting.cycleStartFrom;
  const previousCycleStart = waiting ? setting.previousCycleStart : setting.cycleStart;
  const cycleStartFrom = waiting ? setting.cycleStartFrom : addDays(cycleBounds(setting, today).end, 1);
  return start === previousCycleStart
    ? settingOf(start)
    : { cycleStart: start, previousCycleStart, cycleStartFrom };
}
