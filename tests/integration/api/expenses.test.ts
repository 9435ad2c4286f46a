import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const expenseRows = async (userId: string) =>
  (await adminSql()`select count(*)::int as n from public.expenses where user_id = ${userId}`)[0]?.n;

const lunch = {
  category: "Food & Dining",
  description: "Thali",
  method: "manual",
  amount: "120.5",
  date: "2026-11-22T13:05:00+05:30",
};

describe("POST /api/expenses", () => {
  it("saves an expense, normalises amount and category, and records an expense_added activity", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { ...lunch, category: "mobile" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: "120.50",
      category: "Mobile Recharge",
      description: "Thali",
      method: "manual",
      receiptPath: null,
    });
    expect(new Date(res.body.date).toISOString()).toBe("2026-11-22T07:35:00.000Z");
    const activity = await adminSql()`
      select activity_data from public.user_activity where user_id = ${user.id} and activity_type = 'expense_added'`;
    expect(activity).toHaveLength(1);
    expect(activity[0]?.activity_data).toMatchObject({ expenseId: res.body.id });
  });

  it("keeps how it was paid", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { ...lunch, paidWith: "net_banking" },
    });
    expect(res.status).toBe(201);
    expect(res.body.paidWith).toBe("net_banking");
    const unpaid = await call(app, "POST", "/expenses", { token: user.token, body: lunch });
    expect(unpaid.body.paidWith).toBeNull();
  });

  it("accepts a numeric amount and defaults the date to now", async () => {
    const user = await signedInUser(app);
    const before = Date.now();
    const res = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Transport", method: "voice", amount: 45 },
    });
    expect(res.status).toBe(201);
    expect(res.body.amount).toBe("45.00");
    expect(new Date(res.body.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("saves once per Idempotency-Key, however often the request is retried", async () => {
    const user = await signedInUser(app);
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await call(app, "POST", "/expenses", { token: user.token, body: lunch, headers });
    const retry = await call(app, "POST", "/expenses", { token: user.token, body: lunch, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body.id).toBe(first.body.id);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, "POST", "/expenses", {
          token: user.token,
          body: lunch,
          headers: { "Idempotency-Key": "same-key" },
        }),
      ),
    );
    expect(new Set(concurrent.map((res) => res.body.id)).size).toBe(1);
    expect(await expenseRows(user.id)).toBe(2);
    const activities = await adminSql()`
      select count(*)::int as n from public.user_activity where user_id = ${user.id} and activity_type = 'expense_added'`;
    expect(activities[0]?.n).toBe(2);
  });

  it("refuses the same Idempotency-Key with a different request (422), saving nothing new", async () => {
    const user = await signedInUser(app);
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await call(app, "POST", "/expenses", { token: user.token, body: lunch, headers });
    expect(first.status).toBe(201);
    for (const changed of [
      { ...lunch, amount: "999" },
      { ...lunch, category: "Transport" },
      { ...lunch, description: "something else" },
    ]) {
      const res = await call(app, "POST", "/expenses", { token: user.token, body: changed, headers });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "This Idempotency-Key was used with a different request" });
    }
    // The same request written differently (number amount, alias category, other offset) is a replay.
    const sameMeaning = {
      ...lunch,
      amount: Number(lunch.amount),
      date: new Date(lunch.date).toISOString(),
    };
    const replay = await call(app, "POST", "/expenses", { token: user.token, body: sameMeaning, headers });
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(first.body.id);
    expect(await expenseRows(user.id)).toBe(1);
  });

  it.each([
    [{ amount: "0" }, "Amount must be greater than 0"],
    [{ amount: -20 }, "Amount must be greater than 0"],
    [{ amount: "12.345" }, "Amount must be a number greater than 0 with at most 2 decimals"],
    [{ amount: "ten" }, "Amount must be a number greater than 0 with at most 2 decimals"],
    [{ amount: "" }, "Amount is required"],
    [{ amount: undefined }, "Amount is required"],
    [{ amount: "2000000" }, "Amounts up to ₹10,00,000 only"],
    [{ amount: "1000000.01" }, "Amounts up to ₹10,00,000 only"],
    [{ category: "" }, "Category is required"],
    [{ category: undefined }, "Category is required"],
    [{ method: "cheque" }, "Method must be one of: manual, voice, receipt"],
    [{ date: "22/11/2026" }, "Date must be an ISO date-time with an offset"],
    [{ date: "2026-11-22T10:00:00" }, "Date must be an ISO date-time with an offset"],
    [{ description: "x".repeat(201) }, "Description must be at most 200 characters"],
    [{ paidWith: "cheque" }, "Paid with must be one of: upi, cash, card, net_banking, wallet"],
  ])("refuses %o with 400 and writes nothing", async (override, message) => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/expenses", { token: user.token, body: { ...lunch, ...override } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await expenseRows(user.id)).toBe(0);
  });

  it("accepts a receipt in the caller's own folder and refuses another user's with 403", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    const own = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { ...lunch, method: "receipt", receiptPath: `${user.id}/${randomUUID()}.jpg` },
    });
    expect(own.status).toBe(201);
    expect(own.body.receiptPath).toMatch(new RegExp(`^${user.id}/`));
    for (const receiptPath of [
      `${other.id}/${randomUUID()}.jpg`,
      "receipt.jpg",
      `${user.id}/../${other.id}/x.jpg`,
    ]) {
      const res = await call(app, "POST", "/expenses", {
        token: user.token,
        body: { ...lunch, receiptPath },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("receiptPath must be inside your own folder of the receipts bucket");
    }
    expect(await expenseRows(user.id)).toBe(1);
  });

  it("answers 401 when signed out", async () => {
    expect((await call(app, "POST", "/expenses", { body: lunch })).status).toBe(401);
  });
});

