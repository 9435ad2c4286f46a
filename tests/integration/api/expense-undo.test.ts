// Undo of a delete: DELETE keeps the expense restorable for a short while, and
// POST /api/expenses/:id/restore brings the very same row back (id, receipt, creation time, totals),
// without raising any budget alert a second time.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { adminSql, dailyTotalsAndFresh } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { rentDueAtMonthEnd } from "./daily-limit.ts";

const app = testApp();

const storedRow = async (id: string) =>
  (
    await adminSql()`
      select id::text, user_id::text, amount::text, category, description, method, paid_with, spent_at,
        created_at, receipt_path, idempotency_key
      from public.expenses where id = ${id}`
  )[0];

const alertsOf = async (userId: string) =>
  [
    ...(await adminSql()`
      select id::text, notification_type, period::text, message, read_at
      from public.budget_notifications where user_id = ${userId} order by notification_type`),
  ].map((row) => ({ ...row }));

describe("undo a delete", () => {
  it("brings back the same expense, receipt and totals", async () => {
    const user = await signedInUser(app);
    const saved = await call(app, "POST", "/expenses", {
      token: user.token,
      headers: { "Idempotency-Key": randomUUID() },
      body: {
        category: "Groceries",
        description: "Kirana",
        method: "receipt",
        amount: "250.75",
        date: "2026-11-30T23:55:00+05:30",
        paidWith: "upi",
        receiptPath: `${user.id}/${randomUUID()}.jpg`,
      },
    });
    expect(saved.status).toBe(201);
    const before = await storedRow(saved.body.id);
    const totalsBefore = await dailyTotalsAndFresh(user.id);

    const deleted = await call(app, "DELETE", `/expenses/${saved.body.id}`, { token: user.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: "Expense deleted", id: saved.body.id });
    const window = new Date(deleted.body.restorableUntil).getTime() - Date.now();
    expect(window).toBeGreaterThan(60_000);
    expect(window).toBeLessThanOrEqual(120_000);
    expect(await storedRow(saved.body.id)).toBeUndefined();
    expect((await dailyTotalsAndFresh(user.id)).stored).toEqual([]);

    const restored = await call(app, "POST", `/expenses/${saved.body.id}/restore`, { token: user.token });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual(saved.body);
    expect(await storedRow(saved.body.id)).toEqual(before);
    const totalsAfter = await dailyTotalsAndFresh(user.id);
    expect(totalsAfter).toEqual(totalsBefore);
    expect(totalsAfter.stored).toEqual(totalsAfter.fresh);
    const listed = await call(app, "GET", "/expenses?date=2026-11-30", { token: user.token });
    expect(listed.body).toEqual([saved.body]);

    // Once back, there is nothing left to restore; and it can be deleted (and undone) again.
    const again = await call(app, "POST", `/expenses/${saved.body.id}/restore`, { token: user.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("This expense can no longer be restored");
    expect((await call(app, "DELETE", `/expenses/${saved.body.id}`, { token: user.token })).status).toBe(200);
    expect(
      (await call(app, "POST", `/expenses/${saved.body.id}/restore`, { token: user.token })).status,
    ).toBe(200);
  });

  it("restores nothing for another user, for ids never deleted, or after the window", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const saved = await call(app, "POST", "/expenses", {
      token: owner.token,
      body: { category: "Rent", method: "manual", amount: "9000" },
    });
    await call(app, "DELETE", `/expenses/${saved.body.id}`, { token: owner.token });
    expect(
      (await call(app, "POST", `/expenses/${saved.body.id}/restore`, { token: other.token })).status,
    ).toBe(404);
    expect(await storedRow(saved.body.id)).toBeUndefined();
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect((await call(app, "POST", `/expenses/${id}/restore`, { token: owner.token })).status).toBe(404);
    }
    expect((await call(app, "POST", `/expenses/${saved.body.id}/restore`)).status).toBe(401);

    // Three minutes later the copy is past the window: no restore, and the next delete purges it.
    await adminSql()`
      update private.deleted_expenses set deleted_at = now() - interval '3 minutes' where id = ${saved.body.id}`;
    expect(
      (await call(app, "POST", `/expenses/${saved.body.id}/restore`, { token: owner.token })).status,
    ).toBe(404);
    const next = await call(app, "POST", "/expenses", {
      token: other.token,
      body: { category: "Rent", method: "manual", amount: "1" },
    });
    await call(app, "DELETE", `/expenses/${next.body.id}`, { token: other.token });
    const kept = await adminSql()`select id::text from private.deleted_expenses where id = ${saved.body.id}`;
    expect(kept).toEqual([]);
  });

  it("never raises an alert twice: an undone delete leaves the notifications as they were", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "10000" } });
    // Today's daily limit is at most ₹6,000: ₹4,000 of rent is still due this month.
    await rentDueAtMonthEnd(app, user.token, "4000");
    const big = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Shopping", method: "manual", amount: "6000", date: new Date().toISOString() },
    });
    const raised = await alertsOf(user.id);
    expect(raised.map((a) => a.notification_type)).toEqual(["budget_50", "daily_limit"]);
    // The user reads one of them.
    const fifty = raised.find((a) => a.notification_type === "budget_50");
    expect((await call(app, "POST", `/notifications/${fifty?.id}/read`, { token: user.token })).status).toBe(
      200,
    );
    const before = await alertsOf(user.id);

    await call(app, "DELETE", `/expenses/${big.body.id}`, { token: user.token });
    await call(app, "POST", `/expenses/${big.body.id}/restore`, { token: user.token });
    expect(await alertsOf(user.id)).toEqual(before);

    await call(app, "DELETE", `/expenses/${big.body.id}`, { token: user.token });
    // Meanwhile another expense crosses 50 % again: nothing new either.
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Transport", method: "manual", amount: "5100", date: new Date().toISOString() },
    });
    await call(app, "POST", `/expenses/${big.body.id}/restore`, { token: user.token });
    // Together ₹11,100: past 80 % and 100 % for the first time, so those two are new; 50 % and the
    // daily limit are the same rows as before, the read one still read.
    const after = await alertsOf(user.id);
    expect(after.map((a) => a.notification_type)).toEqual([
      "budget_100",
      "budget_50",
      "budget_80",
      "daily_limit",
    ]);
    expect(
      after.filter((a) => a.notification_type === "budget_50" || a.notification_type === "daily_limit"),
    ).toEqual(before);
  });
});
