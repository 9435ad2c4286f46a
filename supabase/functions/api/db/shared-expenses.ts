// Shared expenses (docs/product.md §2.25.1) for the API: the household's members in join order (the
// split's tie order), writes through the database's checked functions (48_shared_expenses.sql),
// and reads with who paid and each share. Amounts stay numeric text end to end.
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import type { ExportedSharedExpense } from "../csv/export.ts";
import type { ExpenseCursor } from "../http/cursor.ts";
import { recordingExpensesAdded } from "./activity.ts";
import {
  type ExpensePage,
  type ExpenseSet,
  expenseColumns,
  filterConditions,
  myExpenseSets,
  unionAll,
} from "./expenses.ts";
import type { Tx } from "./with-user.ts";

export interface HouseholdMember {
  userId: string;
  /** A former member: kept on the expenses they shared, never chosen for a new one. */
  former: boolean;
}

/** The household's members (current and former) in join order; null when the caller is not a current member. */
export async function membersInJoinOrder(tx: Tx, householdId: string): Promise<HouseholdMember[] | null> {
  const rows = await tx<(HouseholdMember & { userId: string | null })[]>`
    select r.user_id::text as "userId", r.left_at is not null as former
    from private.household_roster(${householdId}) r
    order by r.joined_at, r.member_id`;
  if (rows.length === 0) return null;
  return rows.filter((row): row is HouseholdMember => row.userId !== null);
}

export type SharedWriteOutcome = "ok" | "no_household" | "not_a_member" | "not_found" | "not_allowed";

/** The columns a user writes on a new expense, as private.add_shared_expense takes them. */
export interface SharedExpenseFields {
  amount: string;
  category: string;
  description: string | null;
  method: string;
  spent_at: string;
  paid_with: string | null;
  receipt_path: string | null;
  merchant_key: string | null;
  message_ref: string | null;
  idempotency_key: string | null;
  request_fingerprint: string | null;
}

export async function addSharedExpense(
  tx: Tx,
  householdId: string,
  paidBy: string,
  shares: Record<string, string>,
  fields: SharedExpenseFields,
): Promise<{ id: string | null; outcome: SharedWriteOutcome }> {
  const [row] = await tx<{ id: string | null; outcome: SharedWriteOutcome }[]>`
    with e as (
      select a.expense_id as id, ${fields.category}::text as category, a.outcome
      from private.add_shared_expense(${householdId}, ${paidBy}, ${tx.json(shares)}, ${tx.json(fields as never)}) a
    )
    select e.id::text as id, e.outcome from e ${recordingExpensesAdded(tx)}`;
  return row ?? { id: null, outcome: "no_household" };
}

/** The fields an edit changes (absent keys stay), as private.change_shared_expense takes them. */
export type SharedExpenseChanges = Partial<
  Pick<SharedExpenseFields, "amount" | "category" | "description" | "spent_at" | "paid_with" | "receipt_path">
>;

export async function changeSharedExpense(
  tx: Tx,
  id: string,
  sharing: { householdId: string; paidBy: string; shares: Record<string, string> } | null,
  changes: SharedExpenseChanges,
): Promise<SharedWriteOutcome> {
  const [row] = await tx<{ outcome: SharedWriteOutcome }[]>`
    select private.change_shared_expense(${id}, ${sharing?.householdId ?? null}, ${sharing?.paidBy ?? null},
      ${sharing ? tx.json(sharing.shares) : null}, ${tx.json(changes as never)}) as outcome`;
  return row?.outcome ?? "not_found";
}

export async function deleteSharedExpense(tx: Tx, id: string): Promise<SharedWriteOutcome> {
  const [row] = await tx<
    { outcome: SharedWriteOutcome }[]
  >`select private.delete_shared_expense(${id}) as outcome`;
  return row?.outcome ?? "not_found";
}

/** What the caller sees of an expense's sharing, when it is shared (personal rows carry none of it). */
type SharedParts = Required<Pick<ExpenseRow, "householdId" | "paidBy" | "shares" | "myShare">>;

