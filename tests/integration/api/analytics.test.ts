import { indianClock, indianDay } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";
import { daysLeftToday, rentDueAtMonthEnd } from "./daily-limit.ts";

const app = testApp();

/** Today's daily limit with nothing spent before today and nothing committed: rounded down to paise. */
const limitOf = (budgetPaise: number) => Math.floor(budgetPaise / daysLeftToday()) / 100;

async function userWithExpenses(budget?: string) {
  const user = await signedInUser(app);
  if (budget) await call(app, "POST", "/budget", { token: user.token, body: { amount: budget } });
  const now = new Date().toISOString();
  for (const [category, amount] of [
    ["Food & Dining", "100.25"],
    ["Transport", "50"],
    ["Food & Dining", "20.50"],
  ] as const) {
    const res = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category, amount, method: "manual", date: now },
    });
    expect(res.status).toBe(201);
  }
  return user;
}

describe("GET /api/analytics/spending", () => {
  it("totals the current Indian month by category when asked nothing or period=month", async () => {
    const user = await userWithExpenses();
    for (const query of ["", "?period=month"]) {
      const res = await call(app, "GET", `/analytics/spending${query}`, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        totalSpent: 170.75,
        categorySpending: { "Food & Dining": 120.75, Transport: 50 },
      });
    }
  });

  it("totals one Indian day with period=day&date", async () => {
    const user = await userWithExpenses();
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Rent", amount: "9000", method: "manual", date: "2026-01-01T00:30:00+05:30" },
    });
    const today = await call(app, "GET", `/analytics/spending?period=day&date=${indianDay(new Date())}`, {
      token: user.token,
    });
    expect(today.body.totalSpent).toBe(170.75);
    const newYear = await call(app, "GET", "/analytics/spending?period=day&date=2026-01-01", {
      token: user.token,
    });
    expect(newYear.body).toEqual({ totalSpent: 9000, categorySpending: { Rent: 9000 } });
    const dayBefore = await call(app, "GET", "/analytics/spending?period=day&date=2025-12-31", {
      token: user.token,
    });
    expect(dayBefore.body).toEqual({ totalSpent: 0, categorySpending: {} });
  });

  it.each([
    ["period=week", "period must be day, month or cycle"],
    ["period=day&date=2026-13-01", "date must be a calendar date written yyyy-mm-dd"],
    ["year=2026", "year and month go together"],
    ["year=1999&month=1", "year must be a whole number from 2000 to 2100"],
  ])("refuses ?%s with 400", async (query, message) => {
    const user = await signedInUser(app);
    const res = await call(app, "GET", `/analytics/spending?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("GET /api/analytics/month-summary", () => {
  it("lists the Indian dates of the month that have expenses", async () => {
    const user = await signedInUser(app);
    for (const date of [
      "2026-03-01T00:10:00+05:30",
      "2026-03-01T20:00:00+05:30",
      "2026-03-31T23:50:00+05:30",
      "2026-04-01T00:05:00+05:30",
    ]) {
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Transport", amount: "10", method: "manual", date },
      });
    }
    const res = await call(app, "GET", "/analytics/month-summary?year=2026&month=3", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ expenseDates: ["2026-03-01", "2026-03-31"] });
  });

  it.each([
    ["", "year is required"],
    ["year=2026", "month is required"],
    ["year=2026&month=13", "month must be a whole number from 1 to 12"],
    ["year=abc&month=1", "year must be a whole number from 2000 to 2100"],
  ])("refuses ?%s with 400", async (query, message) => {
    const user = await signedInUser(app);
    const res = await call(app, "GET", `/analytics/month-summary?${query}`, { token: user.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("GET /api/analytics/daily-limit", () => {
  it("gives today's spend and today's daily limit with the figures it is made of", async () => {
    const user = await userWithExpenses("30000");
    const res = await call(app, "GET", "/analytics/daily-limit", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      todaySpent: 170.75,
      dailyLimit: limitOf(3_000_000),
      monthlyBudget: 30000,
      spentBeforeToday: 0,
      committed: 0,
      daysLeft: daysLeftToday(),
    });
  });

  it("gives zeros and no limit without budget or expenses", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body).toEqual({
      todaySpent: 0,
      dailyLimit: null,
      monthlyBudget: null,
      spentBeforeToday: 0,
      committed: 0,
      daysLeft: daysLeftToday(),
    });
  });

  it("is the one daily figure: home's limit, Set Budget's committed amount and the daily alert agree", async () => {
    const user = await signedInUser(app);
    const token = user.token;
    const today = indianDay(new Date());
    await call(app, "POST", "/budget", { token, body: { amount: "30000" } });
    // Spent earlier this month (the 1st has no earlier day), and rent due on the month's last day.
    const monthStart = `${today.slice(0, 8)}01`;
    const before = today > monthStart ? 4250.5 : 0;
    if (before > 0) {
      const saved = await call(app, "POST", "/expenses", {
        token,
        body: {
          category: "Shopping",
          amount: String(before),
          method: "manual",
          date: `${monthStart}T10:00:00+05:30`,
        },
      });
      expect(saved.status).toBe(201);
    }
    const rent = await rentDueAtMonthEnd(app, token, "12000");
    expect(rent.status).toBe(201);

    const home = (await call(app, "GET", "/analytics/daily-limit", { token })).body;
    const expected = Math.floor((3_000_000 - before * 100 - 1_200_000) / daysLeftToday()) / 100;
    expect(home).toMatchObject({ spentBeforeToday: before, committed: 12000, dailyLimit: expected });
    // Set Budget's "committed this month" is the same amount the limit set aside.
    expect((await call(app, "GET", "/recurring", { token })).body.committedThisMonth).toBe("12000.00");

    // Spending today reaches that very limit: the daily alert states it, and the limit stays put.
    await call(app, "POST", "/expenses", {
      token,
      body: {
        category: "Food & Dining",
        amount: expected.toFixed(2),
        method: "manual",
        date: new Date().toISOString(),
      },
    });
    const alerts = (await call(app, "GET", "/notifications", { token })).body as Array<{
      notificationType: string;
      limit: string;
      spent: string;
    }>;
    expect(alerts.find((a) => a.notificationType === "daily_limit")).toMatchObject({
      limit: expected.toFixed(2),
      spent: expected.toFixed(2),
    });
    expect((await call(app, "GET", "/analytics/daily-limit", { token })).body).toMatchObject({
      todaySpent: expected,
      dailyLimit: expected,
    });
  });
});

describe("analytics after a deletion", () => {
  it("drop the deleted expense from spending, daily limit and the calendar at once", async () => {
    const user = await userWithExpenses("30000");
    const { year, month } = indianClock(new Date());
    const [lunch] = (await call(app, "GET", "/expenses?limit=100", { token: user.token })).body.filter(
      (expense: { amount: string }) => expense.amount === "20.50",
    );
    expect((await call(app, "DELETE", `/expenses/${lunch.id}`, { token: user.token })).status).toBe(200);
    expect((await call(app, "GET", "/analytics/spending", { token: user.token })).body).toEqual({
      totalSpent: 150.25,
      categorySpending: { "Food & Dining": 100.25, Transport: 50 },
    });
    expect((await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body).toMatchObject({
      todaySpent: 150.25,
      dailyLimit: limitOf(3_000_000),
    });

    // The last expenses of the day gone: no dot on the calendar, nothing left in the month.
    const rest = (await call(app, "GET", "/expenses", { token: user.token })).body as { id: string }[];
    for (const expense of rest) await call(app, "DELETE", `/expenses/${expense.id}`, { token: user.token });
    expect(
      (await call(app, "GET", `/analytics/month-summary?year=${year}&month=${month}`, { token: user.token }))
        .body,
    ).toEqual({ expenseDates: [] });
    expect((await call(app, "GET", "/analytics/spending", { token: user.token })).body).toEqual({
      totalSpent: 0,
      categorySpending: {},
    });
  });
});

describe("analytics privacy and sessions", () => {
  it("never counts another user's expenses and answers 401 when signed out", async () => {
    await userWithExpenses("30000");
    const other = await signedInUser(app);
    const { year, month } = indianClock(new Date());
    expect((await call(app, "GET", "/analytics/spending", { token: other.token })).body.totalSpent).toBe(0);
    expect(
      (await call(app, "GET", `/analytics/month-summary?year=${year}&month=${month}`, { token: other.token }))
        .body,
    ).toEqual({ expenseDates: [] });
    for (const path of [
      "/analytics/spending",
      "/analytics/daily-limit",
      "/analytics/month-summary?year=2026&month=1",
    ]) {
      expect((await call(app, "GET", path)).status).toBe(401);
    }
  });
});
