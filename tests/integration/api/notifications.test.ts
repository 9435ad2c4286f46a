import { randomUUID } from "node:crypto";
import { alertText, storedAlertMessage } from "@shared/budget/alert-text.ts";
import { ENGLISH_ALERT_WORDS } from "@shared/budget/alert-words-en.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";
import { rentDueAtMonthEnd } from "./daily-limit.ts";

const app = testApp();

const rentDueLater = (token: string, amount: string) => rentDueAtMonthEnd(app, token, amount);

/**
 * A user whose spending crossed 50% of a ₹1,000 budget and today's daily limit (at most ₹600: ₹400
 * of rent is still due), so the database raised alerts.
 */
async function alertedUser() {
  const user = await signedInUser(app);
  await call(app, "POST", "/budget", { token: user.token, body: { amount: "1000" } });
  await rentDueLater(user.token, "400");
  await call(app, "POST", "/expenses", {
    token: user.token,
    body: { category: "Shopping", amount: "600", method: "manual", date: new Date().toISOString() },
  });
  return user;
}

describe("/api/notifications", () => {
  it("lists unread alerts newest first and marks one read", async () => {
    const user = await alertedUser();
    const list = await call(app, "GET", "/notifications", { token: user.token });
    expect(list.status).toBe(200);
    const types = list.body.map((n: { notificationType: string }) => n.notificationType).sort();
    expect(types).toEqual(["budget_50", "daily_limit"]);
    for (const n of list.body) {
      expect(Object.keys(n).sort()).toEqual([
        "createdAt",
        "householdId",
        "householdName",
        "id",
        "limit",
        "message",
        "notificationType",
        "percent",
        "spent",
        "threshold",
        "triggerDate",
      ]);
      // The user's own alerts: no household (a household's alert names it, household-budget.test.ts).
      expect([n.householdId, n.householdName]).toEqual([null, null]);
      expect(n.triggerDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // When it was raised, to the second (not the Indian day at midnight).
      expect(Math.abs(Date.parse(n.createdAt) - Date.now())).toBeLessThan(60_000);
    }

    const first = list.body[0];
    const read = await call(app, "POST", `/notifications/${first.id}/read`, { token: user.token });
    expect(read.status).toBe(200);
    const after = await call(app, "GET", "/notifications", { token: user.token });
    expect(after.body.map((n: { id: string }) => n.id)).not.toContain(first.id);
    expect(after.body).toHaveLength(1);
    // Marking twice is harmless.
    expect((await call(app, "POST", `/notifications/${first.id}/read`, { token: user.token })).status).toBe(
      200,
    );
  });

  it("gives every alert of one expense its own threshold and figures, the highest first, in a stable order", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "30000" } });
    await rentDueLater(user.token, "5400");
    // Today's daily limit: (₹30,000 − ₹5,400 of rent still due) ÷ the days left, at most ₹24,600.
    const { dailyLimit } = (await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body;
    // ₹24,600 at once: past 50 % and 80 % of the month, and at or past today's daily limit.
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Shopping", amount: "24600", method: "manual", date: new Date().toISOString() },
    });
    const first = await call(app, "GET", "/notifications", { token: user.token });
    expect(first.body.map((n: { notificationType: string }) => n.notificationType)).toEqual([
      "budget_80",
      "budget_50",
      "daily_limit",
    ]);
    const [at80, at50, daily] = first.body;
    expect(at50).toMatchObject({ threshold: 50, spent: "24600.00", limit: "30000.00", percent: 82 });
    expect(at80).toMatchObject({ threshold: 80, spent: "24600.00", limit: "30000.00", percent: 82 });
    expect(daily).toMatchObject({ threshold: null, spent: "24600.00", limit: dailyLimit.toFixed(2) });
    expect(daily.percent).toBeGreaterThanOrEqual(100);
    expect(at50.message).toBe("Half your budget used. You've passed ₹15,000 of your ₹30,000 monthly budget.");
    expect(at50.message).not.toContain("82");
    // The stored English is what the app's renderer writes from the same figures.
    for (const n of first.body) {
      const rendered = alertText(
        { ...n, spent: paiseFromWire(n.spent), limit: paiseFromWire(n.limit) },
        formatRupees,
        ENGLISH_ALERT_WORDS,
      );
      expect(rendered && storedAlertMessage(rendered)).toBe(n.message);
    }
    for (let read = 0; read < 3; read++) {
      const again = await call(app, "GET", "/notifications", { token: user.token });
      expect(again.body.map((n: { id: string }) => n.id)).toEqual(
        first.body.map((n: { id: string }) => n.id),
      );
    }
  });

  it("answers 404 for another user's notification, an unknown id and a malformed id", async () => {
    const owner = await alertedUser();
    const other = await signedInUser(app);
    const [mine] = (await call(app, "GET", "/notifications", { token: owner.token })).body;
    expect((await call(app, "GET", "/notifications", { token: other.token })).body).toEqual([]);
    const res = await call(app, "POST", `/notifications/${mine.id}/read`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Notification not found");
    expect((await call(app, "GET", "/notifications", { token: owner.token })).body).toHaveLength(2);
    expect(
      (await call(app, "POST", `/notifications/${randomUUID()}/read`, { token: owner.token })).status,
    ).toBe(404);
    expect((await call(app, "POST", "/notifications/42/read", { token: owner.token })).status).toBe(404);
  });

  it("answers 401 when signed out", async () => {
    expect((await call(app, "GET", "/notifications")).status).toBe(401);
    expect((await call(app, "POST", `/notifications/${randomUUID()}/read`)).status).toBe(401);
  });
});
