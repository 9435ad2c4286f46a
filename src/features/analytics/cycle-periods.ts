// Analytics by budget cycle (docs/product.md §4.31): the cycles the switcher offers, newest first.
import { type CycleBounds, type CycleSetting, cycleBounds } from "@shared/calendar/budget-cycle.ts";
import { addDays, type DayKey, monthEnd } from "@shared/calendar/indian-day.ts";

/** True when `start`–`end` is a whole calendar month (`monthKey`, "2026-11", when given). */
export const isWholeMonth = (start: DayKey, end: DayKey, monthKey?: string): boolean =>
  start.endsWith("-01") && end === monthEnd(start) && (monthKey === undefined || start === `${monthKey}-01`);

/** True when the cycle that holds `today` is a calendar month (no toggle needed then). */
export const isCalendarCycle = (setting: CycleSetting, today: DayKey): boolean => {
  const bounds = cycleBounds(setting, today);
  return isWholeMonth(bounds.start, bounds.end);
};

/** The cycle that holds `today` and the `count - 1` before it, newest first. */
export function recentCycles(setting: CycleSetting, today: DayKey, count: number): CycleBounds[] {
  const cycles = [cycleBounds(setting, today)];
  while (cycles.length < count) {
    const oldest = cycles[cycles.length - 1] as CycleBounds;
    cycles.push(cycleBounds(setting, addDays(oldest.start, -1)));
  }
  return cycles;
}
