// Carry-over through /api/budget (docs/product.md §4.34, docs/api.md "Budget"): the opt-in is sent
// with the budget, and the answer says what each category carried into today's cycle and from which
// cycle. The figures are the database's (private.carried_into_cycle); this checks what travels.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("/api/budget carry-over", () => {
  it("keeps the opt-in and answers what was carried from the cycle before", async () => {
    const user = await signedInUser(app);
    const created = await call(app, "POST", "/budget", {
      token: user.token,
      body: {
        amount: "20000",
        categoryBudgets: JSON.stringify({ "Food & Dining": 3000, Transport: 2000 }),
        carryCategories: ["Food & Dining"],
        carryOverspending: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      carryCategories: ["Food & Dining"],
      carryOverspending: true,
      carried: {},
      carriedFrom: null,
    });

    // Last calendar month (the cycle before, for a month starting on the 1st) was saved with Food
    // & Dining opted in, and spent ₹1,000.50 of its ₹3,000.
    const sql = adminSql();
    await sql`
      insert into budget_cycle_plans (user_id, cycle_start, category_budgets, carry_categories, carry_overspending)
      select ${user.id}, (date_trunc('month', private.ist_today()) - interval '1 month')::date,
        '{"Food & Dining": 3000}'::jsonb, array['Food & Dining'], true`;
    await sql`
      insert into expenses (user_id, amount, category, spent_at)
      select ${user.id}, 1000.50, 'Food & Dining',
        (date_trunc('month', private.ist_today()) - interval '1 month' + interval '12 hours')::timestamp at time zone 'Asia/Kolkata'`;
    const [previous] = await sql<{ start: string; end: string }[]>`
      select (date_trunc('month', private.ist_today()) - interval '1 month')::date::text as start,
        (date_trunc('month', private.ist_today()) - interval '1 day')::date::text as end`;

    const read = await call(app, "GET", "/budget", { token: user.token });
    expect(read.body).toMatchObject({
      carried: { "Food & Dining": "1999.50" },
      carriedFrom: { startDay: previous?.start, endDay: previous?.end },
    });

    // Opting the category out ends the chain at once; PUT without the fields keeps them.
    const kept = await call(app, "PUT", "/budget", {
      token: user.token,
      body: { amount: "20000", categoryBudgets: JSON.stringify({ "Food & Dining": 3000 }) },
    });
    expect(kept.body).toMatchObject({ carryCategories: ["Food & Dining"], carryOverspending: true });
    const out = await call(app, "PUT", "/budget", {
      token: user.token,
      body: { amount: "20000", carryCategories: [], carryOverspending: false },
    });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      carryCategories: [],
      carryOverspending: false,
      carried: {},
      carriedFrom: null,
    });
  });

  it.each([
    [{ carryCategories: "Food" }, "carryCategories must be a list of category names"],
    [{ carryCategories: [7] }, "carryCategories must be a list of category names"],
    [{ carryCategories: ["  "] }, "Category names must not be empty"],
    [{ carryCategories: ["x".repeat(51)] }, "Category names must be at most 50 characters"],
    [
      { carryCategories: Array.from({ length: 31 }, (_, n) => `Category ${n}`) },
      "carryCategories may list at most 30 categories",
    ],
    [{ carryOverspending: "yes" }, "carryOverspending must be true or false"],
  ])("refuses %o with 400 and writes nothing", async (fields, message) => {
    const user = await signedInUser(app);
    for (const method of ["POST", "PUT"]) {
      const res = await call(app, method, "/budget", {
        token: user.token,
        body: { amount: "5000", ...fields },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const rows = await adminSql()`select 1 from budgets where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
  });
});
