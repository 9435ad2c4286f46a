// Category kinds through the API (docs/product.md §4.32, docs/api.md): a custom category set aside on
// creation or later, refused kinds and names, and analytics' set-aside figure beside spending.
import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const spend = (token: string, category: string, amount: string) =>
  call(app, "POST", "/expenses", { token, body: { category, amount, method: "manual" } });

const thisMonth = () => {
  const [year, month] = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" })
    .format(new Date())
    .split("-");
  return `year=${Number(year)}&month=${Number(month)}`;
};

describe("set-aside categories through the API", () => {
  it("keeps a custom category's kind, and analytics shows set-aside money apart from spending", async () => {
    const user = await signedInUser(app);
    const added = await call(app, "POST", "/categories", {
      token: user.token,
      body: { name: "Chit fund", kind: "set_aside" },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: "Chit fund", kind: "set_aside" });
    await call(app, "POST", "/categories", { token: user.token, body: { name: "Gold" } });
    await spend(user.token, "Chit fund", "1000");
    await spend(user.token, "SIP", "2500.50");
    await spend(user.token, "Gold", "300");
    await spend(user.token, "Food & Dining", "120.25");

    const spending = await call(app, "GET", `/analytics/spending?${thisMonth()}`, { token: user.token });
    expect(spending.body).toEqual({
      totalSpent: 420.25,
      categorySpending: { "Food & Dining": 120.25, Gold: 300 },
    });
    const setAside = await call(app, "GET", `/analytics/set-aside?${thisMonth()}`, { token: user.token });
    expect(setAside.body).toEqual({
      totalSetAside: 3500.5,
      categorySetAside: { "Chit fund": 1000, Investments: 2500.5 },
    });

    const changed = await call(app, "POST", "/categories/kind", {
      token: user.token,
      body: { name: "gold", kind: "set_aside" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Gold", kind: "set_aside" });
    const after = await call(app, "GET", `/analytics/spending?${thisMonth()}`, { token: user.token });
    expect(after.body.totalSpent).toBe(120.25);
    const list = await call(app, "GET", "/categories", { token: user.token });
    expect(list.body.map((c: { name: string; kind: string }) => [c.name, c.kind])).toEqual([
      ["Chit fund", "set_aside"],
      ["Gold", "set_aside"],
    ]);
  });

  it("answers 400 for an unknown kind or a default category, 404 for a name that is not the caller's", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await call(app, "POST", "/categories", { token: owner.token, body: { name: "Chit fund" } });
    const badKind = await call(app, "POST", "/categories", {
      token: owner.token,
      body: { name: "Stocks", kind: "savings" },
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toBe("kind must be spending or set_aside");
    const builtIn = await call(app, "POST", "/categories/kind", {
      token: owner.token,
      body: { name: "Rent", kind: "set_aside" },
    });
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.message).toBe('"Rent" is a default category; its kind is fixed');
    const notTheirs = await call(app, "POST", "/categories/kind", {
      token: other.token,
      body: { name: "Chit fund", kind: "set_aside" },
    });
    expect(notTheirs.status).toBe(404);
    const badMonth = await call(app, "GET", "/analytics/set-aside?year=2026&month=13", {
      token: owner.token,
    });
    expect(badMonth.status).toBe(400);
  });
});
