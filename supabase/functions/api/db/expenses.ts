// The caller's expenses, under RLS. Amounts stay numeric end to end (text in JSON, never float).

import { merchantKey } from "@shared/capture/merchant-categories.ts";
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import {
  type ExpenseFilters,
  filterDays,
  filterInstants,
  filtersNeedOnlyDailyTotals,
} from "@shared/contract/expense-filters.ts";
import type { ExpensePatch, NewExpense } from "@shared/contract/expense-schemas.ts";
import { type SearchTerm, searchTerms } from "@shared/contract/expense-search.ts";
import type postgres from "postgres";
import type { ExportedExpense } from "../csv/export.ts";
import type { ExpenseCursor } from "../http/cursor.ts";
import { recordingExpensesAdded } from "./activity.ts";
import type { Tx } from "./with-user.ts";

/**
 * An expense as the API sends it. The instants come as the text JSON gives a Date
 * (toISOString: UTC, milliseconds, the microseconds cut off as Date cuts them): a Date per instant
 * would be parsed from the wire and turned back into text by JSON.stringify, whose slow path (an
 * object with toJSON) made those two Dates per row most of a list page's serialising time.
 */
export const expenseColumns = (tx: Tx) => tx`
  e.id::text as id, e.amount::text as amount, e.category, e.description, e.method, e.paid_with as "paidWith",
  to_char(e.spent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date,
  e.receipt_path as "receiptPath",
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  e.recurring_payment_id is not null as recurring, e.merchant_key as payee, e.split_id::text as "splitId"`;

export interface ExpensePage {
  rows: ExpenseRow[];
  /** Where the next (older) page starts, or null when this was the last. */
  next: ExpenseCursor | null;
}

/** The filters as SQL conditions on `e` (public.expenses), each starting with `and`. */
export function filterConditions(tx: Tx, filters: ExpenseFilters) {
  const { start, end } = filterInstants(filters);
  const categories = filters.categories?.map(canonicalCategory);
  // Only the conditions given, side by side: the usual page (no filters) builds one empty fragment
  // rather than seven (postgres.js makes a query object of each, every request).
  const conditions: postgres.Fragment[] = [];
  if (start) conditions.push(tx`and e.spent_at >= ${start}`);
  if (end) conditions.push(tx`and e.spent_at < ${end}`);
  if (categories?.length) conditions.push(tx`and e.category = any(${categories}::text[])`);
  if (filters.paidWith?.length) conditions.push(tx`and e.paid_with = any(${filters.paidWith}::text[])`);
  if (filters.methods?.length) conditions.push(tx`and e.method = any(${filters.methods}::text[])`);
  for (const term of searchTerms(filters.q)) conditions.push(searchCondition(tx, term));
  // An array of fragments is written space-separated; an empty one would be a parameter.
  return conditions.length ? tx`${conditions}` : tx``;
}

/**
 * A search word as a condition under row-level security (the export; lists and totals use
 * private.search_expenses), the same as private.expense_search_sql writes it.
 */
const searchCondition = (tx: Tx, term: SearchTerm) =>
  tx`and (private.expense_search_text(e.description, e.merchant_key, e.category, e.paid_with)
        ilike any(${term.patterns}::text[])
      ${term.amount ? tx`or e.amount = ${term.amount}::numeric` : tx``})`;

/**
 * One page of the caller's expenses matching `filters`, newest first in (spent_at, created_at, id) order,
 * starting after `before`: a keyset page, one index range scan however deep.
 */
export async function listExpenses(
  tx: Tx,
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
): Promise<ExpensePage> {
  const { before } = page;
  const rows = await tx<(ExpenseRow & { cursorSpentAt: string; cursorCreatedAt: string })[]>`
    select ${expenseColumns(tx)},
      to_char(e.spent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorSpentAt",
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorCreatedAt"
    from ${
      filters.q
        ? tx`${searchExpenses(tx, filters, before, page.limit + 1)} e`
        : tx`public.expenses e
          where e.user_id = (select auth.uid())
            ${filterConditions(tx, filters)}
            ${
              before
                ? // Sent as text: postgres.js would turn a timestamptz parameter into a JS Date and
                  // drop the microseconds.
                  tx`and (e.spent_at, e.created_at, e.id)
                    < (${before.spentAt}::text::timestamptz, ${before.createdAt}::text::timestamptz, ${before.id}::uuid)`
                : tx``
            }`
    }
    order by e.spent_at desc, e.created_at desc, e.id desc
    limit ${page.limit + 1}`;
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ cursorSpentAt: _spent, cursorCreatedAt: _created, ...row }) => row),
    next: more && last ? { spentAt: last.cursorSpentAt, createdAt: last.cursorCreatedAt, id: last.id } : null,
  };
}

