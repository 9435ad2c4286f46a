// /api/goals (docs/api.md, docs/product.md §4.33): create, list with progress, money in and out,
// milestones once each, delete; 400 with a clear message for bad input, 404 for another user's goal.
import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("/api/goals", () => {
  it("creates a goal, moves money in and out, reports each milestone once, and deletes it", async () => {
    const user = await signedInUser(app);
    const created = await call(app, "POST", "/goals", {
      token: user.token,
      body: { name: "  Goa trip ", targetAmount: "20000", targetDate: "2027-03-31" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Goa trip",
      targetAmount: "20000.00",
      targetDate: "2027-03-31",
      balance: "0.00",
      milestones: [],
    });
    const id = created.body.id;

    const first = await call(app, "POST", `/goals/${id}/moves`, {
      token: user.token,
      body: { amount: "10000.50" },
    });
    expect(first.status).toBe(201);
    expect(first.body.goal.balance).toBe("10000.50");
    expect(first.body.newMilestones).toEqual([25, 50]);

    const out = await call(app, "POST", `/goals/${id}/moves`, {
      token: user.token,
      body: { amount: "5000", direction: "out" },
    });
    expect(out.body.goal.balance).toBe("5000.50");
    expect(out.body.newMilestones).toEqual([]);
    const again = await call(app, "POST", `/goals/${id}/moves`, {
      token: user.token,
      body: { amount: 5000 },
    });
    expect(again.body.newMilestones).toEqual([]);

    const tooMuch = await call(app, "POST", `/goals/${id}/moves`, {
      token: user.token,
      body: { amount: "10000.51", direction: "out" },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("You can take out at most ₹10,000.50: that is what the goal holds");

    const list = await call(app, "GET", "/goals", { token: user.token });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ balance: "10000.50", milestones: [25, 50] });

    expect((await call(app, "DELETE", `/goals/${id}`, { token: user.token })).status).toBe(204);
    expect((await call(app, "GET", "/goals", { token: user.token })).body).toEqual([]);
  });

  it("answers 400 with a clear message for bad input", async () => {
    const user = await signedInUser(app);
    const post = (body: unknown) => call(app, "POST", "/goals", { token: user.token, body });
    const cases: [unknown, string][] = [
      [{ targetAmount: "100" }, "Name is required"],
      [{ name: "   ", targetAmount: "100" }, "Name is required"],
      [{ name: "x".repeat(61), targetAmount: "100" }, "Name must be at most 60 characters"],
      [{ name: "Car", targetAmount: "0.50" }, "Target must be between ₹1 and ₹1,00,00,000"],
      [{ name: "Car", targetAmount: "100000000" }, "Target must be between ₹1 and ₹1,00,00,000"],
      [{ name: "Car", targetAmount: "12.345" }, "Target must be an amount in rupees, like 500 or 499.50"],
      [
        { name: "Car", targetAmount: "100", targetDate: "31-03-2027" },
        "Target date must be a date written yyyy-mm-dd",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const goal = (await post({ name: "Car", targetAmount: "100" })).body;
    for (const [body, message] of [
      [{ amount: "0" }, "Amount must be greater than 0"],
      [{ amount: "-5" }, "Amount must be greater than 0"],
      [{ amount: "5", direction: "sideways" }, "direction must be in or out"],
    ] as const) {
      const res = await call(app, "POST", `/goals/${goal.id}/moves`, { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("answers 404 for another user's goal and for an id that is no goal", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const goal = (
      await call(app, "POST", "/goals", { token: owner.token, body: { name: "Bike", targetAmount: "5000" } })
    ).body;
    const moved = await call(app, "POST", `/goals/${goal.id}/moves`, {
      token: other.token,
      body: { amount: "10" },
    });
    expect(moved.status).toBe(404);
    expect(moved.body.message).toBe("Goal not found");
    expect((await call(app, "DELETE", `/goals/${goal.id}`, { token: other.token })).status).toBe(404);
    expect((await call(app, "DELETE", "/goals/not-a-uuid", { token: owner.token })).status).toBe(404);
    expect((await call(app, "GET", "/goals", { token: other.token })).body).toEqual([]);
    expect((await call(app, "GET", "/goals", { token: owner.token })).body[0].balance).toBe("0.00");
  });
});
