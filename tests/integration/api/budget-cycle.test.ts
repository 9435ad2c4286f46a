// The budget cycle through the API (docs/product.md §4.31, docs/api.md): the budget carries its start
// day, a change waits for the next cycle, a bad day is a 400, and `period=cycle` answers the cycle's
// spending with its bounds.
import { cycleBoundsOf } from "@shared/calendar/budget-cycle.ts";
import { addDays, monthEnd } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

async function istToday(): Promise<string> {
  const [row] = await adminSql()<{ today: string }[]>`select private.ist_today()::text as today`;
  return row?.today as string;
}

describe("/api/budget cycleStart", () => {
  it("starts on the chosen day at once for a new budget, and from the next cycle after a change", async () => {
    const user = await signedInUser(app);
    const today = await istToday();
    const created = await call(app, "POST", "/budget", {
      token: user.token,
      body: { amount: "31000", cycleStart: "25" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cycleStart: "25", previousCycleStart: null, cycleStartFrom: null });

    const cycle = cycleBoundsOf(25, today);
    const spending = await call(app, "GET", "/analytics/spending?period=cycle", { token: user.token });
    expect(spending.status).toBe(200);
    expect(spending.body).toEqual({
      startDay: cycle.start,
      endDay: cycle.end,
      totalSpent: 0,
      categorySpending: {},
    });

    // Any day's cycle: the day before this one starts is in the cycle before.
    const before = await call(
      app,
      "GET",
      `/analytics/spending?period=cycle&date=${addDays(cycle.start, -1)}`,
      {
        token: user.token,
      },
    );
    expect(before.body).toMatchObject({
      startDay: cycleBoundsOf(25, addDays(cycle.start, -1)).start,
      endDay: addDays(cycle.start, -1),
    });

    // Saving without cycleStart keeps it; a new day waits for the day after this cycle ends.
    const kept = await call(app, "PUT", "/budget", { token: user.token, body: { amount: "32000" } });
    expect(kept.body).toMatchObject({ amount: "32000.00", cycleStart: "25", cycleStartFrom: null });
    const changed = await call(app, "PUT", "/budget", {
      token: user.token,
      body: { amount: "32000", cycleStart: "last_working_day" },
    });
    expect(changed.body).toMatchObject({
      cycleStart: "last_working_day",
      previousCycleStart: "25",
      cycleStartFrom: addDays(cycle.end, 1),
    });
    const still = await call(app, "GET", "/analytics/spending?period=cycle", { token: user.token });
    expect(still.body).toMatchObject({ startDay: cycle.start, endDay: cycle.end });
  });

  it("refuses a day outside 1–28 with 400 and a clear message", async () => {
    const user = await signedInUser(app);
    for (const cycleStart of ["29", "0", "x", 31]) {
      const answer = await call(app, "POST", "/budget", {
        token: user.token,
        body: { amount: "5000", cycleStart },
      });
      expect(answer.status, String(cycleStart)).toBe(400);
      expect(answer.body.message).toBe("cycleStart must be a day from 1 to 28 or last_working_day");
    }
  });

  it("is the calendar month for everyone who has not picked a day", async () => {
    const user = await signedInUser(app);
    const today = await istToday();
    const answer = await call(app, "GET", "/analytics/spending?period=cycle", { token: user.token });
    expect(answer.body).toMatchObject({ startDay: `${today.slice(0, 8)}01`, endDay: monthEnd(today) });
  });
});
