// Tables a user adds rows to through the Data API have a ceiling per user, held by the database
// (docs/database.md "Rows per user"): without one, a single account could fill the database, and the
// jobs that read every user's rows would slow for everyone.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { createUser, failureOf, restInsert, type TestUser } from "./sql-as.ts";

/** Fills `user`'s rows up to `count` as the service would (one statement), leaving the last one to the test. */
async function fill(
  user: TestUser,
  table: "custom_categories" | "recurring_payments" | "consents" | "savings_goals",
  count: number,
) {
  const sql = adminSql();
  if (table === "savings_goals") {
    await sql`insert into public.savings_goals (user_id, name, target_amount)
      select ${user.id}, 'Goal ' || n, 1000 from generate_series(1, ${count}) n`;
  } else if (table === "custom_categories") {
    await sql`insert into public.custom_categories (user_id, name)
      select ${user.id}, 'Pocket ' || n from generate_series(1, ${count}) n`;
  } else if (table === "recurring_payments") {
    await sql`insert into public.recurring_payments
        (user_id, name, amount, category, frequency, day_of_month, starts_on, next_due_on)
      select ${user.id}, 'Plan ' || n, 100, 'Bills & Utilities', 'monthly', 1,
        (now() at time zone 'Asia/Kolkata')::date, (now() at time zone 'Asia/Kolkata')::date + 30
      from generate_series(1, ${count}) n`;
  } else {
    await sql`insert into public.consents (user_id, purpose, given, notice_version, language)
      select ${user.id}, 'analytics', n % 2 = 0, private.current_notice_version(), 'en'
      from generate_series(1, ${count}) n`;
  }
}

const CASES = [
  {
    table: "custom_categories",
    limit: 100,
    row: (tag: string) => ({ name: `One more ${tag}` }),
    message: "You can have at most 100 categories of your own. Delete one you no longer use first.",
  },
  {
    table: "recurring_payments",
    limit: 100,
    row: (tag: string, today: string) => ({
      name: `One more ${tag}`,
      amount: 99,
      category: "Rent",
      frequency: "monthly",
      day_of_month: 5,
      starts_on: today,
      next_due_on: today,
    }),
    message: "You can have at most 100 recurring payments. Delete one you no longer need first.",
  },
  {
    table: "consents",
    limit: 1000,
    row: (_tag: string, _today: string, notice: string) => ({
      purpose: "analytics",
      given: true,
      language: "en",
      notice_version: notice,
    }),
    message: "Too many privacy choices recorded for this account. Please contact support.",
  },
  {
    table: "savings_goals",
    limit: 50,
    row: (tag: string) => ({ name: `Goa trip ${tag}`, target_amount: 20000 }),
    message: "You can have at most 50 savings goals. Delete one you have reached or no longer need first.",
  },
] as const;

describe("rows per user through the Data API", () => {
  for (const { table, limit, row, message } of CASES) {
    it(`${table}: the row past ${limit} is refused with a clear message, other users unaffected`, async () => {
      const user = await createUser();
      const other = await createUser();
      await fill(user, table, limit - 1);
      const [facts] = await adminSql()<{ today: string; notice: string }[]>`
        select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as today,
          private.current_notice_version() as notice`;
      const body = (tag: string) => row(tag, facts?.today as string, facts?.notice as string);
      expect(await restInsert(user, table, body("last"))).toHaveLength(1);

      const refused = await failureOf(() => restInsert(user, table, body("beyond")));
      expect(refused?.code).toBe("23514");
      expect(refused?.constraint_name).toBe(`${table}_per_user`);
      expect(refused?.message).toBe(message);
      const [counted] = await adminSql()<{ count: number }[]>`
        select count(*)::int as count from ${adminSql()(`public.${table}`)} where user_id = ${user.id}`;
      expect(counted?.count).toBe(limit);

      expect(await restInsert(other, table, body("beyond"))).toHaveLength(1);
    });
  }

  it("two inserts racing at the ceiling: one wins", async () => {
    const user = await createUser();
    await fill(user, "custom_categories", 99);
    const results = await Promise.allSettled([
      restInsert(user, "custom_categories", { name: "Racer A" }),
      restInsert(user, "custom_categories", { name: "Racer B" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [counted] = await adminSql()<{ count: number }[]>`
      select count(*)::int as count from public.custom_categories where user_id = ${user.id}`;
    expect(counted?.count).toBe(100);
  });
});