/** The filters other than the search as the search functions' arguments. */
function searchArguments(tx: Tx, filters: ExpenseFilters) {
  const { start, end } = filterInstants(filters);
  const list = (values: readonly string[] | undefined) => (values?.length ? [...values] : null);
  return tx`${tx.json(searchTerms(filters.q) as never)}::jsonb, ${start ?? null}, ${end ?? null},
    ${list(filters.categories?.map(canonicalCategory))}::text[], ${list(filters.paidWith)}::text[],
    ${list(filters.methods)}::text[]`;
}

/**
 * A page of the search, through private.search_expenses (the caller's own rows, where
 * the trigram index can be used: row-level security would keep `ilike` from it).
 */
const searchExpenses = (
  tx: Tx,
  filters: ExpenseFilters,
  before: ExpenseCursor | undefined,
  size: number,
) => tx`
  private.search_expenses(${searchArguments(tx, filters)},
    ${before?.spentAt ?? null}::text::timestamptz, ${before?.createdAt ?? null}::text::timestamptz,
    ${before?.id ?? null}::uuid, ${size})`;

export interface ExpenseSummary {
  count: number;
  /** numeric as text, e.g. "1234.50". */
  total: string;
}

export interface DaySummary extends ExpenseSummary {
  /** Indian day, yyyy-mm-dd. */
  date: string;
}

/**
 * How many expenses match and their total, optionally per Indian day. Period and category filters
 * alone are answered from the per-day totals (a few rows a day); the others need the expenses.
 */
export async function summariseExpenses(
  tx: Tx,
  filters: ExpenseFilters,
  options: { byDay: boolean },
): Promise<ExpenseSummary & { days?: DaySummary[] }> {
  if (filters.q) {
    const totals = await tx<{ date: string | null; count: number; total: string }[]>`
      select to_char(s.day, 'YYYY-MM-DD') as date, s.expense_count as count, s.total::numeric(14, 2)::text as total
      from private.search_expense_totals(${searchArguments(tx, filters)}, ${options.byDay}) s`;
    if (!options.byDay) return { count: totals[0]?.count ?? 0, total: totals[0]?.total ?? "0.00" };
    return withOverall(totals as DaySummary[]);
  }
  const days = options.byDay
    ? filtersNeedOnlyDailyTotals(filters)
      ? await tx<DaySummary[]>`
          select to_char(t.day, 'YYYY-MM-DD') as date, sum(t.expense_count)::int as count, sum(t.total)::text as total
          from public.expense_daily_totals t
          where t.user_id = (select auth.uid()) ${dailyTotalConditions(tx, filters)}
          group by t.day order by t.day desc`
      : await tx<DaySummary[]>`
          select to_char(private.ist_day(e.spent_at), 'YYYY-MM-DD') as date,
            count(*)::int as count, sum(e.my_amount)::text as total
          from ${myExpenses(tx)}
          where true ${filterConditions(tx, filters)}
          group by 1 order by 1 desc`
    : undefined;
  if (days) return withOverall(days);
  const [row] = filtersNeedOnlyDailyTotals(filters)
    ? await tx<ExpenseSummary[]>`
        select coalesce(sum(t.expense_count), 0)::int as count, coalesce(sum(t.total), 0)::numeric(14, 2)::text as total
        from public.expense_daily_totals t
        where t.user_id = (select auth.uid()) ${dailyTotalConditions(tx, filters)}`
    : await tx<ExpenseSummary[]>`
        select count(*)::int as count, coalesce(sum(e.my_amount), 0)::numeric(14, 2)::text as total
        from ${myExpenses(tx)}
        where true ${filterConditions(tx, filters)}`;
  return row ?? { count: 0, total: "0.00" };
}

/**
 * One set of the caller's expenses as rows named `e` with `my_amount`, narrowed by `more` (conditions on
 * `e` starting with `and`, then an order and a limit if the reader pages), applied where the set's
 * index serves them.
 */
export type ExpenseSet = (more: postgres.Fragment) => postgres.Fragment;

/**
 * The caller's expenses as the daily totals count them (docs/product.md §2.25.1): their personal
 * expenses whole, walked through (user_id, spent_at…); and the shared expenses they have a share in as
 * that share, walked household by household through (household_id, spent_at…), keeping the rows that
 * hold their share. So a page reads about a page of rows however many they have of either.
 */
