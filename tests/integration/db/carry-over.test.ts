// Carry-over (docs/product.md §4.34) in the database: what an opted-in category leaves unspent (or,
// by choice, overspends) in one budget cycle moves into the next, walked forward from the cycles' own
// plans and spending; the daily figure and the monthly alerts measure against the cycle's budget with
// it; and the opt-in columns keep their bounds whatever the Data API writes. Sessions run in UTC.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, ist, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();
const utc = { timeZone: "UTC" };

interface Plan {
  start: string;
  split: Record<string, number>;
  carry: string[];
  overspending?: boolean;
}

/** A budget whose past cycles were saved with these plans (as if saved during each cycle). */
async function userWithPlans(cycleStart: string, plans: Plan[], amount = 30000): Promise<TestUser> {
  const user = await createUser();
  await restInsert(user, "budgets", { amount, cycle_start: cycleStart });
  await sql()`delete from budget_cycle_plans where user_id = ${user.id}`;
  for (const plan of plans) {
    await sql()`
      insert into budget_cycle_plans (user_id, cycle_start, category_budgets, carry_categories, carry_overspending)
      values (${user.id}, ${plan.start}, ${sql().json(plan.split)}, ${plan.carry}, ${plan.overspending ?? false})`;
  }
  return user;
}

const spend = (user: TestUser, amount: string, at: string, category = "Food") =>
  as(
    user,
    (tx) =>
      tx`insert into expenses (amount, category, spent_at) values (${amount}, ${category}, ${at}::timestamptz)`,
  );

async function carried(user: TestUser, day: string) {
  return as(
    user,
    (tx) => tx<{ category: string; amount: string; from: string; to: string }[]>`
      select category, amount::text, from_start::text as from, from_end::text as to
      from private.carried_into_cycle(${user.id}::uuid, ${day}::date) order by category`,
    utc,
  );
}

describe("private.carried_into_cycle", () => {
  it("carries what a cycle of the 25th left across February, the Indian midnight deciding the cycle", async () => {
    const user = await userWithPlans("25", [{ start: "2026-01-25", split: { Food: 3000 }, carry: ["Food"] }]);
    await spend(user, "1000.00", "2026-02-24T18:29:00Z"); // 23:59 IST on the 24th: January's cycle
    await spend(user, "400.00", "2026-02-24T18:31:00Z"); // 00:01 IST on the 25th: February's
    expect(await carried(user, "2026-02-25")).toEqual([
      { category: "Food", amount: "2000.00", from: "2026-01-25", to: "2026-02-24" },
    ]);
    // February's cycle received 2,000 and spent 400: March's gets 3,000 + 2,000 − 400.
    expect(await carried(user, "2026-03-25")).toEqual([
      { category: "Food", amount: "4600.00", from: "2026-02-25", to: "2026-03-24" },
    ]);
    // The cycle the category was opted in receives nothing.
    expect(await carried(user, "2026-02-24")).toEqual([]);
  });

  it("takes overspending off the next cycle only when the plan says so", async () => {
    const subtracting = await userWithPlans("1", [
      { start: "2026-10-01", split: { Food: 3000 }, carry: ["Food"], overspending: true },
    ]);
    const keeping = await userWithPlans("1", [
      { start: "2026-10-01", split: { Food: 3000 }, carry: ["Food"] },
    ]);
    for (const user of [subtracting, keeping]) await spend(user, "3500.00", ist("2026-10-31 23:59"));
    expect(await carried(subtracting, "2026-11-15")).toEqual([
      { category: "Food", amount: "-500.00", from: "2026-10-01", to: "2026-10-31" },
    ]);
    expect(await carried(keeping, "2026-11-15")).toEqual([]);
  });

  it("compounds over several cycles; leaving the category out ends the chain, which starts again at ₹0", async () => {
    const user = await userWithPlans("1", [
      { start: "2026-01-01", split: { Food: 3000, Transport: 1000 }, carry: ["Food"] },
      { start: "2026-03-01", split: { Food: 3000, Transport: 1000 }, carry: ["Transport"] },
      { start: "2026-04-01", split: { Food: 2000, Transport: 1000 }, carry: ["Food", "Transport"] },
    ]);
    await spend(user, "1000.00", ist("2026-01-10 10:00")); // January leaves 2,000
    await spend(user, "4000.00", ist("2026-02-10 10:00")); // February: 3,000 + 2,000 − 4,000 = 1,000
    await spend(user, "100.00", ist("2026-03-10 10:00"), "Transport"); // March: Food out, Transport 900 left
    await spend(user, "500.00", ist("2026-04-10 10:00")); // April: Food anew, 2,000 − 500
    expect((await carried(user, "2026-02-01")).map((row) => row.amount)).toEqual(["2000.00"]);
    expect((await carried(user, "2026-03-01")).map((row) => row.category)).toEqual([]);
    expect(await carried(user, "2026-04-30")).toEqual([
      { category: "Transport", amount: "900.00", from: "2026-03-01", to: "2026-03-31" },
    ]);
    expect(await carried(user, "2026-05-01")).toEqual([
      { category: "Food", amount: "1500.00", from: "2026-04-01", to: "2026-04-30" },
      { category: "Transport", amount: "1900.00", from: "2026-04-01", to: "2026-04-30" },
    ]);
  });

  it("counts each split line in its category, and never carries a set-aside category", async () => {
    const user = await userWithPlans("1", [
      {
        start: "2026-10-01",
        split: { Groceries: 5000, Household: 1000, Investments: 5000 },
        carry: ["Groceries", "Household", "Investments"],
      },
    ]);
    const bill = randomUUID();
    await as(
      user,
      (tx) => tx`
        insert into expenses (amount, category, spent_at, split_id) values
          (1900, 'Groceries', ${ist("2026-10-12 10:00")}::timestamptz, ${bill}),
          (500, 'Household', ${ist("2026-10-12 10:00")}::timestamptz, ${bill})`,
    );
    await spend(user, "5000.00", ist("2026-10-05 10:00"), "Investments");
    expect((await carried(user, "2026-11-01")).map((row) => [row.category, row.amount])).toEqual([
      ["Groceries", "3100.00"],
      ["Household", "500.00"],
    ]);
  });
});

