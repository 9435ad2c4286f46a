// History rows grouped by Indian day, newest first, with the day's heading.

import { addDays, indianDay } from "@shared/calendar/indian-day.ts";
import { formatDayKey } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";

export interface DayGroup<T> {
  date: string;
  rows: T[];
}

/** Consecutive rows of one Indian day together; the rows come newest first and stay in that order. */
export function groupByIstDay<T extends { date: string }>(rows: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const row of rows) {
    const date = indianDay(row.date);
    const last = groups.at(-1);
    if (last?.date === date) last.rows.push(row);
    else groups.push({ date, rows: [row] });
  }
  return groups;
}

/** "Today", "Yesterday", "Sat, 21 Nov", or with the year outside the current one. */
export function dayHeading(date: string, now: Date = new Date()): string {
  const today = indianDay(now);
  if (date === today) return i18n.t("history:today");
  if (date === addDays(today, -1)) return i18n.t("history:yesterday");
  return formatDayKey(date, { year: date.slice(0, 4) !== today.slice(0, 4) });
}

/** The first and last Indian day the rows cover (they come newest first). */
export function daySpan(rows: readonly { date: string }[]): { first: string; last: string } | null {
  const newest = rows[0];
  const oldest = rows.at(-1);
  return newest && oldest ? { first: indianDay(oldest.date), last: indianDay(newest.date) } : null;
}

/**
 * The day groups dated after today (Indian day), shown together under "Upcoming" at the top of the
 * list (docs/product.md §2.19), and the others. The groups come newest first, so upcoming ones lead.
 */
export function splitUpcoming<T>(
  groups: readonly DayGroup<T>[],
  now: Date = new Date(),
): { upcoming: DayGroup<T>[]; past: DayGroup<T>[] } {
  const today = indianDay(now);
  return {
    upcoming: groups.filter((group) => group.date > today),
    past: groups.filter((group) => group.date <= today),
  };
}
