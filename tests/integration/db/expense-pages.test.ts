// The caller's own list (GET /api/expenses, docs/api.md) reads a page, not the whole history: their
// personal expenses and the shared ones they have a share in are two sets, each walked through its
// own index from the cursor, and merged. Counted with Postgres' own per-transaction row counters
// (pg_stat_xact_user_tables, read before and after), so the test holds on any machine: a plan that
// reads every shared expense and sorts them reads all of them for a page of fifty.
import { beforeAll, describe, expect, it } from "vitest";
import { listMyExpenses } from "../../../supabase/functions/api/db/shared-expenses.ts";
import { inIndexOrder } from "../../../supabase/functions/api/db/with-user.ts";
import type { ExpenseCursor } from "../../../supabase/functions/api/http/cursor.ts";
import { adminSql } from "../../support/db.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, ist, type TestUser, type Tx } from "./sql-as.ts";

const PERSONAL = 3_000;
const SHARED = 2_000;
const PAGE = 50;

let member: TestUser;
/** Every id of the member's list, newest first, as the database orders it. */
let expected: string[];

beforeAll(async () => {
  const owner = await createUser();
  member = await createUser();
  const household = await householdWith(owner, [member]);
  // Personal expenses one every three hours back from 20 Nov, and shared dinners among them.
  await adminSql()`
    insert into public.expenses (user_id, amount, category, method, description, spent_at)
    select ${member.id}, 100 + g % 50, 'Groceries', 'manual', 'Kirana ' || g,
      ${ist("2026-11-20 21:00")}::timestamptz - make_interval(hours => 3 * g)
    from generate_series(1, ${PERSONAL}) g`;
  // Shared dinners among them, one every 1.5 hours, paid by the owner and halved (written in one
  // transaction: the shares' add-up check runs at commit). A household this size is walked by its
  // index; a few dozen rows the planner rightly reads at once and sorts.
  await adminSql().begin(async (tx) => {
    await tx`
      insert into public.expenses (user_id, amount, category, description, spent_at, household_id, paid_by)
      select ${owner.id}, 300, 'Food & Dining', 'Dinner ' || g,
        ${ist("2026-11-20 20:00")}::timestamptz - make_interval(mins => 90 * g), ${household},
        (select id from public.household_members where household_id = ${household} and user_id = ${owner.id})
      from generate_series(1, ${SHARED}) g`;
    await tx`
      insert into public.expense_shares (expense_id, member_id, household_id, user_id, amount)
      select e.id, m.id, e.household_id, m.user_id, 150
      from public.expenses e join public.household_members m on m.household_id = e.household_id
      where e.household_id = ${household}`;
  });
  await adminSql()`analyze public.expenses, public.expense_shares`;
  const rows = await adminSql()`
    select e.id::text as id from public.expenses e
    where e.user_id = ${member.id} or e.id in (select expense_id from public.expense_shares where user_id = ${member.id})
    order by e.spent_at desc, e.created_at desc, e.id desc`;
  expected = rows.map((row) => row.id as string);
  expect(expected).toHaveLength(PERSONAL + SHARED);
});

/** The expense rows this connection has read and not yet reported (Postgres flushes them lazily). */
const rowsReadSoFar = async (tx: Tx) => {
  const [read] = await tx`
    select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as rows
    from pg_stat_xact_user_tables where relid = 'public.expenses'::regclass`;
  return (read?.rows as number | undefined) ?? 0;
};

/** One page as the API reads it, with the expense rows Postgres read for it. */
function pageAndRowsRead(before?: ExpenseCursor) {
  return as(member, async (tx) => {
    // As the API runs it (withUser with `indexOrder`).
    await inIndexOrder(tx as never);
    const start = await rowsReadSoFar(tx);
    const page = await listMyExpenses(tx, {}, { limit: PAGE, before });
    return { page, rowsRead: (await rowsReadSoFar(tx)) - start };
  });
}

describe("a page of the caller's own list", () => {
  it("reads about a page of each set, at the top and deep in the history", async () => {
    const first = await pageAndRowsRead();
    expect(first.page.rows.map((row) => row.id)).toEqual(expected.slice(0, PAGE));
    // Each set reads at most a page and one more, however the statistics of a shared test
    // database stand (other files add and remove rows meanwhile).
    expect(first.rowsRead).toBeLessThanOrEqual(2 * (PAGE + 1));

    let cursor = first.page.next ?? undefined;
    let seen = first.page.rows.length;
    while (cursor && seen < 1_500) {
      const next = await pageAndRowsRead(cursor);
      seen += next.page.rows.length;
      cursor = next.page.next ?? undefined;
    }
    const deep = await pageAndRowsRead(cursor);
    expect(deep.page.rows.map((row) => row.id)).toEqual(expected.slice(seen, seen + PAGE));
    expect(deep.rowsRead).toBeLessThanOrEqual(2 * (PAGE + 1));
  });

  it("walks every expense exactly once, personal and shared merged newest first", async () => {
    const ids: string[] = [];
    let cursor: ExpenseCursor | undefined;
    do {
      const { page } = await pageAndRowsRead(cursor);
      ids.push(...page.rows.map((row) => row.id));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(ids).toEqual(expected);
  });
});
