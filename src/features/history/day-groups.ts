// History rows grouped by Indian day, newest first, with the day's heading.

import { formatDayKey } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { wallClock } from "../../lib/wall-clock.ts";

/** The Indian calendar day of an instant, yyyy-mm-dd. */
export function istDayOf(instant: string | Date): string {
  const { year, month, day } = wallClock(new Date(instant));
  return `${year}-${month}-${day}`;
}

export interface DayGroup<T> {
  date: string;
  rows: T[];
}

/** Consecutive rows of one Indian day together; the rows come newest first and stay in that order. */
export function groupByIstDay<T extends { date: string }>(rows: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const row of rows) {
    const date = istDayOf(row.date);
    const last = groups.at(-1);
    if (last?.date === date) last.rows.push(row);
    else groups.push({ date, rows: [row] });
  }
  return groups;
}

/** "Today", "Yesterday", "Sat, 21 Nov", or with the year outside the current one. */
export function dayHeading(date: string, now: Date = new Date()): string {
  const today = istDayOf(now);
  if (date === today) return i18n.t("history:today");
  if (date === istDayOf(new Date(now.getTime() - 86_400_000))) return i18n.t("history:yesterday");
  return formatDayKey(date, { year: date.slice(0, 4) !== today.slice(0, 4) });
}

/** The first and last Indian day the rows cover (they come newest first). */
export function daySpan(rows: readonly { date: string }[]): { first: string; last: string } | null {
  const newest = rows[0];
  const oldest = rows.at(-1);
  return newest && oldest ? { first: istDayOf(oldest.date), last: istDayOf(newest.date) } : null;
}
