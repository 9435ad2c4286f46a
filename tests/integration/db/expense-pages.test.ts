// The caller's own list (GET /api/expenses, docs/api.md) reads a page, not the whole history: their
// personal expenses and the shared ones they have a share in are two sets, each walked through its
// own index from the cursor, and merged. Counted with Postgres' own per-transaction row counters
// (pg_stat_xact_user_tables, read before and after), so the test holds on any machine: a plan that reads every expense and
// sorts them reads thousands of rows for a page of fifty.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { listMyExpenses } from "../../../supabase/functions/api/db/shared-expenses.ts";
import type { ExpenseCursor } from "../../../supabase/functions/api/http/cursor.ts";
import { adminSql } from "../../support/db.ts";
import { as, createUser, ist, type TestUser, type Tx } from "./sql-as.ts";

const PERSONAL = 3_000;
const SHARED = 40;
const PAGE = 50;

let member: TestUser;
/** Every id of the member's list, newest first, as the database orders it. */
let expected: string[];

beforeAll(async () => {
  const owner = await createUser();
  member = await createUser();
  const [household] = await as(owner, (tx) => tx`select private.create_household('Flat 302') as id`);
  const secret = randomBytes(18).toString("base64url");
  await as(owner, (tx) => tx`select private.create_household_invite(${household?.id}, ${secret}, now())`);
  await as(member, (tx) => tx`select private.join_household(${secret}, now())`);
  // Personal expenses one every three hours back from 20 Nov, and shared dinners among them.
  await adminSql()`
    insert into public.expenses (user_id, amount, category, method, description, spent_at)
    select ${member.id}, 100 + g % 50, 'Groceries', 'manual', 'Kirana ' || g,
      ${ist("2026-11-20 21:00")}::timestamptz - make_interval(hours => 3 * g)
    from generate_series(1, ${PERSONAL}) g`;
  for (let i = 0; i < SHARED; i++) {
    const at = new Date(Date.parse(ist("2026-11-20 20:00")) - i * 70 * 3_600_000).toISOString();
    await as(
      owner,
      (tx) => tx`select private.add_shared_expense(${household?.id}, ${owner.id},
        ${tx.json({ [owner.id]: "150.00", [member.id]: "150.00" })},
        ${tx.json({ amount: "300.00", category: "Food & Dining", spent_at: at })})`,
    );
  }
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
    const start = await rowsReadSoFar(tx);
    const page = await listMyExpenses(tx, {}, { limit: PAGE, before });
    return { page, rowsRead: (await rowsReadSoFar(tx)) - start };
  });
}

describe("a page of the caller's own list", () => {
  it("reads about a page of expenses, at the top and deep in the history", async () => {
    const first = await pageAndRowsRead();
    expect(first.page.rows.map((row) => row.id)).toEqual(expected.slice(0, PAGE));
    // Each set reads at most a page and one more; the shared set's rows are fetched by key.
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
