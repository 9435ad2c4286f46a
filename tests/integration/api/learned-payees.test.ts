// Forgetting a learned payee category (docs/capture.md, "Explainable and undoable"): through the real
// API and Postgres, forgetting one mapping removes exactly that row of exactly that user — the same
// payee learned by someone else, and the user's other payees, stay; and another user cannot forget it
// for them, neither through the API nor with a delete of their own under RLS.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { as } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const teach = (who: User, merchant: string, category: string) =>
  call(app, "POST", "/expenses", {
    token: who.token,
    body: {
      category,
      description: merchant,
      merchant,
      method: "message",
      amount: "120.00",
      date: "2026-11-14T12:30:00+05:30",
      messageRef: `ref:${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`,
    },
  });

const categories = async (who: User): Promise<Record<string, string>> =>
  (await call(app, "GET", "/merchant-categories", { token: who.token })).body.categories;

describe("forgetting a learned payee", () => {
  let asha: User;
  let ravi: User;
  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
    for (const [who, merchant, category] of [
      [asha, "Swiggy", "Groceries"],
      [asha, "Zepto", "Food & Dining"],
      [ravi, "Swiggy", "Shopping"],
    ] as const) {
      expect((await teach(who, merchant, category)).status).toBe(201);
    }
  });

  it("removes only that payee of only that user", async () => {
    const forgotten = await call(app, "DELETE", "/merchant-categories/swiggy", { token: asha.token });
    expect(forgotten.status).toBe(200);
    expect(forgotten.body).toEqual({ message: "Forgotten", key: "swiggy" });
    expect(await categories(asha)).toEqual({ zepto: "Food & Dining" });
    expect(await categories(ravi)).toEqual({ swiggy: "Shopping" });
    // Forgetting twice is a 404 that says why, not a silent success.
    const again = await call(app, "DELETE", "/merchant-categories/swiggy", { token: asha.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("No learned category for this merchant");
  });

  it("never lets another user forget it for them, through the API or the database", async () => {
    expect((await call(app, "DELETE", "/merchant-categories/zepto", { token: ravi.token })).status).toBe(404);
    const deleted = await as(
      { id: ravi.id, email: ravi.email, appMetadata: {} },
      (tx) => tx`delete from public.merchant_categories where user_id = ${asha.id} returning 1`,
    );
    expect(deleted).toHaveLength(0);
    const [row] = await adminSql()`
      select category from public.merchant_categories where user_id = ${asha.id} and merchant_key = 'zepto'`;
    expect(row?.category).toBe("Food & Dining");
  });

  it("answers 400 for a key that is too long and 401 without a session", async () => {
    const long = await call(app, "DELETE", `/merchant-categories/${"a".repeat(101)}`, { token: asha.token });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("The merchant key must be 1 to 100 characters");
    expect((await call(app, "DELETE", "/merchant-categories/zepto")).status).toBe(401);
  });
});
