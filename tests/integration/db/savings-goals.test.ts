// Savings goals in the database (docs/product.md §4.33): owners only, through the Data API as the
// owner, as another user and as anon; the checks; a balance that never goes below 0; milestones once
// each; and goal money never in any spending figure (daily limit, alerts, analytics).
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, restInsert, restUpdate, type TestUser } from "./sql-as.ts";

const sql = () => adminSql();

async function newGoal(user: TestUser, target = "1000", name = "Goa trip"): Promise<string> {
  const [row] = await restInsert(user, "savings_goals", { name, target_amount: target });
  return String(row?.id);
}

const move = (user: TestUser, goalId: string, amount: string) =>
  restInsert(user, "savings_goal_moves", { goal_id: goalId, amount });

const balanceOf = async (goalId: string) =>
  (await sql()`select balance::text from savings_goals where id = ${goalId}`)[0]?.balance;

describe("savings goals: who may see and change them", () => {
  it("are their owner's only: another user and anon neither see, move money in, change nor delete them", async () => {
    const owner = await createUser();
    const other = await createUser();
    const goal = await newGoal(owner);
    await move(owner, goal, "100");

    expect(await as(other, (tx) => tx`select * from savings_goals`)).toEqual([]);
    expect(await as(other, (tx) => tx`select * from savings_goal_moves`)).toEqual([]);
    expect(await as(other, (tx) => tx`select * from savings_goal_milestones`)).toEqual([]);
    // Money into someone else's goal: the insert policy refuses it.
    expect((await failureOf(() => move(other, goal, "50")))?.code).toBe("42501");
    expect(
      (await restUpdate(other, "savings_goals", { column: "id", value: goal }, { name: "Mine" })).count,
    ).toBe(0);
    expect(
      (await as(other, (tx) => tx`delete from savings_goals where id = ${goal} returning id`)).length,
    ).toBe(0);
    // A goal filed under someone else's id.
    expect(
      (
        await failureOf(() =>
          restInsert(other, "savings_goals", { name: "x", target_amount: "10", user_id: owner.id }),
        )
      )?.code,
    ).toBe("42501");
    for (const table of ["savings_goals", "savings_goal_moves", "savings_goal_milestones"]) {
      expect(
        (await failureOf(() => as("anon", (tx) => tx.unsafe(`select * from public.${table}`))))?.code,
      ).toBe("42501");
    }
    expect(await balanceOf(goal)).toBe("100.00");
  });

  it("keep the balance and milestones the database's: no grant writes them", async () => {
    const owner = await createUser();
    const goal = await newGoal(owner);
    expect(
      (
        await failureOf(() =>
          restUpdate(owner, "savings_goals", { column: "id", value: goal }, { balance: "999" }),
        )
      )?.code,
    ).toBe("42501");
    expect(
      (
        await failureOf(() =>
          restInsert(owner, "savings_goal_milestones", { goal_id: goal, user_id: owner.id, percent: 25 }),
        )
      )?.code,
    ).toBe("42501");
    expect(
      (
        await failureOf(() =>
          as(owner, (tx) => tx`update savings_goal_moves set amount = 5 where goal_id = ${goal}`),
        )
      )?.code,
    ).toBe("42501");
  });
});

describe("savings goals: the checks", () => {
  it("bound the name (1–60), the target (₹1–₹1,00,00,000, paise kept) and the moves (never 0)", async () => {
    const owner = await createUser();
    const refused = async (fields: Record<string, unknown>) =>
      (await failureOf(() => restInsert(owner, "savings_goals", fields)))?.code;
    expect(await refused({ name: "", target_amount: "100" })).toBe("23514");
    expect(await refused({ name: "x".repeat(61), target_amount: "100" })).toBe("23514");
    expect(await refused({ name: " padded", target_amount: "100" })).toBe("23514");
    expect(await refused({ name: "Car", target_amount: "0.99" })).toBe("23514");
    expect(await refused({ name: "Car", target_amount: "10000000.01" })).toBe("23514");
    expect(await refused({ name: "Car", target_amount: "100", target_date: "1999-12-31" })).toBe("23514");
    const goal = await newGoal(owner, "10000000.00", "x".repeat(60));
    expect((await failureOf(() => move(owner, goal, "0")))?.code).toBe("23514");
    await move(owner, goal, "0.01");
    expect(await balanceOf(goal)).toBe("0.01");
  });

  it("never lets the balance go below 0: taking out more than the goal holds fails as a whole", async () => {
    const owner = await createUser();
    const goal = await newGoal(owner);
    await move(owner, goal, "300.50");
    expect((await failureOf(() => move(owner, goal, "-300.51")))?.code).toBe("23514");
    expect(await balanceOf(goal)).toBe("300.50");
    const [moves] = await sql()`select count(*)::int as n from savings_goal_moves where goal_id = ${goal}`;
    expect(moves?.n).toBe(1);
    await move(owner, goal, "-300.50");
    expect(await balanceOf(goal)).toBe("0.00");
  });

  it("records each milestone once, however often the balance crosses it", async () => {
    const owner = await createUser();
    const goal = await newGoal(owner, "1000");
    await move(owner, goal, "249.99");
    await move(owner, goal, "0.01");
    await move(owner, goal, "-200");
    await move(owner, goal, "700");
    await move(owner, goal, "-750");
    await move(owner, goal, "1000");
    const rows = await sql()`
      select percent from savings_goal_milestones where goal_id = ${goal} order by percent`;
    expect(rows.map((row) => row.percent)).toEqual([25, 50, 75, 100]);
  });
});

describe("goal money is never spending", () => {
  it("is in no daily limit, alert or analytics figure", async () => {
    const owner = await createUser();
    await as(owner, (tx) => tx`insert into budgets (amount) values (1000)`);
    await as(
      owner,
      (tx) => tx`insert into expenses (amount, category, spent_at) values (10, 'Groceries', now())`,
    );
    const before = await as(owner, (tx) => tx`select * from public.daily_limit_status()`);
    const goal = await newGoal(owner, "50000");
    await move(owner, goal, "40000");
    const after = await as(owner, (tx) => tx`select * from public.daily_limit_status()`);
    expect(after).toEqual(before);
    const [month] = await as(owner, (tx) => tx`select total_spent::text from public.spending_in_month()`);
    expect(month?.total_spent).toBe("10.00");
    const [setAside] = await as(
      owner,
      (tx) => tx`select total_set_aside::text from public.set_aside_in_month()`,
    );
    expect(setAside?.total_set_aside).toBe("0");
    expect(await sql()`select 1 from budget_notifications where user_id = ${owner.id}`).toEqual([]);
    expect(await sql()`select 1 from expenses where user_id = ${owner.id} and amount > 10`).toEqual([]);
  });
});
