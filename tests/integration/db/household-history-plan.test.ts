// The household's list walks its index (docs/database.md "Shared expenses"): the statement
// GET /api/households/:id/expenses runs, as a member under row-level security, reads
// expenses_household_spent_at_id_idx newest first and stops at the page, never sorting the
// household's whole ledger — also filtered or pages deep; a rare word may be read through the same
// index with only its matches sorted.
import { beforeAll, describe, expect, it } from "vitest";
import { expenseFiltersSchema } from "../../../supabase/functions/_shared/contract/expense-filters.ts";
import { householdPageQuery } from "../../../supabase/functions/api/db/shared-expenses.ts";
import { inIndexOrder } from "../../../supabase/functions/api/db/with-user.ts";
import { adminSql } from "../../support/db.ts";
import { householdWith } from "./household-with.ts";
import { as, createUser, type TestUser } from "./sql-as.ts";

/** Enough rows that sorting them all would cost more than reading a page of the index. */
const LEDGER = 4000;
/** Other people's expenses around it, as in any real table: the household is a small part. */
const OTHERS = 30_000;
/** One expense in a hundred is a "Friday dinner". */
const DINNERS = LEDGER / 100;

let owner: TestUser;
let member: TestUser;
let household: string;

beforeAll(async () => {
  [owner, member] = await Promise.all([createUser(), createUser()]);
  household = await householdWith(owner, [member], "Plan test");
  // One transaction: the shares' add-up check runs at commit.
  await adminSql().begin(async (tx) => {
    await tx`
      with payer as (
        select id from public.household_members where household_id = ${household} and user_id = ${owner.id}
      )
      insert into public.expenses (user_id, amount, category, description, spent_at, household_id, paid_by)
      select ${owner.id}, 100, 'Food & Dining', case when g % 100 = 0 then 'Friday dinner' else 'Milk ' || g end,
        timestamptz '2026-11-20 12:00+05:30' - make_interval(mins => g), ${household}, payer.id
      from payer, generate_series(1, ${LEDGER}) g`;
    await tx`
      insert into public.expense_shares (expense_id, member_id, household_id, user_id, amount)
      select e.id, m.id, e.household_id, m.user_id, 50
      from public.expenses e join public.household_members m on m.household_id = e.household_id
      where e.household_id = ${household}`;
  });
  const bystander = await createUser();
  await adminSql()`
    insert into public.expenses (user_id, amount, category, description, spent_at)
    select ${bystander.id}, 40, 'Transport', 'Auto ' || g, timestamptz '2026-11-20 12:00+05:30' - make_interval(mins => g)
    from generate_series(1, ${OTHERS}) g`;
  await adminSql()`analyze public.expenses, public.expense_shares`;
});

interface PlanNode {
  "Node Type": string;
  "Actual Rows": number;
  "Index Name"?: string;
  "Parent Relationship"?: string;
  Plans?: PlanNode[];
}

/**
 * The nodes the rows flow through, root to leaf, leaving out the per-row subqueries (each row's
 * shares, sorted by join order, are a few rows each): where a Sort of the whole set would show.
 */
function rowPath(node: PlanNode): PlanNode[] {
  const next = node.Plans?.find(
    (child) => !["InitPlan", "SubPlan"].includes(child["Parent Relationship"] ?? ""),
  );
  return [node, ...(next ? rowPath(next) : [])];
}

async function rowPathOf(
  query: Record<string, string>,
  before?: { spentAt: string; createdAt: string; id: string },
): Promise<PlanNode[]> {
  const filters = expenseFiltersSchema.parse(query);
  // Statistics as the table is now: other test files add and remove rows beside this one's while it
  // runs, and a plan from stale statistics says nothing about the statement.
  await adminSql()`analyze public.expenses, public.expense_shares`;
  const [row] = await as(member, async (tx) => {
    // postgres.js in Node and in the function: the same library, typed from two copies.
    // As the list runs it (withUser with `indexOrder`).
    await inIndexOrder(tx as never);
    const statement = householdPageQuery(tx as never, household, filters, { limit: 50, before });
    return tx`explain (analyze, format json) ${statement as never}`;
  });
  const [plan] = (row as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"];
  return rowPath(plan.Plan);
}

const named = (nodes: PlanNode[]) =>
  nodes.map((node) => [node["Node Type"], node["Index Name"]].filter(Boolean).join(" "));

describe("a household's list", () => {
  it("walks the household's index newest first and sorts nothing, filtered or pages deep", async () => {
    const [deep] = await adminSql()<{ spentAt: string; createdAt: string; id: string }[]>`
      select spent_at::text as "spentAt", created_at::text as "createdAt", id::text as id
      from public.expenses where household_id = ${household}
      order by spent_at desc, created_at desc, id desc offset 2000 limit 1`;
    for (const [query, cursor] of [
      [{}, undefined],
      [{ category: "Food & Dining", month: "2026-11" }, undefined],
      [{ method: "manual" }, deep],
    ] as const) {
      expect(named(await rowPathOf(query, cursor)), JSON.stringify(query)).toEqual([
        "Limit",
        "Index Scan expenses_household_spent_at_id_idx",
      ]);
    }
  });

  it("searches through the household's index, sorting at most the matches", async () => {
    const path = await rowPathOf({ q: "dinner" });
    expect(named(path).some((node) => node.endsWith("expenses_household_spent_at_id_idx"))).toBe(true);
    expect(named(path)).not.toContain("Seq Scan");
    for (const sort of path.filter((node) => node["Node Type"] === "Sort"))
      expect(sort["Actual Rows"]).toBeLessThanOrEqual(DINNERS);
  });
});