export const myExpenseSets = (tx: Tx): ExpenseSet[] => [
  (more) => tx`select e.*, e.amount as my_amount from public.expenses e
    where e.user_id = (select auth.uid()) and e.household_id is null ${more}`,
  (more) => tx`select shared.*, s.amount as my_amount
    from private.my_memberships() m
    cross join lateral (
      select e.* from public.expenses e
      where e.household_id = m.household_id
        and exists (select 1 from public.expense_shares s where s.expense_id = e.id and s.member_id = m.member_id)
        ${more}
    ) shared
    join public.expense_shares s on s.expense_id = shared.id and s.member_id = m.member_id`,
];

/** Both of the caller's sets as one `e` (for totals, which read every row anyway). */
export const myExpenses = (tx: Tx) =>
  tx`(${unionAll(
    tx,
    myExpenseSets(tx).map((set) => set(tx``)),
  )}) e`;

/** The fragments joined by `union all`. */
export const unionAll = (tx: Tx, parts: readonly postgres.Fragment[]) =>
  parts.slice(1).reduce((all, part) => tx`${all} union all ${part}`, parts[0] ?? tx``);

/** Per-day summaries with their overall count and total. */
function withOverall(days: DaySummary[]): ExpenseSummary & { days: DaySummary[] } {
  const paise = days.reduce((sum, day) => sum + BigInt(day.total.replace(".", "")), 0n);
  return { count: days.reduce((sum, day) => sum + day.count, 0), total: rupeesOfPaise(paise), days };
}

/** The period and category filters on `t` (public.expense_daily_totals). */
function dailyTotalConditions(tx: Tx, filters: ExpenseFilters) {
  const { first, last } = filterDays(filters);
  const categories = filters.categories?.map(canonicalCategory);
  return tx`
    ${first ? tx`and t.day >= ${first}::date` : tx``}
    ${last ? tx`and t.day <= ${last}::date` : tx``}
    ${categories?.length ? tx`and t.category = any(${categories}::text[])` : tx``}`;
}

const rupeesOfPaise = (paise: bigint) => `${paise / 100n}.${String(paise % 100n).padStart(2, "0")}`;

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
  // A replay inserts nothing and records nothing.
  const inserted = await tx<ExpenseRow[]>`
    with e as (
      insert into public.expenses as x
        (user_id, amount, category, description, method, paid_with, spent_at, receipt_path, idempotency_key,
         request_fingerprint, message_ref, merchant_key)
      values ((select auth.uid()), ${expense.amount}, ${expense.category}, ${expense.description}, ${expense.method},
              ${expense.paidWith}, ${expense.date}, ${expense.receiptPath}, ${idempotency?.key ?? null},
              ${idempotency?.fingerprint ?? null}, ${expense.messageRef}, ${merchant})
      on conflict (user_id, idempotency_key) do nothing
      returning x.*
    )
    select ${expenseColumns(tx)} from e ${recordingExpensesAdded(tx)}`;
  if (inserted[0]) return { outcome: "created", row: inserted[0] };
  const [existing] = await tx<(ExpenseRow & { fingerprint: string | null })[]>`
    select ${expenseColumns(tx)}, e.request_fingerprint as fingerprint from public.expenses e
    where e.user_id = (select auth.uid()) and e.idempotency_key = ${idempotency?.key ?? null}`;
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
    update public.expenses e set ${tx(changes as Record<string, string | null>)}
    where e.id = ${id} and e.user_id = (select auth.uid())
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
    select ${expenseColumns(tx)} from public.expenses e where e.id = ${restored.id}`;
  return row ?? null;
}

/** Rows per round trip while exporting: memory stays flat however many expenses a user has. */
const EXPORT_BATCH = 5000;

/** Every expense matching `filters`, oldest first, handed over in batches as the export writes them. */
export async function exportExpenses(
  tx: Tx,
  filters: ExpenseFilters,
  onBatch: (rows: ExportedExpense[]) => void,
): Promise<void> {
  const query = tx<ExportedExpense[]>`
    select to_char(private.ist_clock(e.spent_at), 'YYYY-MM-DD') as date,
      to_char(private.ist_clock(e.spent_at), 'HH24:MI') as time,
      e.amount::text as amount, e.category, e.description, e.paid_with as "paidWith", e.method,
      e.split_id::text as split
    from public.expenses e
    where e.user_id = (select auth.uid()) ${filterConditions(tx, filters)}
    -- The lines of a split bill (one moment, one save) largest first, as the app lists them.
    order by e.spent_at, e.created_at, e.amount desc, e.id`;
  for await (const rows of query.cursor(EXPORT_BATCH)) onBatch(rows);
}