const sharedColumns = (tx: Tx) => tx`
  e.household_id::text as "householdId",
  (select m.user_id::text from public.household_members m where m.id = e.paid_by) as "paidBy",
  case when e.household_id is not null then (
    select coalesce(json_agg(json_build_object(
        'userId', s.user_id, 'amount', s.amount::text, 'former', m.left_at is not null)
      order by m.joined_at, m.id), '[]')
    from public.expense_shares s join public.household_members m on m.id = s.member_id
    where s.expense_id = e.id) end as shares,
  (select s.amount::text from public.expense_shares s
    where s.expense_id = e.id and s.user_id = (select auth.uid())) as "myShare"`;

type RowWithSharing = ExpenseRow & { [K in keyof SharedParts]: SharedParts[K] | null };

/** A personal row loses the sharing keys (null) so it reads as it always did. */
export function withSharing(row: RowWithSharing): ExpenseRow & Partial<SharedParts> {
  if (row.householdId !== null) return row as ExpenseRow & SharedParts;
  const { householdId: _h, paidBy: _p, shares: _s, myShare: _m, ...personal } = row;
  return personal;
}

/** One expense the caller can see, with its sharing. */
export async function expenseWithSharing(
  tx: Tx,
  id: string,
): Promise<(ExpenseRow & Partial<SharedParts>) | null> {
  const [row] = await tx<RowWithSharing[]>`
    select ${expenseColumns(tx)}, ${sharedColumns(tx)} from public.expenses e where e.id = ${id}`;
  return row ? withSharing(row) : null;
}

/** The household of an expense the caller can see (null: personal or not visible). */
export async function householdOf(tx: Tx, id: string): Promise<string | null> {
  const [row] = await tx<{ householdId: string | null }[]>`
    select e.household_id::text as "householdId" from public.expenses e where e.id = ${id}`;
  return row?.householdId ?? null;
}

type PagedRow = RowWithSharing & { cursorSpentAt: string; cursorCreatedAt: string };

const pagedColumns = (tx: Tx) => tx`
  ${expenseColumns(tx)}, ${sharedColumns(tx)},
  to_char(e.spent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorSpentAt",
  to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorCreatedAt"`;

/** `limit + 1` rows newest first as a keyset page: the rows shown and where the next page starts. */
async function pageOfRows(rows: Promise<PagedRow[]>, limit: number): Promise<ExpensePage> {
  const found = await rows;
  const more = found.length > limit;
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ cursorSpentAt: _spent, cursorCreatedAt: _created, ...row }) => withSharing(row)),
    next: more && last ? { spentAt: last.cursorSpentAt, createdAt: last.cursorCreatedAt, id: last.id } : null,
  };
}

/** A household's shared expenses as `e` (a current member sees them all, a former member what they share in). */
const householdExpenses = (tx: Tx, householdId: string) =>
  tx`(select x.* from public.expenses x where x.household_id = ${householdId}) e`;

/**
 * The statement of a household's page (unawaited, so its plan test EXPLAINs exactly what runs): it
 * walks expenses_household_spent_at_id_idx newest first from the cursor and stops at the page; a
 * search the planner guesses rare may instead read the household's rows by that index and sort only
 * the matches.
 */
export function householdPageQuery(
  tx: Tx,
  householdId: string,
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
) {
  const { before } = page;
  return tx<PagedRow[]>`
    select ${pagedColumns(tx)}
    from ${householdExpenses(tx, householdId)}
    where true ${filterConditions(tx, filters)} ${after(tx, before)}
    ${newestFirst(tx, page.limit)}`;
}

/** Rows after the cursor in the lists' order (its instants sent as text: a Date would lose microseconds). */
const after = (tx: Tx, before: ExpenseCursor | undefined) =>
  before
    ? tx`and (e.spent_at, e.created_at, e.id)
        < (${before.spentAt}::text::timestamptz, ${before.createdAt}::text::timestamptz, ${before.id}::uuid)`
    : tx``;

