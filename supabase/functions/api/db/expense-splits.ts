// A bill split across categories (docs/product.md §4.19.1): its lines are rows of public.expenses that
// share split_id. Every write here runs in the caller's one transaction, and the database's deferred
// check (43_expense_splits.sql) judges the bill once all its lines are written: all or nothing.

import { merchantKey } from "@shared/capture/merchant-categories.ts";
import type { ExpenseRow, SplitExpenseRow } from "@shared/contract/api-rows.ts";
import type { ExpensePatch } from "@shared/contract/expense-schemas.ts";
import type { NewSplitExpense, SplitLines, SplitPatch } from "@shared/contract/split-expense-schemas.ts";
import { paiseFromDecimal, paiseToDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { sumLines } from "@shared/money/split-lines.ts";
import { recordingExpensesAdded } from "./activity.ts";
import { expenseColumns, type IdempotentRequest } from "./expenses.ts";
import type { Tx } from "./with-user.ts";

export type SplitInsertResult =
  | { outcome: "created" | "replayed"; split: SplitExpenseRow }
  /** The Idempotency-Key already saved a different request. */
  | { outcome: "key-reused" };

/** The bill as the API answers it: its lines, the largest first (a stable order), and their sum. */
export async function splitOf(tx: Tx, splitId: string): Promise<SplitExpenseRow> {
  const lines = await tx<ExpenseRow[]>`
    select ${expenseColumns(tx)} from public.expenses e
    where e.user_id = (select auth.uid()) and e.split_id = ${splitId}::uuid
    order by e.amount desc, e.category, e.id`;
  const total = sumLines(lines.map((line) => ({ amount: paiseFromDecimal(line.amount) ?? ZERO_PAISE })));
  return { splitId, amount: paiseToDecimal(total), lines };
}

/** The split the caller's expense `id` is a line of, or null (not split, or not theirs). */
export async function splitIdOf(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx<{ splitId: string | null }[]>`
    select e.split_id::text as "splitId" from public.expenses e
    where e.id = ${id} and e.user_id = (select auth.uid())`;
  return row?.splitId ?? null;
}

const linesArrays = (lines: SplitLines) => ({
  amounts: lines.map((line) => line.amount),
  categories: lines.map((line) => line.category),
});

/**
 * Saves a bill as its lines. The first line carries the Idempotency-Key (unique per user): a retry
 * finds it and answers the bill saved before, and only then are the other lines written.
 */
export async function insertSplitExpense(
  tx: Tx,
  expense: NewSplitExpense & { date: string },
  idempotency: IdempotentRequest | null,
): Promise<SplitInsertResult> {
  const splitId = crypto.randomUUID();
  const merchant = expense.merchant ? merchantKey(expense.merchant) || null : null;
  const [first, ...rest] = expense.lines;
  if (!first) throw new Error("a split has lines");
  const firstLine = await tx<{ id: string }[]>`
    with e as (
      insert into public.expenses
        (user_id, amount, category, description, method, paid_with, spent_at, receipt_path, idempotency_key,
         request_fingerprint, message_ref, merchant_key, split_id)
      values ((select auth.uid()), ${first.amount}, ${first.category}, ${expense.description}, ${expense.method},
              ${expense.paidWith}, ${expense.date}, ${expense.receiptPath}, ${idempotency?.key ?? null},
              ${idempotency?.fingerprint ?? null}, ${expense.messageRef}, ${merchant}, ${splitId})
      on conflict (user_id, idempotency_key) do nothing
      returning id, category
    )
    select e.id::text as id from e ${recordingExpensesAdded(tx)}`;
  if (!firstLine[0]) {
    const [existing] = await tx<{ splitId: string | null; fingerprint: string | null }[]>`
      select e.split_id::text as "splitId", e.request_fingerprint as fingerprint from public.expenses e
      where e.user_id = (select auth.uid()) and e.idempotency_key = ${idempotency?.key ?? null}`;
    if (!existing?.splitId || existing.fingerprint !== idempotency?.fingerprint)
      return { outcome: "key-reused" };
    return { outcome: "replayed", split: await splitOf(tx, existing.splitId) };
  }
  const { amounts, categories } = linesArrays(rest);
  await tx`
    with e as (
      insert into public.expenses
        (user_id, amount, category, description, method, paid_with, spent_at, receipt_path, merchant_key, split_id)
      select (select auth.uid()), l.amount::numeric, l.category, ${expense.description}, ${expense.method},
        ${expense.paidWith}, ${expense.date}, ${expense.receiptPath}, ${merchant}, ${splitId}
      from unnest(${amounts}::text[], ${categories}::text[]) with ordinality as l(amount, category, n)
      order by l.n
      returning id, category
    )
    select count(*) from e ${recordingExpensesAdded(tx)}`;
  return { outcome: "created", split: await splitOf(tx, splitId) };
}

/** The fields every line of a bill shares, as columns, when the edit names them. */
const sharedColumns = (patch: Pick<ExpensePatch, "description" | "date" | "paidWith" | "receiptPath">) =>
  Object.fromEntries(
    Object.entries({
      description: patch.description,
      spent_at: patch.date,
      paid_with: patch.paidWith,
      receipt_path: patch.receiptPath,
    }).filter(([, value]) => value !== undefined),
  ) as Record<string, string | null>;

/**
 * Replaces the lines of the bill the caller's expense `id` belongs to (or makes that expense a bill):
 * the old lines (largest first) keep their ids and take the new categories and amounts in turn, extra old lines go, extra
 * new ones are added; the shared fields change on every line. Null when the expense is not theirs.
 */
export async function replaceSplitLines(
  tx: Tx,
  id: string,
  patch: SplitPatch,
): Promise<SplitExpenseRow | null> {
  const [target] = await tx<{ splitId: string | null }[]>`
    select e.split_id::text as "splitId" from public.expenses e
    where e.id = ${id} and e.user_id = (select auth.uid()) for update`;
  if (!target) return null;
  const splitId = target.splitId ?? crypto.randomUUID();
  const old = target.splitId
    ? await tx<{ id: string }[]>`
        select e.id::text as id from public.expenses e
        where e.user_id = (select auth.uid()) and e.split_id = ${splitId}::uuid
        order by e.amount desc, e.category, e.id for update`
    : [{ id }];
  const shared = sharedColumns(patch);
  const kept = old.slice(0, patch.lines.length);
  const { amounts, categories } = linesArrays(patch.lines.slice(0, kept.length));
  await tx`
    update public.expenses e
    set amount = l.amount::numeric, category = l.category, split_id = ${splitId}::uuid
    from unnest(${kept.map((line) => line.id)}::uuid[], ${amounts}::text[], ${categories}::text[])
      as l(id, amount, category)
    where e.id = l.id and e.user_id = (select auth.uid())`;
  const dropped = old.slice(patch.lines.length).map((line) => line.id);
  if (dropped.length) {
    await tx`delete from public.expenses e
      where e.id = any(${dropped}::uuid[]) and e.user_id = (select auth.uid())`;
  }
  if (Object.keys(shared).length) {
    await tx`update public.expenses e set ${tx(shared)}
      where e.user_id = (select auth.uid()) and e.split_id = ${splitId}::uuid`;
  }
  const added = linesArrays(patch.lines.slice(kept.length));
  if (added.amounts.length) {
    // The new lines copy what every line shares from the first one, as it now reads.
    await tx`
      insert into public.expenses
        (user_id, amount, category, description, method, paid_with, spent_at, receipt_path, merchant_key, split_id)
      select e.user_id, l.amount::numeric, l.category, e.description, e.method, e.paid_with, e.spent_at,
        e.receipt_path, e.merchant_key, e.split_id
      from public.expenses e,
        unnest(${added.amounts}::text[], ${added.categories}::text[]) with ordinality as l(amount, category, n)
      where e.id = ${kept[0]?.id ?? id}::uuid
      order by l.n`;
  }
  return splitOf(tx, splitId);
}

/**
 * An edit of the fields every line shares, made on every line of the bill at once (the check keeps
 * them equal). Answers the line `id` as it now reads.
 */
export async function updateSplitShared(
  tx: Tx,
  id: string,
  splitId: string,
  patch: ExpensePatch,
): Promise<ExpenseRow | null> {
  const shared = sharedColumns(patch);
  const rows = await tx<ExpenseRow[]>`
    update public.expenses e set ${tx(shared)}
    where e.user_id = (select auth.uid()) and e.split_id = ${splitId}::uuid
    returning ${expenseColumns(tx)}`;
  return rows.find((row) => row.id === id) ?? null;
}

/**
 * Deletes the whole bill the line belongs to, each line kept for Undo (private.delete_expense).
 * Answers until when Undo works and the lines' ids.
 */
export async function deleteSplit(tx: Tx, splitId: string): Promise<{ until: Date | null; ids: string[] }> {
  const rows = await tx<{ id: string; until: Date | null }[]>`
    select e.id::text as id, private.delete_expense(e.id) as until
    from (select x.id from public.expenses x
          where x.user_id = (select auth.uid()) and x.split_id = ${splitId}::uuid
          order by x.id) e`;
  return { until: rows.at(-1)?.until ?? null, ids: rows.map((row) => row.id) };
}

/**
 * Brings a deleted expense back, and with it every line of its bill (private.restore_expense_lines),
 * answering the expense `id` as it reads again; null when it is not restorable (any more).
 */
export async function restoreExpenseLines(tx: Tx, id: string): Promise<ExpenseRow | null> {
  const restored = await tx<
    { id: string }[]
  >`select r::text as id from private.restore_expense_lines(${id}) r`;
  if (!restored.some((row) => row.id === id)) return null;
  const [row] = await tx<ExpenseRow[]>`
    select ${expenseColumns(tx)} from public.expenses e where e.id = ${id}`;
  return row ?? null;
}
