// The calendar tab's month grid (Sunday to Saturday) and month stepping. Calendar arithmetic
// only — days are plain yyyy-mm-dd keys, so the device's time zone never shifts a cell.
import { type DayKey, monthLength } from "@shared/calendar/indian-day.ts";
import { formatDayKey, formatMonthKey } from "../../i18n/format.ts";

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface DayCell {
  dateKey: DayKey;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

export const dateKeyOf = (year: number, month: number, day: number): DayKey =>
  `${year}-${pad(month)}-${pad(day)}`;

export const daysInMonth = ({ year, month }: YearMonth): number => monthLength(year, month);

/** Weeks of the month, Sunday first; `null` pads the days before the 1st and after the last. */
export function monthGrid(ym: YearMonth): Array<Array<DayCell | null>> {
  const firstWeekday = new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
  const cells: Array<DayCell | null> = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth(ym); day++)
    cells.push({ dateKey: dateKeyOf(ym.year, ym.month, day), day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<DayCell | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** "November 2026" for the grid heading. */
export const monthTitle = ({ year, month }: YearMonth): string => formatMonthKey(`${year}-${pad(month)}`);

/** "Sun, 22 Nov" for a selected day key. */
export const dayTitle = (dateKey: DayKey): string => formatDayKey(dateKey);
