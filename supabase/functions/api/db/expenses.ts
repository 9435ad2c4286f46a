// The caller's expenses, under RLS. Amounts stay numeric end to end (text in JSON, never float).
import type { ExpenseRow } from "@shared/api-rows.ts";
import { merchantKey } from "@shared/merchant-categories.ts";
import type { NewExpense } from "@shared/schemas.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  id::text as id, amount::text as amount, category, description, method, spent_at as date,
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
    select ${columns(tx)} from public.expenses
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
  const merchant = expense.merchant ? merchantKey(expense.merchant) || null : null;
  const inserted = await tx<ExpenseRow[]>`
    insert into public.expenses
      (user_id, amount, category, description, method, spent_at, receipt_path, idempotency_key, request_fingerprint,
       message_ref, merchant_key)
    values ((select auth.uid()), ${expense.amount}, ${expense.category}, ${expense.description}, ${expense.method},
            ${expense.date}, ${expense.receiptPath}, ${idempotency?.key ?? null}, ${idempotency?.fingerprint ?? null},
            ${expense.messageRef}, ${merchant})
    on conflict (user_id, idempotency_key) do nothing
    returning ${columns(tx)}`;
  if (inserted[0]) return { outcome: "created", row: inserted[0] };
  const [existing] = await tx<(ExpenseRow & { fingerprint: string | null })[]>`
    select ${columns(tx)}, request_fingerprint as fingerprint from public.expenses
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
 * The caller's saved expenses for these message references: message reference → the Idempotency-Key
 * it was saved under (null when none), so a retried batch can tell its own rows from older ones.
 */
export async function savedMessageRefs(tx: Tx, refs: readonly string[]): Promise<Map<string, string | null>> {
  if (refs.length === 0) return new Map();
  const rows = await tx<{ ref: string; key: string | null }[]>`
    select message_ref as ref, idempotency_key as key from public.expenses
    where user_id = (select auth.uid()) and message_ref = any(${refs as string[]}::text[])`;
  return new Map(rows.map((row) => [row.ref, row.key]));
}

/** Postgres refused a second expense for one message (expenses_message_ref_unique). */
export function isDuplicateMessage(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string } | null;
  return pg?.code === "23505" && pg.constraint_name === "expenses_message_ref_unique";
}

/** True when a row was deleted; RLS makes another user's expense look absent. */
export async function deleteExpense(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.expenses where id = ${id} returning id`;
  return rows.length === 1;
}
