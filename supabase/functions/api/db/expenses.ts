// The caller's expenses, under RLS. Amounts stay numeric end to end (text in JSON, never float).
import type { ExpenseRow } from "@shared/api-rows.ts";
import type { ExpensePatch, NewExpense } from "@shared/schemas.ts";
import type { Tx } from "./with-user.ts";

const expenseColumns = (tx: Tx) => tx`
  id::text as id, amount::text as amount, category, description, method, paid_with as "paidWith", spent_at as date,
  receipt_path as "receiptPath", created_at as "createdAt"`;

export interface ExpenseFilter {
  limit?: number;
  /** Indian day bounds. */
  from?: Date;
  to?: Date;
}

/** Newest first; optionally one Indian day and/or the latest `limit`. */
export function listExpenses(tx: Tx, filter: ExpenseFilter): Promise<ExpenseRow[]> {
  return tx<ExpenseRow[]>`
    select ${expenseColumns(tx)} from public.expenses
    where user_id = (select auth.uid())
      ${filter.from && filter.to ? tx`and spent_at >= ${filter.from} and spent_at < ${filter.to}` : tx``}
    order by spent_at desc, created_at desc
    ${filter.limit ? tx`limit ${filter.limit}` : tx``}`;
}

export type InsertResult =
  | { outcome: "created" | "replayed"; row: ExpenseRow }
  /** The Idempotency-Key already saved a different request. */
  | { outcome: "key-reused" };

export interface IdempotentRequest {
  key: string;
  /** SHA-256 of the normalised request (routes/expenses.ts); a retry must carry the same. */
  fingerprint: string;
}

export async function insertExpense(
  tx: Tx,
  expense: NewExpense & { date: string },
  idempotency: IdempotentRequest | null,
): Promise<InsertResult> {
  const inserted = await tx<ExpenseRow[]>`
    insert into public.expenses
      (user_id, amount, category, description, method, paid_with, spent_at, receipt_path, idempotency_key,
       request_fingerprint)
    values ((select auth.uid()), ${expense.amount}, ${expense.category}, ${expense.description}, ${expense.method},
            ${expense.paidWith}, ${expense.date}, ${expense.receiptPath}, ${idempotency?.key ?? null},
            ${idempotency?.fingerprint ?? null})
    on conflict (user_id, idempotency_key) do nothing
    returning ${expenseColumns(tx)}`;
  if (inserted[0]) return { outcome: "created", row: inserted[0] };
  const [existing] = await tx<(ExpenseRow & { fingerprint: string | null })[]>`
    select ${expenseColumns(tx)}, request_fingerprint as fingerprint from public.expenses
    where user_id = (select auth.uid()) and idempotency_key = ${idempotency?.key ?? null}`;
  if (!existing) throw new Error("idempotent insert found neither a new nor an existing row");
  // Rows saved before fingerprints existed have none: they replay as they always did.
  if (existing.fingerprint !== null && existing.fingerprint !== idempotency?.fingerprint) {
    return { outcome: "key-reused" };
  }
  const { fingerprint: _fingerprint, ...row } = existing;
  return { outcome: "replayed", row };
}

/**
 * Applies an edit and answers the changed row, or null when RLS hides it (absent or another user's).
 * The expenses triggers move the amount between daily totals and check the budget alerts.
 */
export async function updateExpense(tx: Tx, id: string, patch: ExpensePatch): Promise<ExpenseRow | null> {
  const columns: Record<string, string | null | undefined> = {
    amount: patch.amount,
    category: patch.category,
    description: patch.description,
    spent_at: patch.date,
    paid_with: patch.paidWith,
    receipt_path: patch.receiptPath,
  };
  const changes = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const [row] = await tx<ExpenseRow[]>`
    update public.expenses set ${tx(changes as Record<string, string | null>)}
    where id = ${id} and user_id = (select auth.uid())
    returning ${expenseColumns(tx)}`;
  return row ?? null;
}

/**
 * Deletes the caller's expense, keeping it restorable for a short while (private.delete_expense).
 * Answers until when Undo works, or null when there is no such expense of theirs.
 */
export async function deleteExpense(tx: Tx, id: string): Promise<Date | null> {
  const [row] = await tx<{ until: Date | null }[]>`select private.delete_expense(${id}) as until`;
  return row?.until ?? null;
}

/** Brings a deleted expense back as it was; null when it is not restorable (any more). */
export async function restoreExpense(tx: Tx, id: string): Promise<ExpenseRow | null> {
  const [restored] = await tx<{ id: string | null }[]>`select private.restore_expense(${id})::text as id`;
  if (!restored?.id) return null;
  const [row] = await tx<ExpenseRow[]>`
    select ${expenseColumns(tx)} from public.expenses where id = ${restored.id}`;
  return row ?? null;
}