describe("the cycle's budget with carry-over", () => {
  it("is what the daily limit and the monthly alerts measure against", async () => {
    const user = await userWithPlans(
      "1",
      [{ start: "2026-10-01", split: { Food: 3000 }, carry: ["Food"] }],
      10000,
    );
    await spend(user, "1000.00", ist("2026-10-10 10:00")); // 2,000 carried into November
    const [figure] = await as(
      user,
      (tx) => tx<{ monthly_budget: string; daily_limit: string }[]>`
        select monthly_budget::text, daily_limit::text from private.daily_figure(${user.id}::uuid, '2026-11-01')`,
      utc,
    );
    // (10,000 + 2,000) ÷ 30 days.
    expect(figure).toEqual({ monthly_budget: "12000.00", daily_limit: "400.00" });

    // Half of 12,000, not of 10,000: 5,500 raises nothing, 6,000 does.
    await spend(user, "5500.00", ist("2026-11-02 10:00"));
    await sql()`select private.raise_budget_alerts(${user.id}::uuid, ${ist("2026-11-02 10:00")}::timestamptz, '2026-11-02')`;
    const alerts = () =>
      sql()<{ type: string; limit: string }[]>`
        select notification_type as type, limit_amount::text as limit from budget_notifications
        where user_id = ${user.id} and notification_type like 'budget_%'`;
    expect(await alerts()).toEqual([]);
    await spend(user, "500.00", ist("2026-11-03 10:00"));
    await sql()`select private.raise_budget_alerts(${user.id}::uuid, ${ist("2026-11-03 10:00")}::timestamptz, '2026-11-03')`;
    expect(await alerts()).toEqual([{ type: "budget_50", limit: "12000.00" }]);
  });
});

describe("the opt-in through the Data API", () => {
  const where = (user: TestUser) => ({ column: "user_id", value: user.id });

  it("keeps canonical names once each, and this cycle's plan follows every save", async () => {
    const user = await createUser();
    await restInsert(user, "budgets", { amount: 20000, category_budgets: { Health: 1000 } });
    await restUpdate(user, "budgets", where(user), {
      carry_categories: ["Healthcare", "Health", " Food "],
      carry_overspending: true,
    });
    const [row] = await sql()<
      { carry: string[] }[]
    >`select carry_categories as carry from budgets where user_id = ${user.id}`;
    expect(row?.carry).toEqual(["Food", "Health"]);
    const plans = await sql()<{ carry: string[]; overspending: boolean; start: string }[]>`
      select carry_categories as carry, carry_overspending as overspending, cycle_start::text as start
      from budget_cycle_plans where user_id = ${user.id}`;
    const [today] = await sql()<{ start: string }[]>`
      select start_day::text as start from private.cycle_bounds(${user.id}::uuid, private.ist_today())`;
    expect(plans).toEqual([{ carry: ["Food", "Health"], overspending: true, start: today?.start }]);

    await as(user, (tx) => tx`delete from budgets where user_id = ${user.id}`);
    expect(await sql()`select 1 from budget_cycle_plans where user_id = ${user.id}`).toHaveLength(0);
  });

  it("refuses more than 30 names, an empty or 51-character name, a null, and any write to the plans", async () => {
    const user = await createUser();
    await restInsert(user, "budgets", { amount: 20000 });
    const names = Array.from({ length: 31 }, (_, n) => `Category ${n}`);
    for (const carry of [names, [""], ["x".repeat(51)], ["Food", null]]) {
      const failure = await failureOf(() =>
        restUpdate(user, "budgets", where(user), { carry_categories: carry }),
      );
      expect(failure?.constraint_name, JSON.stringify(carry)).toBe("budgets_carry_categories_valid");
    }
    const notBoolean = await failureOf(() =>
      restUpdate(user, "budgets", where(user), { carry_overspending: "sometimes" }),
    );
    expect(notBoolean?.code).toBe("22P02");
    const forged = await failureOf(() =>
      restInsert(user, "budget_cycle_plans", {
        user_id: user.id,
        cycle_start: "2020-01-01",
        category_budgets: { Food: 100000 },
        carry_categories: ["Food"],
        carry_overspending: false,
      }),
    );
    expect(forged?.code).toBe("42501");
  });
});
