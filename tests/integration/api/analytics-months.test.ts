// GET /api/analytics/months: the Analytics month switcher and six-month totals (docs/product.md §4.26).
import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("GET /api/analytics/months", () => {
  it("lists every Indian month with spending and its total, newest first, the caller's only", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    for (const [date, amount] of [
      ["2026-08-31T23:00:00+05:30", "100.50"],
      // 31 August 20:00 UTC is 1 September in India.
      ["2026-08-31T20:00:00Z", "200"],
      ["2026-09-15T10:00:00+05:30", "49.50"],
      ["2026-06-01T10:00:00+05:30", "1000"],
    ] as const) {
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Groceries", amount, date },
      });
    }
    await call(app, "POST", "/expenses", {
      token: other.token,
      body: { category: "Groceries", amount: "5", date: "2026-07-10T10:00:00+05:30" },
    });
    const res = await call(app, "GET", "/analytics/months", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { month: "2026-09", total: 249.5 },
      { month: "2026-08", total: 100.5 },
      { month: "2026-06", total: 1000 },
    ]);
    expect((await call(app, "GET", "/analytics/months")).status).toBe(401);
  });
});