describe("GET /api/expenses", () => {
  it("lists all newest first, the latest N, or one Indian day", async () => {
    const user = await signedInUser(app);
    const dates = ["2026-11-20T10:00:00+05:30", "2026-11-21T23:59:00+05:30", "2026-11-22T00:01:00+05:30"];
    for (const [i, date] of dates.entries()) {
      const res = await call(app, "POST", "/expenses", {
        token: user.token,
        body: { ...lunch, amount: `${i + 1}`, date },
      });
      expect(res.status).toBe(201);
    }
    const all = await call(app, "GET", "/expenses", { token: user.token });
    expect(all.status).toBe(200);
    expect(all.body.map((e: { amount: string }) => e.amount)).toEqual(["3.00", "2.00", "1.00"]);
    expect(Object.keys(all.body[0]).sort()).toEqual(
      [
        "amount",
        "category",
        "createdAt",
        "date",
        "description",
        "id",
        "method",
        "paidWith",
        "payee",
        "receiptPath",
        "recurring",
        "splitId",
      ].sort(),
    );

    const latest = await call(app, "GET", "/expenses?limit=2", { token: user.token });
    expect(latest.body.map((e: { amount: string }) => e.amount)).toEqual(["3.00", "2.00"]);

    // 23:59 IST on the 21st is 18:29 UTC: still the 21st in India.
    const day = await call(app, "GET", "/expenses?date=2026-11-21", { token: user.token });
    expect(day.body.map((e: { amount: string }) => e.amount)).toEqual(["2.00"]);
  });

  it.each([
    ["limit=0", "limit must be a whole number from 1 to 100"],
    ["limit=101", "limit must be a whole number from 1 to 100"],
    ["limit=ten", "limit must be a whole number from 1 to 100"],
    ["date=2026-02-30", "date must be a calendar date written yyyy-mm-dd"],
    ["date=today", "date must be a calendar date written yyyy-mm-dd"],
  ])("refuses ?%s with 400", async (query, message) => {
    const user = await signedInUser(app);
    const res = await call(app, "GET", `/expenses?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("shows only the caller's expenses and answers 401 when signed out", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await call(app, "POST", "/expenses", { token: owner.token, body: lunch });
    expect((await call(app, "GET", "/expenses", { token: other.token })).body).toEqual([]);
    expect((await call(app, "GET", "/expenses")).status).toBe(401);
  });
});

describe("DELETE /api/expenses/:id", () => {
  it("deletes the caller's expense, then 404", async () => {
    const user = await signedInUser(app);
    const { body } = await call(app, "POST", "/expenses", { token: user.token, body: lunch });
    const res = await call(app, "DELETE", `/expenses/${body.id}`, { token: user.token });
    expect(res.status).toBe(200);
    expect(await expenseRows(user.id)).toBe(0);
    expect((await call(app, "DELETE", `/expenses/${body.id}`, { token: user.token })).status).toBe(404);
  });

  it("answers 404 for another user's expense and leaves it alone; 404 for a malformed id; 401 signed out", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const { body } = await call(app, "POST", "/expenses", { token: owner.token, body: lunch });
    const res = await call(app, "DELETE", `/expenses/${body.id}`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Expense not found");
    expect(await expenseRows(owner.id)).toBe(1);
    expect((await call(app, "DELETE", "/expenses/not-a-uuid", { token: owner.token })).status).toBe(404);
    expect((await call(app, "DELETE", `/expenses/${body.id}`)).status).toBe(401);
  });
});
