// Dates and times shown on the money screens, always on the Indian clock whatever the device's zone,
// in en-IN unless told: hi-IN ("सोम, 23 नव॰") and Devanagari digits come through Intl (docs/product.md §9.10).

import { INDIA_TIME_ZONE, indianClock } from "@shared/calendar/indian-day.ts";
import { type LocaleFormat, perLocale } from "@shared/format/locale.ts";

const IST = INDIA_TIME_ZONE;

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  perLocale((locale, numberingSystem) => new Intl.DateTimeFormat(locale, { numberingSystem, ...options }));

const dayMonthTime = dateFormat({
  timeZone: IST,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});
const dayMonthYearTime = dateFormat({
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const time = dateFormat({ timeZone: IST, hour: "numeric", minute: "2-digit" });
const shortDate = dateFormat({ timeZone: IST, weekday: "short", day: "numeric", month: "short" });
const date = dateFormat({ timeZone: IST, day: "numeric", month: "short", year: "numeric" });
// Calendar keys are dates, not instants: formatted at UTC midnight in UTC so no zone shifts the day.
const dayKey = dateFormat({ weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const dayKeyWithYear = dateFormat({
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dayMonthKey = dateFormat({ day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYearKey = dateFormat({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const monthYear = dateFormat({ month: "long", year: "numeric", timeZone: "UTC" });

/**
 * "22 Nov, 9:05 am" for an expense or an alert; outside the current Indian year the year is shown
 * too ("5 Jan 2027, 9:05 am"), so a mistyped year stands out.
 */
export function formatIstDateTime(iso: string, now: Date = new Date(), format?: LocaleFormat): string {
  const instant = new Date(iso);
  const sameYear = indianClock(instant).year === indianClock(now).year;
  return (sameYear ? dayMonthTime : dayMonthYearTime)(format).format(instant);
}

/** "9:05 am" for a row in the calendar's day list. */
export const formatIstTime = (iso: string, format?: LocaleFormat): string =>
  time(format).format(new Date(iso));

/** Today's date on home's card (docs/product.md §2.9): "Sun, 22 Nov" ("रवि, 22 नव॰" in Hindi). */
export const formatIstShortDate = (instant: Date = new Date(), format?: LocaleFormat): string =>
  shortDate(format).format(instant);

/** "22 Nov 2026" for an expense or a sign-up date. */
export const formatIstDate = (iso: string, format?: LocaleFormat): string =>
  date(format).format(new Date(iso));

/**
 * A calendar day key, "2026-11-22" → "Sun, 22 Nov" (with `year`: "Sun, 22 Nov, 2026"; without
 * `weekday`: "22 Nov", "22 Nov 2026").
 */
export function formatDayKey(
  dateKey: string,
  { year = false, weekday = true, ...format }: { year?: boolean; weekday?: boolean } & LocaleFormat = {},
): string {
  const [y, m, d] = dateKey.split("-").map(Number) as [number, number, number];
  const formatter = weekday ? (year ? dayKeyWithYear : dayKey) : year ? dayMonthYearKey : dayMonthKey;
  return formatter(format).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A month key, "2026-11" → "November 2026". */
export function formatMonthKey(monthKey: string, format?: LocaleFormat): string {
  const [y, m] = monthKey.split("-").map(Number) as [number, number];
  return monthYear(format).format(new Date(Date.UTC(y, m - 1, 1)));
}
