// Dates and times shown on the money screens, always on the Indian clock whatever the device's zone.
const IST = "Asia/Kolkata";

const istYear = new Intl.DateTimeFormat("en-IN", { timeZone: IST, year: "numeric" });
const dayMonthTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});
const dayMonthYearTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: IST,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * "22 Nov, 9:05 am" for an expense or an alert; outside the current Indian year the year is shown
 * too ("5 Jan 2027, 9:05 am"), so a mistyped year stands out.
 */
export function formatIstDateTime(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso);
  const sameYear = istYear.format(instant) === istYear.format(now);
  return (sameYear ? dayMonthTime : dayMonthYearTime).format(instant);
}

/** "9:05 am" for a row in the calendar's day list. */
export const formatIstTime = (iso: string): string =>
  new Intl.DateTimeFormat("en-IN", { timeZone: IST, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );

/** Today's date on home's card (docs/product.md §2.9): "Sun, 22 Nov". */
export const formatIstShortDate = (instant: Date = new Date()): string =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    weekday: "short",
    day: "numeric",
    month: "short",
  }).format(instant);

/** "22 Nov 2026" for an expense or a sign-up date. */
export const formatIstDate = (iso: string): string =>
  new Intl.DateTimeFormat("en-IN", {
    timeZone: IST,
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));

/** A calendar day key, "2026-11-22" → "Sun, 22 Nov" (with `year`: "Sun, 22 Nov, 2026"). */
export function formatDayKey(dateKey: string, { year = false }: { year?: boolean } = {}): string {
  const [y, m, d] = dateKey.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(year ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A month key, "2026-11" → "November 2026". */
export function formatMonthKey(monthKey: string): string {
  const [y, m] = monthKey.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}
