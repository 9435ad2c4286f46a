// PATCH /api/expenses/:id: validation and isolation, and what an edit does to everything derived from
// expenses — the daily totals, the analytics, the daily limit and the budget alerts — when it moves an
// expense across IST midnight or a month end. The API's database sessions run in UTC here, as on
// hosted Supabase, so any Indian-day mistake shows.
import { randomUUID } from "node:crypto";
import { indianDay } from "@shared/calendar/indian-day.ts";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { adminSql, dailyTotalsAndFresh, stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { daysLeftToday, rentDueAtMonthEnd } from "./daily-limit.ts";

const utcSql = postgres(stack().urls.db, {
  max: 3,
  idle_timeout: 5,
  onnotice: () => {},
  connection: { TimeZone: "UTC" },
});
afterAll(() => utcSql.end());
const app = testApp({ sql: utcSql });

const lunch = {
  category: "Food & Dining",
  description: "Thali",
  method: "manual",
  amount: "120.50",
  date: "2026-11-22T13:05:00+05:30",
};

async function addExpense(token: string, body: Record<string, unknown> = {}) {
  const res = await call(app, "POST", "/expenses", { token, body: { ...lunch, ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: string; amount: string; date: string };
}

const storedRow = async (id: string) =>
  (
    await adminSql()`
      select amount::text, category, description, paid_with, spent_at, receipt_path
      from public.expenses where id = ${id}`
  )[0];

const alertsOf = async (userId: string) =>
  (
    await adminSql()`
      select notification_type, to_char(period, 'YYYY-MM-DD') as period, message, spent_amount::text, read_at
      from public.budget_notifications where user_id = ${userId} order by created_at, notification_type`
  ).map((row) => ({ ...row }));

describe("PATCH /api/expenses/:id", () => {
  it("changes the fields sent, canonicalises the category, and answers the whole row", async () => {
    const user = await signedInUser(app);
    const expense = await addExpense(user.token, { paidWith: "cash" });
    const res = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { amount: 99, category: "healthcare", description: " Medicines ", paidWith: "upi" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expense.id,
      amount: "99.00",
      category: "Health",
      description: "Medicines",
      method: "manual",
      paidWith: "upi",
    });
    expect(new Date(res.body.date).toISOString()).toBe(new Date(lunch.date).toISOString());

    const cleared = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { description: "", paidWith: null },
    });
    expect(cleared.body).toMatchObject({ description: null, paidWith: null, amount: "99.00" });
  });

  it.each([
    [{}, "Nothing to change"],
    [{ amount: "0" }, "Amount must be greater than 0"],
    [{ amount: "12.345" }, "Amount must be a number greater than 0 with at most 2 decimals"],
    [{ amount: "2000000" }, "Amounts up to ₹10,00,000 only"],
    [{ category: " " }, "Category is required"],
    [{ date: "2026-11-22T10:00:00" }, "Date must be an ISO date-time with an offset"],
    [{ description: "x".repeat(201) }, "Description must be at most 200 characters"],
    [{ paidWith: "cheque" }, "Paid with must be one of"],
    ["{not json", "Request body must be valid JSON"],
  ])("refuses %o with 400 and changes nothing", async (body, message) => {
    const user = await signedInUser(app);
    const expense = await addExpense(user.token);
    const before = await storedRow(expense.id);
    const res = await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await storedRow(expense.id)).toEqual(before);
  });

  it("answers 404 for another user's expense and leaves it alone; 404 for unknown ids; 401 signed out", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const expense = await addExpense(owner.token);
    const before = await storedRow(expense.id);
    const res = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: other.token,
      body: { amount: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Expense not found");
    expect(await storedRow(expense.id)).toEqual(before);
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect(
        (await call(app, "PATCH", `/expenses/${id}`, { token: owner.token, body: { amount: 1 } })).status,
      ).toBe(404);
    }
    expect((await call(app, "PATCH", `/expenses/${expense.id}`, { body: { amount: 1 } })).status).toBe(401);
  });

  it("refuses a receipt outside the caller's folder with 403 and can remove the receipt", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    const own = `${user.id}/${randomUUID()}.jpg`;
    const expense = await addExpense(user.token, { method: "receipt", receiptPath: own });
    const res = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { receiptPath: `${other.id}/${randomUUID()}.jpg` },
    });
    expect(res.status).toBe(403);
    expect((await storedRow(expense.id))?.receipt_path).toBe(own);
    const removed = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { receiptPath: null },
    });
    expect(removed.body).toMatchObject({ receiptPath: null, method: "receipt" });
  });
});

