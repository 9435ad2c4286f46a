// The coach counts days as Indian calendar days (docs/product.md §1.5: time zone Asia/Kolkata), whatever zone the
// device is set to. Every function takes the instant and the zone explicitly so tests can pin both.
import { INDIA_TIME_ZONE, wallClock } from "../../lib/wall-clock";

/** A calendar day written as yyyy-mm-dd. */
export type DayKey = string;

const DAY_MS = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day (yyyy-mm-dd) that `now` falls on in `timeZone`. */
export function dayKeyAt(now: Date, timeZone: string = INDIA_TIME_ZONE): DayKey {
  const { year, month, day } = wallClock(now, timeZone);
  return `${year}-${month}-${day}`;
}

/** The hour of day (0–23) on the wall clock of `timeZone` at `now`. */
export function hourAt(now: Date, timeZone: string = INDIA_TIME_ZONE): number {
  return Number(wallClock(now, timeZone).hour);
}

/** Whole days since 1970-01-01 for a day key; consecutive days differ by exactly 1. */
export function dayNumber(day: DayKey): number {
  const match = DAY_KEY.exec(day);
  if (!match) throw new Error(`Not a yyyy-mm-dd day: "${day}"`);
  const [, year, month, date] = match;
  return Math.round(Date.UTC(Number(year), Number(month) - 1, Number(date)) / DAY_MS);
}

/** True when `day` looks like yyyy-mm-dd (used to distrust values read back from storage). */
export function isDayKey(day: unknown): day is DayKey {
  return typeof day === "string" && DAY_KEY.test(day);
}

/** Signed number of days from `from` to `to`. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return dayNumber(to) - dayNumber(from);
}
