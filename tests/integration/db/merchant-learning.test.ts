// Learned payee categories (supabase/schemas/24_merchant_categories.sql): an insert teaches each payee
// the category of the statement's last row from it, in one trigger call per statement, so an import of
// thousands of rows from payees costs one upsert rather than one per row.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, type TestUser } from "./sql-as.ts";

/** Inserts `rows` (payee, category) as `user` in one statement; answers the learn triggers' calls. */
async function insertCountingCalls(user: TestUser, rows: [string | null, string][]): Promise<number> {
  return adminSql().begin(async (tx) => {
    // Counted per transaction (pg_stat_get_xact_function_calls), before the role drops its rights.
    await tx`set local track_functions = 'pl'`;
    await tx`select set_config('role', 'authenticated', true),
      set_config('request.jwt.claims', ${JSON.stringify({ sub: user.id, role: "authenticated" })}, true)`;
    await tx`
      insert into expenses (amount, category, merchant_key, spent_at)
      select 10, r.category, r.payee, now() - make_interval(mins => r.n::int)
      from jsonb_to_recordset(${JSON.stringify(rows.map(([payee, category], n) => ({ payee, category, n })))}::text::jsonb)
        as r(payee text, category text, n integer)`;
    await tx`reset role`;
    const [row] = await tx<{ calls: string }[]>`
      select coalesce(sum(pg_stat_get_xact_function_calls(p.oid)), 0)::text as calls
      from pg_proc p
      where p.pronamespace = 'private'::regnamespace and p.proname like 'learn_merchant_categor%'`;
    return Number(row?.calls);
  });
}

describe("learning payee categories from inserted expenses", () => {
  it("learns once per statement, each payee getting its last row's category", async () => {
    const user = await createUser();
    const rows: [string | null, string][] = [];
    for (let i = 0; i < 200; i++) rows.push([`payee ${i % 20}`, "Food & Dining"]);
    rows.push(
      ["payee 3", "Groceries"],
      [null, "Shopping"],
      ["payee 7", "Transport"],
      ["payee 7", "Bills & Utilities"],
    );
    expect(await insertCountingCalls(user, rows)).toBe(1);
    const learned = await as(
      user,
      (tx) => tx<{ merchant_key: string; category: string }[]>`
        select merchant_key, category from merchant_categories order by merchant_key`,
    );
    expect(learned).toHaveLength(20);
    expect(learned.find((row) => row.merchant_key === "payee 3")?.category).toBe("Groceries");
    expect(learned.find((row) => row.merchant_key === "payee 7")?.category).toBe("Bills & Utilities");
    expect(learned.find((row) => row.merchant_key === "payee 0")?.category).toBe("Food & Dining");
  });

  it("still learns from a changed category, row by row", async () => {
    const user = await createUser();
    await insertCountingCalls(user, [["chaayos", "Food & Dining"]]);
    await as(user, (tx) => tx`update expenses set category = 'Groceries' where merchant_key = 'chaayos'`);
    const [row] = await as(
      user,
      (tx) =>
        tx<{ category: string }[]>`select category from merchant_categories where merchant_key = 'chaayos'`,
    );
    expect(row?.category).toBe("Groceries");
  });
});