describe("an edit keeps every total exact", () => {
  it("moves the amount across IST midnight and a month end: daily totals, day and month spending, calendar", async () => {
    const user = await signedInUser(app);
    const spend = (query: string) => call(app, "GET", `/analytics/spending?${query}`, { token: user.token });
    // 23:50 IST on 30 November is 18:20 UTC: still November in India.
    const expense = await addExpense(user.token, { amount: "500", date: "2026-11-30T23:50:00+05:30" });
    await addExpense(user.token, { amount: "40", category: "Transport", date: "2026-11-30T09:00:00+05:30" });
    expect((await spend("period=month&year=2026&month=11")).body.totalSpent).toBe(540);

    // Ten minutes later in India is the next day and the next month; in UTC it is still 30 November.
    const moved = await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { date: "2026-12-01T00:00:00+05:30", amount: "650.25", category: "Groceries" },
    });
    expect(moved.status).toBe(200);

    expect((await spend("period=month&year=2026&month=11")).body).toEqual({
      totalSpent: 40,
      categorySpending: { Transport: 40 },
    });
    expect((await spend("period=month&year=2026&month=12")).body).toEqual({
      totalSpent: 650.25,
      categorySpending: { Groceries: 650.25 },
    });
    expect((await spend("period=day&date=2026-11-30")).body.totalSpent).toBe(40);
    expect((await spend("period=day&date=2026-12-01")).body.totalSpent).toBe(650.25);
    const november = await call(app, "GET", "/analytics/month-summary?year=2026&month=11", {
      token: user.token,
    });
    const december = await call(app, "GET", "/analytics/month-summary?year=2026&month=12", {
      token: user.token,
    });
    expect(november.body.expenseDates).toEqual(["2026-11-30"]);
    expect(december.body.expenseDates).toEqual(["2026-12-01"]);
    const day = await call(app, "GET", "/expenses?date=2026-12-01", { token: user.token });
    expect(day.body.map((e: { id: string }) => e.id)).toEqual([expense.id]);

    const { stored, fresh } = await dailyTotalsAndFresh(user.id);
    expect(stored).toEqual(fresh);
    expect(stored).toEqual([
      { day: "2026-11-30", category: "Transport", total: "40.00", expense_count: 1 },
      { day: "2026-12-01", category: "Groceries", total: "650.25", expense_count: 1 },
    ]);
  });

  it("moves today's spending in and out of the daily limit", async () => {
    const user = await signedInUser(app);
    const expense = await addExpense(user.token, { amount: "300", date: "2026-01-15T12:00:00+05:30" });
    const dailyLimit = async () =>
      (await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body.todaySpent;
    expect(await dailyLimit()).toBe(0);
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { date: new Date().toISOString() },
    });
    expect(await dailyLimit()).toBe(300);
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "120.75" } });
    expect(await dailyLimit()).toBe(120.75);
    const { stored, fresh } = await dailyTotalsAndFresh(user.id);
    expect(stored).toEqual(fresh);
  });
});

describe("budget alerts after an edit", () => {
  it("raises a threshold an edit crosses exactly once; lowering raises nothing and deletes nothing", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "10000" } });
    await rentDueAtMonthEnd(app, user.token, "6000");
    const now = new Date().toISOString();
    const expense = await addExpense(user.token, { amount: "4000", date: now }); // 40%
    // The insert passed the daily limit (at most ₹4,000: ₹6,000 of rent is still due) but no monthly
    // threshold (rent not yet paid is not spending).
    const initial = await alertsOf(user.id);
    expect(initial.map((a) => a.notification_type)).toEqual(["daily_limit"]);

    // 40% → 55%: budget_50, once.
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "5500" } });
    const afterRaise = await alertsOf(user.id);
    expect(afterRaise).toEqual([
      ...initial,
      {
        notification_type: "budget_50",
        period: `${indianDay(new Date()).slice(0, 7)}-01`,
        message: "Half your budget used. You've passed ₹5,000 of your ₹10,000 monthly budget.",
        // The month's spending when the edit raised it.
        spent_amount: "5500.00",
        read_at: null,
      },
    ]);

    // Lower, raise again, and change what cannot matter: still that one budget_50, never deleted.
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "1000" } });
    expect(await alertsOf(user.id)).toEqual(afterRaise);
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "6000" } });
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { description: "Edited", category: "Rent" },
    });
    expect(await alertsOf(user.id)).toEqual(afterRaise);

    // 60% → 85%: budget_80, once.
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "8500" } });
    await call(app, "PATCH", `/expenses/${expense.id}`, { token: user.token, body: { amount: "8600" } });
    const types = (await alertsOf(user.id)).map((a) => a.notification_type);
    expect(types.filter((t) => t === "budget_80")).toHaveLength(1);
    expect(types.filter((t) => t === "budget_50")).toHaveLength(1);
  });

  it("raises today's daily limit when an edit moves spending into today, once", async () => {
    const user = await signedInUser(app);
    // ₹3,000 a day: the rest of the ₹1,00,000 is rent still due this month.
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "100000" } });
    await rentDueAtMonthEnd(app, user.token, String(100000 - 3000 * daysLeftToday()));
    const expense = await addExpense(user.token, { amount: "3500", date: "2026-01-10T10:00:00+05:30" });
    expect(await alertsOf(user.id)).toEqual([]);
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { date: new Date().toISOString() },
    });
    const after = await alertsOf(user.id);
    expect(after.filter((a) => a.notification_type === "daily_limit")).toEqual([
      {
        notification_type: "daily_limit",
        period: indianDay(new Date()),
        message: "Daily limit passed. You've spent ₹3,500 today, ₹500 over your daily limit of ₹3,000.",
        spent_amount: "3500.00",
        read_at: null,
      },
    ]);
    // Out of today and back again: the day's alert stays one.
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { date: "2026-01-10T10:00:00+05:30" },
    });
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { date: new Date().toISOString() },
    });
    expect((await alertsOf(user.id)).filter((a) => a.notification_type === "daily_limit")).toHaveLength(1);
  });

  it("raises nothing for a month already over when an edit moves spending into it", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "1000" } });
    const expense = await addExpense(user.token, { amount: "10", date: new Date().toISOString() });
    await call(app, "PATCH", `/expenses/${expense.id}`, {
      token: user.token,
      body: { amount: "5000", date: "2025-06-15T12:00:00+05:30" },
    });
    expect(await alertsOf(user.id)).toEqual([]);
  });
});
