// The scheduler's recurring-payments step (docs/product.md §4.23, §4.24): every active payment due
// on or before today (Indian) gets its expenses, one per due date, exactly once, and an instalment
// none past its end date or its number of payments (the database refuses them too).

import { addDays, indianDay, indianDayBounds, isDayKey } from "@shared/calendar/indian-day.ts";
import { dueDatesBetween, dueOnOrAfter } from "@shared/calendar/recurring-schedule.ts";
import type { RecurringPaymentRow } from "@shared/contract/api-rows.ts";
import type postgres from "postgres";
import { recurringColumns, scheduleOf } from "../db/recurring-payments.ts";
import { type Tx, withService } from "../db/with-user.ts";

const BATCH = 50;

/**
 * The most due dates one run adds for one payment: a long outage, or a start long ago, is caught up
 * over several runs, so no transaction grows with the gap.
 */
export const CATCH_UP_PER_RUN = 60;

type DuePayment = RecurringPaymentRow & { userId: string };

/**
 * Adds the due expenses and answers how many, and how many payments failed. Safe to run twice at
 * once or late: runners take payments with `skip locked`, each due date is a primary key in
 * recurring_occurrences, and a job that was down catches up every date it missed. Each payment runs
 * in its own savepoint: one that fails (a row no rule foresaw, a lock held too long) is logged and
 * left for the next run, and costs nobody else their expenses.
 */
export async function addDueRecurringPayments(
  sql: postgres.Sql,
  now: Date,
  userIds?: string[],
): Promise<{ added: number; failed: number }> {
  const today = indianDay(now);
  const only = userIds ?? null;
  // Payments this run has taken already, added or failed: never taken twice in one run.
  const taken: string[] = [];
  let added = 0;
  let failed = 0;
  for (;;) {
    const handled = await withService(sql, async (tx) => {
      const due = await tx<DuePayment[]>`
        select ${recurringColumns(tx)}, p.user_id::text as "userId" from public.recurring_payments p
        where not p.paused and not p.ended and p.next_due_on <= ${today}::date
          and (${only}::uuid[] is null or p.user_id = any(${only}::uuid[]))
          and p.id <> all(${taken}::uuid[])
        order by p.next_due_on, p.id
        limit ${BATCH}
        for update skip locked`;
      for (const payment of due) {
        taken.push(payment.id);
        try {
          added += await tx.savepoint((savepoint) => addDueDates(savepoint, payment, today));
        } catch (error) {
          failed += 1;
          console.error(
            `[jobs] recurring payment ${payment.id} of ${payment.userId} failed: ${(error as Error).message}`,
          );
        }
      }
      return due.length;
    });
    if (handled < BATCH) return { added, failed };
  }
}

/**
 * One payment's due dates through today or its end date (at most CATCH_UP_PER_RUN, and no more than
 * the payments it has left), then its next due date; the database marks it ended past its end.
 */
async function addDueDates(tx: Tx, payment: DuePayment, today: string): Promise<number> {
  if (!isDayKey(payment.nextDueOn))
    throw new Error(`next due date ${payment.nextDueOn} is not a calendar day`);
  const schedule = scheduleOf(payment);
  const through = payment.endsOn !== null && payment.endsOn < today ? payment.endsOn : today;
  const limit = Math.min(
    CATCH_UP_PER_RUN,
    payment.paymentCount === null ? CATCH_UP_PER_RUN : payment.paymentCount - payment.paidCount,
  );
  const dates = limit > 0 ? dueDatesBetween(schedule, payment.nextDueOn, through, limit) : [];
  let added = 0;
  for (const dueOn of dates) {
    const [occurrence] = await tx`
      insert into public.recurring_occurrences (recurring_payment_id, due_on, user_id, status)
      values (${payment.id}, ${dueOn}, ${payment.userId}, 'added')
      on conflict do nothing
      returning due_on`;
    if (!occurrence) continue; // skipped by the user, or added by an earlier run
    // Inserted as any expense: the daily totals and budget alerts follow from the triggers.
    const [expense] = await tx<{ id: string }[]>`
      insert into public.expenses
        (user_id, amount, category, description, method, paid_with, spent_at, recurring_payment_id, idempotency_key)
      values (${payment.userId}, ${payment.amount}, ${payment.category}, ${payment.name}, 'manual',
        ${payment.paidWith}, ${indianDayBounds(dueOn).start}, ${payment.id}, ${`recurring:${payment.id}:${dueOn}`})
      on conflict (user_id, idempotency_key) do nothing
      returning id::text as id`;
    if (!expense) continue;
    await tx`
      update public.recurring_occurrences set expense_id = ${expense.id}
      where recurring_payment_id = ${payment.id} and due_on = ${dueOn}`;
    added += 1;
  }
  // After the last date taken when the run's share or the payments left ran out (a skipped date among
  // them leaves one to take next run), else after today.
  const last = dates.at(-1);
  const resumeFrom = dates.length === limit && last ? last : today;
  await tx`
    update public.recurring_payments set next_due_on = ${dueOnOrAfter(schedule, addDays(resumeFrom, 1))}
    where id = ${payment.id}`;
  return added;
}
