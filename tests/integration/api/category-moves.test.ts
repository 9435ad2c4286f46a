// Renaming, merging and deleting a custom category (docs/product.md §5.5): everything that names it
// follows in one transaction (public.move_custom_category), and only the caller's rows move.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { as, failureOf } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const spend = (user: User, category: string, amount = "100") =>
  call(app, "POST", "/expenses", { token: user.token, body: { category, amount, method: "manual" } });

/** What names the category, as the database holds it. */
async function namesOf(userId: string) {
  const sql = adminSql();
  const expenses = await sql<{ category: string; amount: string }[]>`
    select category, amount::text as amount from public.expenses where user_id = ${userId} order by category, amount`;
  const recurring = await sql<{ category: string }[]>`
    select category from public.recurring_payments where user_id = ${userId}`;
  const [budget] = await sql<{ split: Record<string, number> }[]>`
    select category_budgets as split from public.budgets where user_id = ${userId}`;
  const merchants = await sql<{ category: string }[]>`
    select category from public.merchant_categories where user_id = ${userId} order by merchant_key`;
  const saved = await sql<{ name: string }[]>`
    select name from public.custom_categories where user_id = ${userId} order by lower(name)`;
  return {
    expenses: expenses.map((e) => `${e.category} ${e.amount}`),
    recurring: recurring.map((r) => r.category),
    split: budget?.split ?? {},
    merchants: merchants.map((m) => m.category),
    saved: saved.map((s) => s.name),
  };
}

/** A user with the custom category "Gym" used by two expenses, a recurring payment, the budget and a payee. */
async function gymUser() {
  const user = await signedInUser(app);
  await call(app, "POST", "/categories", { token: user.token, body: { name: "Gym" } });
  await spend(user, "Gym", "1500");
  await spend(user, "Gym", "200");
  await spend(user, "Health", "300");
  await call(app, "POST", "/recurring", {
    token: user.token,
    body: { name: "Cult pass", amount: "1500", category: "Gym", frequency: "monthly", dayOfMonth: 5 },
  });
  await call(app, "POST", "/budget", {
    token: user.token,
    body: { type: "monthly", amount: "30000", categoryBudgets: { Gym: 2000, Health: 3000 } },
  });
  await adminSql()`
    insert into public.merchant_categories (user_id, merchant_key, category)
    values (${user.id}, 'cultfit', 'Gym')`;
  return user;
}

describe("POST /api/categories/rename", () => {
  it("renames a custom category with its expenses, recurring payments, budget and learned payees", async () => {
    const user = await gymUser();
    const res = await call(app, "POST", "/categories/rename", {
      token: user.token,
      body: { from: "Gym", to: "  Fitness   club " },
    });
    expect(res).toMatchObject({ status: 200, body: { name: "Fitness club", movedExpenses: 2 } });
    expect(await namesOf(user.id)).toEqual({
      expenses: ["Fitness club 1500.00", "Fitness club 200.00", "Health 300.00"],
      recurring: ["Fitness club"],
      split: { "Fitness club": 2000, Health: 3000 },
      merchants: ["Fitness club"],
      saved: ["Fitness club"],
    });
    const list = await call(app, "GET", "/categories", { token: user.token });
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(["Fitness club"]);
  });

  it("renames a name only imported expenses use, and changes only its letter case", async () => {
    const user = await signedInUser(app);
    await spend(user, "chai stall");
    const renamed = await call(app, "POST", "/categories/rename", {
      token: user.token,
      body: { from: "chai stall", to: "Chai Stall" },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: "Chai Stall", movedExpenses: 1 } });
    expect(await namesOf(user.id)).toMatchObject({ expenses: ["Chai Stall 100.00"], saved: ["Chai Stall"] });
  });

  it("refuses a name that is taken (409), a default category (404) and bad input (400), changing nothing", async () => {
    const user = await gymUser();
    await call(app, "POST", "/categories", { token: user.token, body: { name: "Yoga" } });
    const before = await namesOf(user.id);
    const taken = await call(app, "POST", "/categories/rename", {
      token: user.token,
      body: { from: "Gym", to: "yoga" },
    });
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'A category named "yoga" already exists. Merge "Gym" into it instead.' },
    });
    expect(
      (
        await call(app, "POST", "/categories/rename", {
          token: user.token,
          body: { from: "Gym", to: "healthcare" },
        })
      ).status,
    ).toBe(409);
    expect(
      await call(app, "POST", "/categories/rename", {
        token: user.token,
        body: { from: "Food", to: "Khana" },
      }),
    ).toMatchObject({ status: 404, body: { message: '"Food" is not one of your own categories' } });
    expect(
      await call(app, "POST", "/categories/rename", { token: user.token, body: { from: "Gym", to: " " } }),
    ).toMatchObject({ status: 400, body: { message: "New name is required" } });
    expect(
      await call(app, "POST", "/categories/rename", {
        token: user.token,
        body: { from: "Gym", to: "x".repeat(51) },
      }),
    ).toMatchObject({ status: 400, body: { message: "Category names can be up to 50 characters" } });
    // Anything a user can type is a 400 with a message, never a 500.
    for (const body of [
      {},
      { from: 5, to: "X" },
      { from: "Gym", to: null },
      { from: "Gym", to: "a\u0000b" },
      [],
    ]) {
      const res = await call(app, "POST", "/categories/rename", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    expect(
      (await call(app, "POST", "/categories/merge", { token: user.token, body: { from: "Gym" } })).status,
    ).toBe(400);
    expect(await namesOf(user.id)).toEqual(before);
  });
});

