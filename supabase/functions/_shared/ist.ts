// Indian Standard Time helpers. Every "day" and "month" in the product is an Indian one
// (Asia/Kolkata, +05:30), whatever the zone of the server or the browser.
import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, format, isValid, parse, startOfDay, startOfMonth } from "date-fns";

export const IST_TIME_ZONE = "Asia/Kolkata";

/** A calendar day as `yyyy-mm-dd`. */
export type DateKey = string;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The Indian calendar day an instant falls on, as `yyyy-mm-dd`. */
export function istDateKey(instant: Date): DateKey {
  return format(new TZDate(instant.getTime(), IST_TIME_ZONE), "yyyy-MM-dd");
}

/** True for a real calendar date written `yyyy-mm-dd` (rejects 2026-02-30). */
export function isDateKey(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  const parsed = parse(value, "yyyy-MM-dd", new Date(2000, 0, 1));
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
}

/** Start (inclusive) and end (exclusive) instants of an Indian calendar day. */
export function istDayBounds(dateKey: DateKey): { start: Date; end: Date } {
  const [year, month, day] = dateKey.split("-").map(Number) as [number, number, number];
  const start = startOfDay(new TZDate(year, month - 1, day, IST_TIME_ZONE));
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
}

/** Start (inclusive) and end (exclusive) instants of an Indian calendar month (month 1–12). */
export function istMonthBounds(year: number, month: number): { start: Date; end: Date } {
  const start = startOfMonth(new TZDate(year, month - 1, 1, IST_TIME_ZONE));
  return { start: new Date(start.getTime()), end: new Date(addMonths(start, 1).getTime()) };
}

/** The Indian year and month (1–12) an instant falls in. */
export function istYearMonth(instant: Date): { year: number; month: number } {
  const local = new TZDate(instant.getTime(), IST_TIME_ZONE);
  return { year: local.getFullYear(), month: local.getMonth() + 1 };
}

/** The `count` Indian days ending with the day of `instant`, oldest first. */
export function istLastDays(instant: Date, count: number): DateKey[] {
  const today = startOfDay(new TZDate(instant.getTime(), IST_TIME_ZONE));
  return Array.from({ length: count }, (_, i) => format(addDays(today, i - count + 1), "yyyy-MM-dd"));
}
