// The scheduler's recurring-payments step (docs/product.md §4.23, §4.24): every active payment due
// on or before today (Indian) gets its expenses, one per due date, exactly once.
import type { RecurringPaymentRow } from "@shared/api-rows.ts";
import { istDateKey, istDayBounds } from "@shared/ist.ts";
import { addDaysToKey, dueDatesBetween, dueOnOrAfter } from "@shared/recurring-schedule.ts";
import type postgres from "postgres";
import { recurringColumns, scheduleOf } from "../db/recurring-payments.ts";
import { withService } from "../db/with-user.ts";

const BATCH = 50;

type DuePayment = RecurringPaymentRow & { userId: string };

/**
 * Adds the due expenses and answers how many. Safe to run twice at once or late: runners take
 * payments with `skip locked`, each due date is a primary key in recurring_occurrences, and a job
 * that was down catches up every date it missed.
 */
export async function addDueRecurringPayments(
  sql: postgres.Sql,
  now: Date,
  userIds?: string[],
): Promise<{ added: number }> {
  const today = istDateKey(now);
  const only = userIds ?? null;
  let added = 0;
  for (;;) {
    const handled = await withService(sql, async (tx) => {
      const due = await tx<DuePayment[]>`
        select ${recurringColumns(tx)}, p.user_id::text as "userId" from public.recurring_payments p
        where not p.paused and p.next_due_on <= ${today}::date
          and (${only}::uuid[] is null or p.user_id = any(${only}::uuid[]))
        order by p.next_due_on, p.id
        limit ${BATCH}
        for update skip locked`;
      for (const payment of due) {
        const schedule = scheduleOf(payment);
        for (const dueOn of dueDatesBetween(schedule, payment.nextDueOn, today)) {
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
              ${payment.paidWith}, ${istDayBounds(dueOn).start}, ${payment.id}, ${`recurring:${payment.id}:${dueOn}`})
            on conflict (user_id, idempotency_key) do nothing
            returning id::text as id`;
          if (!expense) continue;
          await tx`
            update public.recurring_occurrences set expense_id = ${expense.id}
            where recurring_payment_id = ${payment.id} and due_on = ${dueOn}`;
          added += 1;
        }
        await tx`
          update public.recurring_payments set next_due_on = ${dueOnOrAfter(schedule, addDaysToKey(today, 1))}
          where id = ${payment.id}`;
      }
      return due.length;
    });
    if (handled < BATCH) return { added };
  }
}
