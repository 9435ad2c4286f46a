// A household's budget through /api (docs/api.md "Household budget"): GET/PUT
// /api/households/:id/budget — the owner sets it, members read it with the household's spending
// (whole shared expenses in the Indian month), 400s that name the problem, 404 for a non-member,
// 403 for a member on PUT — and its alerts in every member's /api/notifications.
import { describe, expect, it } from "vitest";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
// 20 Nov 2026 in India: "this month" is November whatever day the suite runs.
const november = testApp({ now: () => new Date("2026-11-20T06:30:00Z") });
type User = Awaited<ReturnType<typeof signedInUser>>;

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

describe("household budget through the API", () => {
  it("the owner sets it; members read it with the household's spending; others get 404, members 403 on PUT", async () => {
    const [owner, member, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, member);
    const path = `/households/${home}/budget`;

    const none = await call(november, "GET", path, { token: member.token });
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      month: "2026-11",
      setFrom: null,
      total: null,
      categories: {},
      spent: "0.00",
      spentByCategory: {},
      role: "member",
    });

    const set = await call(november, "PUT", path, {
      token: owner.token,
      body: { total: "20000", categories: { Rent: "12000", healthcare: 1000 } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      month: "2026-11",
      setFrom: "2026-11",
      total: "20000.00",
      categories: { Rent: "12000.00", Health: "1000.00" },
      role: "owner",
    });

    // A ₹3,000 shared dinner counts whole in the household's spending (not the ₹1,500 shares).
    const dinner = await call(app, "POST", "/expenses", {
      token: member.token,
      body: {
        amount: "3000",
        category: "Food & Dining",
        date: "2026-11-18T21:00:00+05:30",
        householdId: home,
        split: { mode: "equal", members: [owner.id, member.id] },
      },
    });
    expect(dinner.status).toBe(201);
    const read = await call(november, "GET", path, { token: member.token });
    expect(read.body).toMatchObject({
      total: "20000.00",
      spent: "3000.00",
      spentByCategory: { "Food & Dining": "3000.00" },
    });
    // A later month reads the budget it was set from; an earlier one has none.
    const december = await call(november, "GET", `${path}?month=2026-12`, { token: owner.token });
    expect(december.body).toMatchObject({
      month: "2026-12",
      setFrom: "2026-11",
      total: "20000.00",
      spent: "0.00",
    });
    const october = await call(november, "GET", `${path}?month=2026-10`, { token: owner.token });
    expect(october.body).toMatchObject({ setFrom: null, total: null });

    expect((await call(november, "GET", path, { token: stranger.token })).status).toBe(404);
    expect((await call(november, "PUT", path, { token: stranger.token, body: { total: 5000 } })).status).toBe(
      404,
    );
    const notOwner = await call(november, "PUT", path, { token: member.token, body: { total: 5000 } });
    expect(notOwner.status).toBe(403);
    expect(notOwner.body).toEqual({ message: "Only the household's owner can set its budget" });
    expect(
      (await call(november, "GET", "/households/not-a-uuid/budget", { token: owner.token })).status,
    ).toBe(404);
  });

  it("answers bad input with a 400 that names the problem, and writes nothing", async () => {
    const owner = await signedInUser(app);
    const home = await householdOf(owner);
    const path = `/households/${home}/budget`;
    const cases: [unknown, string][] = [
      [{}, "Budget amount is required"],
      [{ total: "999" }, "Budget must be between ₹1,000 and ₹1,00,000"],
      [{ total: "5000", categories: { Rent: "-5" } }, "Category budgets must not be negative"],
      [{ total: "5000", categories: { Rent: "10.5" } }, "Category budgets must be whole rupee amounts"],
      [{ total: "5000", categories: "Rent" }, "categories must be an object of category name to amount"],
      [{ total: "5000", month: "Nov" }, "month must be a month written YYYY-MM"],
      [{ total: "5000", month: "2026-10" }, "A household budget is set for this month or a later one"],
      [
        { total: "5000", categories: { Snacks: "10" } },
        "Each budget category must be a known category or a member's own",
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(november, "PUT", path, { token: owner.token, body });
      expect([answer.status, answer.body]).toEqual([400, { message }]);
    }
    const bad = await call(november, "GET", `${path}?month=2026-13`, { token: owner.token });
    expect([bad.status, bad.body]).toEqual([400, { message: "month must be a month written YYYY-MM" }]);
    expect((await call(november, "GET", path, { token: owner.token })).body).toMatchObject({ total: null });
  });

  it("its alerts reach every member's notifications, once, naming the household", async () => {
    const [owner, member, third] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, member, third);
    // This month (the real one: alerts are raised only for the month under way).
    expect(
      (await call(app, "PUT", `/households/${home}/budget`, { token: owner.token, body: { total: 3000 } }))
        .status,
    ).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const shared = await call(app, "POST", "/expenses", {
        token: third.token,
        body: {
          amount: "900",
          category: "Groceries",
          householdId: home,
          split: { mode: "equal", members: [owner.id, member.id, third.id] },
        },
      });
      expect(shared.status).toBe(201);
    }
    for (const who of [owner, member, third]) {
      const list = await call(app, "GET", "/notifications", { token: who.token });
      const household = (
        list.body as { notificationType: string; householdId: string | null; householdName: string }[]
      )
        .filter((n) => n.householdId === home && n.notificationType !== "daily_limit")
        .map((n) => [n.notificationType, n.householdName]);
      expect(household).toEqual([["budget_50", "Flat 302"]]);
    }
  });
});
