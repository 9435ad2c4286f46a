// The one home of Indian days and times. Every "day" and "month" in the product is an Indian one,
// whatever the zone of the server, the browser or the device. India has kept +05:30 without daylight
// saving since 1945, so an instant's Indian wall clock is its epoch milliseconds plus 5:30 read as
// UTC: no date library and no Intl in home's first load, and it holds under faked clocks in tests.
// Intl is for names and locale formatting only (`src/lib/ist-format.ts`), with `INDIA_TIME_ZONE`.
// The database says the same in `private.ist_day` (supabase/schemas/01_helpers.sql).

/** The zone's IANA name, for Intl's `timeZone` and the reminders' default zone. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const OFFSET_MINUTES = 330;
const OFFSET_MS = OFFSET_MINUTES * 60_000;
/** The offset as ISO 8601 writes it. */
const OFFSET_ISO = "+05:30";
const DAY_MS = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** A calendar day written `yyyy-mm-dd`. */
export type DayKey = string;

/** An instant's Indian wall clock. */
export interface IndianClock {
  /** "2026-11-22" */
  date: DayKey;
  /** "09:05" (24-hour) */
  time: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
  weekday: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

function shifted(instant: Date | string | number): Date {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: "${String(instant)}"`);
  return new Date(ms + OFFSET_MS);
}

/** The Indian wall clock at an instant (a Date, an ISO string or epoch milliseconds). */
export function indianClock(instant: Date | string | number): IndianClock {
  const local = shifted(instant);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const hour = local.getUTCHours();
  const minute = local.getUTCMinutes();
  return {
    date: `${year}-${pad(month)}-${pad(day)}`,
    time: `${pad(hour)}:${pad(minute)}`,
    year,
    month,
    day,
    hour,
    minute,
    weekday: local.getUTCDay(),
  };
}

/** The Indian calendar day an instant falls on, `yyyy-mm-dd`. */
export function indianDay(instant: Date | string | number): DayKey {
  return shifted(instant).toISOString().slice(0, 10);
}

/** Whole days since 1970-01-01 for a day key; consecutive days differ by exactly 1. */
export function dayNumber(day: DayKey): number {
  const match = DAY_KEY.exec(day);
  if (!match) throw new Error(`Not a yyyy-mm-dd day: "${day}"`);
  const [, year, month, date] = match;
  return Date.UTC(Number(year), Number(month) - 1, Number(date)) / DAY_MS;
}

/** The day key of a day number (the inverse of `dayNumber`). */
export function dayOfNumber(number: number): DayKey {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar day written `yyyy-mm-dd` (not 2026-02-30, not "2026-2-3"). */
export function isDayKey(value: unknown): value is DayKey {
  return typeof value === "string" && DAY_KEY.test(value) && dayOfNumber(dayNumber(value)) === value;
}

/** `day` moved by `count` days (negative: back). */
export function addDays(day: DayKey, count: number): DayKey {
  return dayOfNumber(dayNumber(day) + count);
}

/** Signed number of days from `from` to `to`. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return dayNumber(to) - dayNumber(from);
}

/** The last day of a month (1–12): 28, 29, 30 or 31. */
export function monthLength(year: number, month: number): number {
  // Arithmetic rather than a Date: an import reads it for every row.
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

/** The last day of the month `day` falls in. */
export function monthEnd(day: DayKey): DayKey {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${day.slice(0, 8)}${pad(monthLength(year, month))}`;
}

/** The instant an Indian day starts: its midnight read as UTC, less 5:30. */
export function indianDayStart(day: DayKey): Date {
  return new Date(dayNumber(day) * DAY_MS - OFFSET_MS);
}

/** Start (inclusive) and end (exclusive) instants of an Indian day. */
export function indianDayBounds(day: DayKey): { start: Date; end: Date } {
  const start = indianDayStart(day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** Start (inclusive) and end (exclusive) instants of an Indian month (1–12). */
export function indianMonthBounds(year: number, month: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - OFFSET_MS),
  };
}

/** The `count` Indian days ending with the day of `instant`, oldest first. */
export function lastIndianDays(instant: Date | string | number, count: number): DayKey[] {
  const today = dayNumber(indianDay(instant));
  return Array.from({ length: count }, (_, i) => dayOfNumber(today - count + 1 + i));
}

/** An Indian day and wall-clock time ("09:05" or "09:05:30"; midnight when absent) as an ISO instant. */
export function indianIso(day: DayKey, time = "00:00"): string {
  if (!TIME.test(time)) throw new Error(`Not an hh:mm time: "${time}"`);
  return `${day}T${time.length === 5 ? `${time}:00` : time}${OFFSET_ISO}`;
}
