// The wall clock of a time zone (Asia/Kolkata unless told), read with Intl: the browser already knows
// the zone rules, so home's first load needs no date library, and unlike TZDate (a Date subclass) it
// also holds under faked clocks in tests. One formatter per zone, cached: the coach asks every minute
// and the Add Expense line every second.
export const INDIA_TIME_ZONE = "Asia/Kolkata";

export interface WallClock {
  /** Zero-padded: "2026", "11", "23", "09", "05". */
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

export function wallClock(now: Date, timeZone: string = INDIA_TIME_ZONE): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
  };
}

/**
 * The Indian calendar day an instant falls on (`yyyy-mm-dd`) and its year and month: the same answers
 * as `_shared/ist.ts` (tested against it) without date-fns and `@date-fns/tz` in home's first load.
 */
export function indiaDay(instant: Date): { dateKey: string; year: number; month: number } {
  const clock = wallClock(instant);
  return {
    dateKey: `${clock.year}-${clock.month}-${clock.day}`,
    year: Number(clock.year),
    month: Number(clock.month),
  };
}
