// The caller's recurring payments, under RLS (docs/product.md §4.23). Schedules are computed in
// TypeScript (@shared/calendar/recurring-schedule.ts); the rows keep the rule and the next due date. What
// is still due this month is counted by the database, with the daily limit (private.daily_figure).

import { addDays, type DayKey } from "@shared/calendar/indian-day.ts";
import {
  dueOnOrAfter,
  nextOpenDueOn,
  type RecurringSchedule,
  scheduleOf,
} from "@shared/calendar/recurring-schedule.ts";
import type { RecurringPaymentRow } from "@shared/contract/api-rows.ts";
import type { NewRecurringPayment } from "@shared/contract/recurring-schemas.ts";
import type { Tx } from "./with-user.ts";

export const recurringColumns = (tx: Tx) => tx`
  p.id::text as id, p.name, p.amount::text as amount, p.category, p.paid_with as "paidWith", p.frequency,
  p.day_of_month as "dayOfMonth", p.weekday, p.month_of_year as month, p.starts_on::text as "startsOn",
  p.next_due_on::text as "nextDueOn", p.paused, p.created_at as "createdAt", p.ends_on::text as "endsOn",
  p.payment_count as "paymentCount", p.ended, (
    select count(*) from public.recurring_occurrences o where o.recurring_payment_id = p.id and o.status = 'added'
  )::int as "paidCount"`;

// Shared with the screens, which show an instalment's progress from the same schedule.
export { scheduleOf };

const scheduleColumns = (schedule: RecurringSchedule) => ({
  frequency: schedule.frequency,
  dayOfMonth: schedule.frequency === "weekly" ? null : schedule.dayOfMonth,
  weekday: schedule.frequency === "weekly" ? schedule.weekday : null,
  month: schedule.frequency === "yearly" ? schedule.month : null,
});

const later = (a: DayKey, b: DayKey) => (a > b ? a : b);

export function listRecurringPayments(tx: Tx): Promise<RecurringPaymentRow[]> {
  return tx<RecurringPaymentRow[]>`
    select ${recurringColumns(tx)} from public.recurring_payments p
    where p.user_id = (select auth.uid())
    order by p.ended, p.paused, p.next_due_on, p.created_at, p.id`;
}

/**
 * What the active payments will still add from `today` through the end of its month: due dates
 * the job has not handled yet (added or skipped), so the budget screen can set them aside. The
 * database computes it as part of the daily limit (private.daily_figure), so the two never differ.
 */
export async function committedThisMonth(tx: Tx, today: DayKey): Promise<string> {
  const [row] = await tx<{ committed: string }[]>`
    select f.committed::numeric(12, 2)::text as committed
    from private.daily_figure((select auth.uid()), ${today}::date) f`;
  return row?.committed ?? "0.00";
}

export async function insertRecurringPayment(
  tx: Tx,
  input: NewRecurringPayment,
  today: DayKey,
): Promise<RecurringPaymentRow> {
  const startsOn = later(input.startsOn ?? today, today);
  const schedule = scheduleColumns(input.schedule);
  const [row] = await tx<RecurringPaymentRow[]>`
    insert into public.recurring_payments as p
      (user_id, name, amount, category, paid_with, frequency, day_of_month, weekday, month_of_year, starts_on,
        next_due_on, ends_on, payment_count)
    values ((select auth.uid()), ${input.name}, ${input.amount}, ${input.category}, ${input.paidWith},
      ${schedule.frequency}, ${schedule.dayOfMonth}, ${schedule.weekday}, ${schedule.month}, ${startsOn},
      ${dueOnOrAfter(input.schedule, startsOn)}, ${input.endsOn}, ${input.paymentCount})
    returning ${recurringColumns(tx)}`;
  return row as RecurringPaymentRow;
}

export function findRecurringPayment(tx: Tx, id: string, options: { lock: boolean }) {
  return tx<RecurringPaymentRow[]>`
    select ${recurringColumns(tx)} from public.recurring_payments p
    where p.id = ${id} ${options.lock ? tx`for update` : tx``}`.then((rows) => rows[0]);
}

/**
 * Saves an edit checked as a whole. Past expenses are separate rows and stay as they were; a new
 * schedule, or a resume after a pause, goes on from the next due date on or after today that is not
 * handled yet (missed dates are not caught up, a skipped date does not come back).
 */
export async function updateRecurringPayment(
  tx: Tx,
  current: RecurringPaymentRow,
  next: NewRecurringPayment & { paused: boolean },
  today: DayKey,
): Promise<RecurringPaymentRow> {
  const schedule = scheduleColumns(next.schedule);
  const scheduleChanged = JSON.stringify(scheduleColumns(scheduleOf(current))) !== JSON.stringify(schedule);
  const resumed = current.paused && !next.paused;
  // A longer term for an ended payment goes on from today too, never catching up the dates between.
  const reopened =
    current.ended && (next.endsOn !== current.endsOn || next.paymentCount !== current.paymentCount);
  let nextDueOn = current.nextDueOn;
  if (scheduleChanged || resumed || reopened) {
    const from = later(current.startsOn, today);
    const handled = await tx<{ dueOn: DayKey }[]>`
      select o.due_on::text as "dueOn" from public.recurring_occurrences o
      where o.recurring_payment_id = ${current.id} and o.due_on >= ${from}::date`;
    nextDueOn = nextOpenDueOn(
      next.schedule,
      from,
      handled.map((row) => row.dueOn),
    );
  }
  const [row] = await tx<RecurringPaymentRow[]>`
    update public.recurring_payments p set
      name = ${next.name}, amount = ${next.amount}, category = ${next.category}, paid_with = ${next.paidWith},
      frequency = ${schedule.frequency}, day_of_month = ${schedule.dayOfMonth}, weekday = ${schedule.weekday},
      month_of_year = ${schedule.month}, paused = ${next.paused}, next_due_on = ${nextDueOn},
      ends_on = ${next.endsOn}, payment_count = ${next.paymentCount}
    where p.id = ${current.id}
    returning ${recurringColumns(tx)}`;
  return row as RecurringPaymentRow;
}

/** Skips the next due date: it is recorded as skipped and the payment moves on to the one after. */
/** The last day a payment may fall due: the database's recurring_payments_next_due_on_window. */
export const LAST_DUE_ON = "2200-12-31";

/** Null when the date after the skipped one would be past LAST_DUE_ON (nothing is changed then). */
export async function skipNextOccurrence(
  tx: Tx,
  current: RecurringPaymentRow,
): Promise<{ skipped: DayKey; payment: RecurringPaymentRow } | null> {
  const skipped = current.nextDueOn;
  const next = dueOnOrAfter(scheduleOf(current), addDays(skipped, 1));
  if (next > LAST_DUE_ON) return null;
  await tx`
    insert into public.recurring_occurrences (recurring_payment_id, due_on, user_id, status)
    values (${current.id}, ${skipped}, (select auth.uid()), 'skipped')
    on conflict do nothing`;
  const [payment] = await tx<RecurringPaymentRow[]>`
    update public.recurring_payments p set next_due_on = ${next}
    where p.id = ${current.id}
    returning ${recurringColumns(tx)}`;
  return { skipped, payment: payment as RecurringPaymentRow };
}

/** True when it existed and was the caller's. The expenses it added stay. */
export async function deleteRecurringPayment(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.recurring_payments where id = ${id} returning id`;
  return rows.length === 1;
}