describe("POST /api/categories/merge", () => {
  it("merges into a default category: budgets add up, the custom name goes, no expense is lost", async () => {
    const user = await gymUser();
    const res = await call(app, "POST", "/categories/merge", {
      token: user.token,
      body: { from: "Gym", into: "healthcare" },
    });
    expect(res).toMatchObject({ status: 200, body: { name: "Health", movedExpenses: 2 } });
    expect(await namesOf(user.id)).toEqual({
      expenses: ["Health 1500.00", "Health 200.00", "Health 300.00"],
      recurring: ["Health"],
      split: { Health: 5000 },
      merchants: ["Health"],
      saved: [],
    });
    expect((await call(app, "GET", "/categories", { token: user.token })).body).toEqual([]);
  });

  it("deletes a custom category by moving everything into another custom one", async () => {
    const user = await gymUser();
    await call(app, "POST", "/categories", { token: user.token, body: { name: "Fitness" } });
    const res = await call(app, "POST", "/categories/merge", {
      token: user.token,
      body: { from: "gym", into: "FITNESS" },
    });
    expect(res).toMatchObject({ status: 200, body: { name: "Fitness", movedExpenses: 2 } });
    expect(await namesOf(user.id)).toMatchObject({
      expenses: ["Fitness 1500.00", "Fitness 200.00", "Health 300.00"],
      split: { Fitness: 2000, Health: 3000 },
      saved: ["Fitness"],
    });
  });

  it("answers 404 for an unknown target and 400 for itself, changing nothing", async () => {
    const user = await gymUser();
    const before = await namesOf(user.id);
    expect(
      await call(app, "POST", "/categories/merge", {
        token: user.token,
        body: { from: "Gym", into: "Pottery" },
      }),
    ).toMatchObject({ status: 404, body: { message: 'Category "Pottery" not found' } });
    expect(
      await call(app, "POST", "/categories/merge", { token: user.token, body: { from: "Gym", into: "GYM" } }),
    ).toMatchObject({ status: 400, body: { message: "Pick another category to move into" } });
    expect(await namesOf(user.id)).toEqual(before);
  });

  it("moves only the caller's rows, through the API and the Data API alike; 401 when signed out", async () => {
    const owner = await gymUser();
    const other = await gymUser();
    const before = await namesOf(other.id);
    await call(app, "POST", "/categories/merge", {
      token: owner.token,
      body: { from: "Gym", into: "Health" },
    });
    expect(await namesOf(other.id)).toEqual(before);

    // The function as the Data API would run it for the owner (their role and claims): the other
    // user's "Gym" is not theirs to see, let alone move. Anonymous callers may not run it at all.
    const asOwner = { id: owner.id, email: owner.email, appMetadata: {} };
    const notMine = await failureOf(() =>
      as(asOwner, (tx) => tx`select * from public.move_custom_category('Gym', 'X', false)`),
    );
    expect(notMine?.code).toBe("P0002");
    expect(await namesOf(other.id)).toEqual(before);
    const anon = await failureOf(() =>
      as("anon", (tx) => tx`select * from public.move_custom_category('Gym', 'X', false)`),
    );
    expect(anon?.code).toBe("42501");

    expect(
      (await call(app, "POST", "/categories/merge", { body: { from: "Gym", into: "Health" } })).status,
    ).toBe(401);
  });
});
