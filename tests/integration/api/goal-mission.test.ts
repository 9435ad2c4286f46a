// The goal mission ("Put ₹500 towards Goa trip", docs/product.md §4.33) is judged from today's goal
// moves: /api/goals answers each goal's net move of the Indian day, money taken out counted off, and
// a move made before today's Indian midnight not at all.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("/api/goals movedToday", () => {
  it("is today's net move into each goal, in Indian days", async () => {
    const user = await signedInUser(app);
    const goal = await call(app, "POST", "/goals", {
      token: user.token,
      body: { name: "Goa trip", targetAmount: "20000", targetDate: "2027-03-31" },
    });
    const other = await call(app, "POST", "/goals", {
      token: user.token,
      body: { name: "Phone", targetAmount: "5000" },
    });
    expect(goal.body.movedToday).toBe("0.00");

    // A move made one minute before today's Indian midnight belongs to yesterday.
    await adminSql()`
      insert into savings_goal_moves (goal_id, user_id, amount, created_at)
      values (${goal.body.id}, ${user.id}, 1000, private.ist_start_of(private.ist_today()) - interval '1 minute')`;
    await call(app, "POST", `/goals/${goal.body.id}/moves`, { token: user.token, body: { amount: "700" } });
    await call(app, "POST", `/goals/${goal.body.id}/moves`, {
      token: user.token,
      body: { amount: "200.50", direction: "out" },
    });
    await call(app, "POST", `/goals/${other.body.id}/moves`, { token: user.token, body: { amount: "50" } });

    const list = await call(app, "GET", "/goals", { token: user.token });
    expect(
      list.body.map((row: { name: string; balance: string; movedToday: string }) => [
        row.name,
        row.balance,
        row.movedToday,
      ]),
    ).toEqual([
      ["Goa trip", "1499.50", "499.50"],
      ["Phone", "50.00", "50.00"],
    ]);
  });
});
