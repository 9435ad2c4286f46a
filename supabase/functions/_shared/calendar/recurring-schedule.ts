// When a recurring payment falls due (docs/product.md §4.23). Pure calendar arithmetic on Indian
// dates written `yyyy-mm-dd`: the server's job, the API and the budget screen share it.
import { addDays, type DayKey, monthLength } from "./indian-day.ts";

export const RECURRING_FREQUENCIES = ["monthly", "weekly", "yearly"] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/**
 * Monthly on a day (1–31: the month's last day when it is shorter), weekly on an ISO weekday
 * (1 = Monday … 7 = Sunday), or yearly on a month (1–12) and day.
 */
export type RecurringSchedule =
  | { frequency: "monthly"; dayOfMonth: number }
  | { frequency: "weekly"; weekday: number }
  | { frequency: "yearly"; month: number; dayOfMonth: number };

/** The schedule a stored payment's columns describe (the API's rows, the screens' list). */
export function scheduleOf(row: {
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  weekday: number | null;
  month: number | null;
}): RecurringSchedule {
  if (row.frequency === "weekly") return { frequency: "weekly", weekday: row.weekday ?? 1 };
  if (row.frequency === "yearly")
    return { frequency: "yearly", month: row.month ?? 1, dayOfMonth: row.dayOfMonth ?? 1 };
  return { frequency: "monthly", dayOfMonth: row.dayOfMonth ?? 1 };
}

const toUtc = (key: DayKey): Date => {
  const [year, month, day] = key.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
};
const toKey = (date: Date): DayKey => date.toISOString().slice(0, 10);
/** The day `dayOfMonth` of a month (index 0–11, may run past December), or its last day when shorter. */
const clampedDay = (year: number, monthIndex: number, dayOfMonth: number): Date => {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const days = monthLength(first.getUTCFullYear(), first.getUTCMonth() + 1);
  return new Date(Date.UTC(year, monthIndex, Math.min(dayOfMonth, days)));
};

/** The first due date on or after `from`. */
export function dueOnOrAfter(schedule: RecurringSchedule, from: DayKey): DayKey {
  const start = toUtc(from);
  const year = start.getUTCFullYear();
  const monthIndex = start.getUTCMonth();
  switch (schedule.frequency) {
    case "weekly": {
      const isoWeekday = start.getUTCDay() === 0 ? 7 : start.getUTCDay();
      return addDays(from, (schedule.weekday - isoWeekday + 7) % 7);
    }
    case "monthly": {
      const thisMonth = clampedDay(year, monthIndex, schedule.dayOfMonth);
      return toKey(thisMonth >= start ? thisMonth : clampedDay(year, monthIndex + 1, schedule.dayOfMonth));
    }
    case "yearly": {
      const thisYear = clampedDay(year, schedule.month - 1, schedule.dayOfMonth);
      return toKey(
        thisYear >= start ? thisYear : clampedDay(year + 1, schedule.month - 1, schedule.dayOfMonth),
      );
    }
  }
}

/** Every due date from `from` through `through` (both included), oldest first; the first `limit` only. */
export function dueDatesBetween(
  schedule: RecurringSchedule,
  from: DayKey,
  through: DayKey,
  limit = Number.POSITIVE_INFINITY,
): DayKey[] {
  const dates: DayKey[] = [];
  for (
    let due = dueOnOrAfter(schedule, from);
    due <= through && dates.length < limit;
    due = dueOnOrAfter(schedule, addDays(due, 1))
  ) {
    dates.push(due);
  }
  return dates;
}

/**
 * Where a payment goes on after a pause or a new schedule: the first due date on or after `from`
 * (today, or the payment's start when later) that is not handled already. Dates missed meanwhile
 * are behind `from`, so never caught up; a date the user skipped (or the job added) never comes back.
 */
export function nextOpenDueOn(schedule: RecurringSchedule, from: DayKey, handled: readonly DayKey[]): DayKey {
  const done = new Set(handled);
  let due = dueOnOrAfter(schedule, from);
  // Ends: each pass moves past one of the finitely many handled dates.
  while (done.has(due)) due = dueOnOrAfter(schedule, addDays(due, 1));
  return due;
}
