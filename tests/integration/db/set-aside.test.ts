// Category kinds (docs/product.md §4.32): an expense in a set-aside category (Investments, Savings
// transfer, Card bill, or a custom category the user marked so) is in no spending figure — the daily
// limit, budget alerts, home's and analytics' spending — but in analytics' set-aside figure. The
// amounts are chosen so the assertions hold on any day of the month (31 days left or 1).

import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();

async function spend(user: TestUser, amount: string, category: string): Promise<void> {
  await as(
    user,
    (tx) => tx`insert into expenses (amount, category, spent_at) values (${amount}, ${category}, now())`,
  );
}

async function budgetOf(user: TestUser, amount: string): Promise<void> {
  await as(user, (tx) => tx`insert into budgets (amount) values (${amount})`);
}

const figures = (user: TestUser) =>
  as(user, async (tx) => {
    const [today] = await tx`select today_spent::text, committed::text from public.daily_limit_status()`;
    const [month] = await tx`select total_spent::text, category_spending from public.spending_in_month()`;
    const [day] = await tx`select total_spent::text from public.spending_on_day()`;
    const [setAside] =
      await tx`select total_set_aside::text, category_set_aside from public.set_aside_in_month()`;
    return { today, month, day, setAside };
  });

const alertsOf = async (user: TestUser) =>
  (await sql()`select notification_type from budget_notifications where user_id = ${user.id}`).map(
    (row) => row.notification_type,
  );

describe("set-aside categories", () => {
  it("leave the daily limit, alerts and spending alone, and add up in the set-aside figure", async () => {
    const user = await createUser();
    await budgetOf(user, "10000");
    await spend(user, "100.00", "Food & Dining");
    await spend(user, "5000.00", "Investments");
    await spend(user, "2500.50", "sip"); // an alias: canonicalised to Investments
    await spend(user, "1200.00", "Card bill");
    await as(user, (tx) => tx`insert into custom_categories (name, kind) values ('Chit fund', 'set_aside')`);
    await spend(user, "999.99", "chit FUND");

    const { today, month, day, setAside } = await figures(user);
    expect(today?.today_spent).toBe("100.00");
    expect(day?.total_spent).toBe("100.00");
    expect(month?.total_spent).toBe("100.00");
    expect(month?.category_spending).toEqual({ "Food & Dining": 100 });
    expect(setAside?.total_set_aside).toBe("9700.49");
    expect(setAside?.category_set_aside).toEqual({
      Investments: 7500.5,
      "Card bill": 1200,
      "chit FUND": 999.99,
    });
    // 9,800.49 of 10,000 would have raised budget_50 and budget_80 (and today's limit).
    expect(await alertsOf(user)).toEqual([]);

    // The rollup itself keeps every expense, whatever its kind.
    const [rollup] = await sql()`
      select sum(total)::text as total from expense_daily_totals where user_id = ${user.id}`;
    expect(rollup?.total).toBe("9800.49");
  });

  it("a custom category's kind is its owner's only, and only its owner may change it", async () => {
    const owner = await createUser();
    const other = await createUser();
    await as(owner, (tx) => tx`insert into custom_categories (name, kind) values ('Gold', 'set_aside')`);
    await as(other, (tx) => tx`insert into custom_categories (name) values ('Gold')`);
    await spend(owner, "300.00", "Gold");
    await spend(other, "300.00", "Gold");
    expect((await figures(owner)).month?.total_spent).toBe("0");
    expect((await figures(other)).month?.total_spent).toBe("300.00");
    // The other user cannot see or change the owner's row (RLS), nor write an unknown kind.
    const changed = await as(
      other,
      (tx) => tx`update custom_categories set kind = 'spending' where user_id = ${owner.id} returning 1`,
    );
    expect(changed).toHaveLength(0);
    expect(
      (await failureOf(() => as(other, (tx) => tx`update custom_categories set kind = 'savings'`)))?.code,
    ).toBe("23514");
    // Anyone signed out reads no list at all.
    expect((await failureOf(() => as("anon", (tx) => tx`select * from custom_categories`)))?.code).toBe(
      "42501",
    );
    // Changing the kind moves the user's figures at once (the rollup is not rewritten).
    await as(other, (tx) => tx`update custom_categories set kind = 'set_aside' where name = 'Gold'`);
    expect((await figures(other)).month?.total_spent).toBe("0");
    expect((await figures(other)).setAside?.total_set_aside).toBe("300.00");
  });

  it("a recurring SIP is not counted in what is still due this month", async () => {
    const user = await createUser();
    await budgetOf(user, "30000");
    // Due on the month's last day (31 → the last day), so always still due today or later.
    const add = (category: string) =>
      as(
        user,
        (tx) => tx`
          insert into recurring_payments (name, amount, category, frequency, day_of_month, starts_on, next_due_on)
          values (${category}, 2000, ${category}, 'monthly', 31, private.ist_today(), private.ist_today())`,
      );
    await add("Investments");
    expect((await figures(user)).today?.committed).toBe("0");
    await add("Rent");
    expect((await figures(user)).today?.committed).toBe("2000.00");
  });
});
