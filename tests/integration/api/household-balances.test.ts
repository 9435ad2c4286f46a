// Balances and settling up through /api (docs/api.md "Balances and settlements"): GET
// /api/households/:id/balances after a ₹3,000 dinner three ways, a settlement moving the nets, its
// undo by its maker only, the refusals of a bad settlement, and a UPI link to pay a member who gave
// their UPI ID. A settlement is not spending.
import { describe, expect, it } from "vitest";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

const DAY = "2026-11-18";

async function nets(who: User, home: string) {
  const answer = await call(app, "GET", `/households/${home}/balances`, { token: who.token });
  expect(answer.status).toBe(200);
  const members = answer.body.members as { userId: string; net: string }[];
  return {
    nets: Object.fromEntries(members.map((member) => [member.userId, member.net])),
    transfers: answer.body.transfers as {
      from: string;
      to: string;
      amount: string;
      upiLink: string | null;
    }[],
  };
}

describe("household balances and settlements", () => {
  it("a ₹3,000 dinner three ways: the payer is owed ₹2,000, the others owe ₹1,000; settling moves it", async () => {
    const [asha, ravi, meera, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(asha, ravi, meera);
    const dinner = await call(app, "POST", "/expenses", {
      token: asha.token,
      body: {
        amount: "3000",
        category: "Food",
        description: "Dinner",
        date: `${DAY}T21:00:00+05:30`,
        householdId: home,
        split: { mode: "equal", members: [asha.id, ravi.id, meera.id] },
      },
    });
    expect(dinner.status).toBe(201);
    const upi = await call(app, "PATCH", "/profile", { token: asha.token, body: { upiId: "asha.k@okbank" } });
    expect(upi.status).toBe(200);

    const before = await nets(ravi, home);
    expect(before.nets).toEqual({ [asha.id]: "2000.00", [ravi.id]: "-1000.00", [meera.id]: "-1000.00" });
    expect(before.transfers).toHaveLength(2);
    for (const transfer of before.transfers)
      expect(transfer).toMatchObject({ to: asha.id, amount: "1000.00" });
    expect(before.transfers.map((transfer) => transfer.from).sort()).toEqual([ravi.id, meera.id].sort());
    expect(before.transfers[0]?.upiLink).toMatch(
      /^upi:\/\/pay\?pa=asha\.k%40okbank&pn=.*&am=1000\.00&cu=INR&tn=/,
    );

    // Ravi pays Asha back ₹1,000: he is square; Asha is owed ₹1,000 by Meera. Not spending.
    const paid = await call(app, "POST", `/households/${home}/settlements`, {
      token: ravi.token,
      body: { to: asha.id, amount: "1000" },
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ from: ravi.id, to: asha.id, amount: "1000.00" });
    const after = await nets(meera, home);
    expect(after.nets).toEqual({ [asha.id]: "1000.00", [ravi.id]: "0.00", [meera.id]: "-1000.00" });
    expect(after.transfers).toEqual([
      expect.objectContaining({ from: meera.id, to: asha.id, amount: "1000.00" }),
    ]);
    const summary = await call(app, "GET", `/expenses/summary?date=${DAY}`, { token: ravi.token });
    expect(summary.body.total).toBe("1000.00");

    // Only Ravi undoes it.
    const settlement = paid.body.id as string;
    const byOther = await call(app, "DELETE", `/households/${home}/settlements/${settlement}`, {
      token: asha.token,
    });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe("Only the member who recorded a settlement can undo it");
    const byStranger = await call(app, "DELETE", `/households/${home}/settlements/${settlement}`, {
      token: stranger.token,
    });
    expect(byStranger.status).toBe(404);
    const undone = await call(app, "DELETE", `/households/${home}/settlements/${settlement}`, {
      token: ravi.token,
    });
    expect(undone.status).toBe(200);
    expect((await nets(asha, home)).nets).toEqual(before.nets);

    // Not a member: 404, whatever the household.
    expect((await call(app, "GET", `/households/${home}/balances`, { token: stranger.token })).status).toBe(
      404,
    );
  });

  it("refuses a bad settlement with a clear 400, and a non-member with 404", async () => {
    const [asha, ravi, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(asha, ravi);
    const settle = (who: User, body: unknown) =>
      call(app, "POST", `/households/${home}/settlements`, { token: who.token, body });
    const cases: [unknown, string][] = [
      [{ to: ravi.id, amount: "0" }, "Amount must be greater than 0"],
      [{ to: ravi.id, amount: "1.005" }, "Amount must be a number greater than 0 with at most 2 decimals"],
      [{ to: asha.id, amount: "10" }, "You cannot settle up with yourself"],
      [{ to: stranger.id, amount: "10" }, "You can only pay back a current member of the household"],
      [{ to: "someone", amount: "10" }, "to must be the user id of the member you paid"],
    ];
    for (const [body, message] of cases) {
      const refused = await settle(asha, body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await settle(stranger, { to: asha.id, amount: "10" })).status).toBe(404);
  });

  it("a former member appears while their net is not 0", async () => {
    const [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(asha, ravi);
    const paid = await call(app, "POST", `/households/${home}/settlements`, {
      token: ravi.token,
      body: { to: asha.id, amount: "300" },
    });
    expect(paid.status).toBe(201);
    expect((await call(app, "POST", `/households/${home}/leave`, { token: ravi.token })).status).toBe(200);
    const answer = await call(app, "GET", `/households/${home}/balances`, { token: asha.token });
    expect(answer.body.members).toEqual([
      expect.objectContaining({ userId: asha.id, net: "-300.00", former: false }),
      expect.objectContaining({ userId: ravi.id, net: "300.00", former: true }),
    ]);
    expect(answer.body.transfers).toEqual([
      expect.objectContaining({ from: asha.id, to: ravi.id, amount: "300.00", upiLink: null }),
    ]);
  });

  it("a member stores a UPI ID on their profile (name@bank, cleared when empty); anything else is a 400", async () => {
    const asha = await signedInUser(app);
    const saved = await call(app, "PATCH", "/profile", {
      token: asha.token,
      body: { upiId: " asha.k@okbank " },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.upiId).toBe("asha.k@okbank");
    expect((await call(app, "GET", "/auth/user", { token: asha.token })).body.upiId).toBe("asha.k@okbank");
    for (const upiId of ["asha", "asha@", "a b@okbank", `${"a".repeat(250)}@okbank`]) {
      const refused = await call(app, "PATCH", "/profile", { token: asha.token, body: { upiId } });
      expect(refused.status, upiId).toBe(400);
      expect(refused.body.message).toBe("A UPI ID looks like name@bank");
    }
    const cleared = await call(app, "PATCH", "/profile", { token: asha.token, body: { upiId: "" } });
    expect(cleared.body.upiId).toBeNull();
  });
});
