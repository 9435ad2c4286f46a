import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const budgetRows = async (userId: string) =>
  (await adminSql()`select count(*)::int as n from public.budgets where user_id = ${userId}`)[0]?.n;

describe("/api/budget", () => {
  it("is null before the first budget, then created by POST and replaced by PUT", async () => {
    const user = await signedInUser(app);
    const none = await call(app, "GET", "/budget", { token: user.token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const created = await call(app, "POST", "/budget", {
      token: user.token,
      body: {
        type: "monthly",
        amount: "25000",
        categoryBudgets: JSON.stringify({ "Food & Dining": 6250, Mobile: 500 }),
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "monthly", amount: "25000.00" });
    // The database files "Mobile" under its canonical name.
    expect(JSON.parse(created.body.categoryBudgets)).toEqual({
      "Food & Dining": 6250,
      "Mobile Recharge": 500,
    });

    const updated = await call(app, "PUT", "/budget", {
      token: user.token,
      body: { type: "monthly", amount: "30000", categoryBudgets: "{}" },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.amount).toBe("30000.00");

    const read = await call(app, "GET", "/budget", { token: user.token });
    expect(read.body).toMatchObject({ type: "monthly", amount: "30000.00", categoryBudgets: "{}" });
  });

  it("answers 409 to a second POST and 404 to PUT without a budget", async () => {
    const user = await signedInUser(app);
    const put = await call(app, "PUT", "/budget", {
      token: user.token,
      body: { type: "monthly", amount: "5000" },
    });
    expect(put.status).toBe(404);
    expect(put.body.message).toMatch(/No budget yet/);
    expect((await call(app, "POST", "/budget", { token: user.token, body: { amount: "5000" } })).status).toBe(
      201,
    );
    const again = await call(app, "POST", "/budget", { token: user.token, body: { amount: "6000" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
  });

  it.each([
    [{ amount: "999" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "100001" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "1500.50" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{ amount: "abc" }, "Budget must be between ₹1,000 and ₹1,00,000"],
    [{}, "Budget amount is required"],
    [{ amount: "5000", type: "daily" }, "Type must be monthly"],
    [{ amount: "5000", categoryBudgets: "not json" }, "Category budgets must be a JSON object"],
    [
      { amount: "5000", categoryBudgets: '{"Food & Dining": 10.5}' },
      "Category budgets must be whole rupee amounts",
    ],
    [{ amount: "5000", categoryBudgets: '{"Food & Dining": -1}' }, "Category budgets must not be negative"],
  ])("refuses %o with 400 and writes nothing", async (body, message) => {
    const user = await signedInUser(app);
    for (const method of ["POST", "PUT"]) {
      const res = await call(app, method, "/budget", { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await budgetRows(user.id)).toBe(0);
  });

  it("answers 401 when signed out", async () => {
    for (const method of ["GET", "POST", "PUT"]) {
      const body = method === "GET" ? undefined : { amount: "5000" };
      expect((await call(app, method, "/budget", { body })).status).toBe(401);
    }
  });

  it("keeps budgets private: another user sees none and cannot change it", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await call(app, "POST", "/budget", { token: owner.token, body: { amount: "5000" } });
    expect((await call(app, "GET", "/budget", { token: other.token })).body).toBeNull();
    expect((await call(app, "PUT", "/budget", { token: other.token, body: { amount: "9000" } })).status).toBe(
      404,
    );
    expect((await call(app, "GET", "/budget", { token: owner.token })).body.amount).toBe("5000.00");
  });
});