/** The lists' order, newest first, and one row more than a page (whether another follows). */
const newestFirst = (tx: Tx, limit: number) =>
  tx`order by e.spent_at desc, e.created_at desc, e.id desc limit ${limit + 1}`;

/**
 * The statement of a page of `sets`: each set is paged on its own (its index walked from the cursor,
 * about a page read) and the pages merged, where a union of whole sets under `order by … limit` would
 * be read and sorted in full.
 */
function pageOfSetsQuery(
  tx: Tx,
  sets: readonly ExpenseSet[],
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
) {
  // One fragment for every set: postgres.js writes a fragment's text and parameters each time it is used.
  const more = tx`${filterConditions(tx, filters)} ${after(tx, page.before)} ${newestFirst(tx, page.limit)}`;
  const pageOfSet = (set: ExpenseSet) => tx`(${set(more)})`;
  return tx<PagedRow[]>`
    select ${pagedColumns(tx)}
    from (${unionAll(tx, sets.map(pageOfSet))}) e
    ${newestFirst(tx, page.limit)}`;
}

/** A page of a household's shared expenses, as the caller may see them (in index order: withUser's `indexOrder`). */
export const listHouseholdExpenses = (
  tx: Tx,
  householdId: string,
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
) => pageOfRows(householdPageQuery(tx, householdId, filters, page), page.limit);

/**
 * Whether the caller may open the household's list: a current member, or a former one who still has
 * a share in one of its expenses (they see those, all added before they left, and nothing newer).
 */
export async function mayReadHousehold(tx: Tx, householdId: string): Promise<boolean> {
  if (await membersInJoinOrder(tx, householdId)) return true;
  const [row] = await tx<{ shared: boolean }[]>`
    select exists (select 1 from public.expenses x where x.household_id = ${householdId}) as shared`;
  return row?.shared ?? false;
}

/**
 * A page of the caller's own list: their personal expenses and the shared expenses they have a
 * share in (each with `myShare`), the two sets each read through its index (in index order:
 * withUser's `indexOrder`).
 */
export const listMyExpenses = (
  tx: Tx,
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
) => pageOfRows(myPageQuery(tx, filters, page), page.limit);

/** The statement of a page of the caller's own list (unawaited, so its plan test EXPLAINs what runs). */
export const myPageQuery = (
  tx: Tx,
  filters: ExpenseFilters,
  page: { limit: number; before?: ExpenseCursor },
) => pageOfSetsQuery(tx, myExpenseSets(tx), filters, page);

/** Rows per round trip while exporting a household: memory stays flat however long its ledger. */
const EXPORT_BATCH = 5000;

/**
 * The household's expenses the caller sees matching `filters`, oldest first, with the payer's name
 * (from the household's roster) and the caller's share, handed over in batches.
 */
export async function exportHouseholdExpenses(
  tx: Tx,
  householdId: string,
  filters: ExpenseFilters,
  onBatch: (rows: ExportedSharedExpense[]) => void,
): Promise<void> {
  const query = tx<ExportedSharedExpense[]>`
    select to_char(private.ist_clock(e.spent_at), 'YYYY-MM-DD') as date,
      to_char(private.ist_clock(e.spent_at), 'HH24:MI') as time,
      e.amount::text as amount, e.category, e.description, e.paid_with as "paidWith", e.method,
      e.split_id::text as split, r.display_name as "paidBy",
      (select s.amount::text from public.expense_shares s
        where s.expense_id = e.id and s.user_id = (select auth.uid())) as "myShare"
    from ${householdExpenses(tx, householdId)}
    left join private.household_roster(${householdId}) r on r.member_id = e.paid_by
    where true ${filterConditions(tx, filters)}
    order by e.spent_at, e.created_at, e.id`;
  for await (const rows of query.cursor(EXPORT_BATCH)) onBatch(rows);
}
