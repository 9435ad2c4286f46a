// A shared expense saved without a connection (docs/offline.md, docs/api.md "Shared expenses"): the
// offline queue sends each queued save as its own POST /api/expenses under the save's Idempotency-Key,
// in queue order. Sent again (its answer lost) or by two tabs at once, it is stored once with one set
// of shares; a queued item whose split is wrong is refused on its own and the others are saved.
import { describe, expect, it } from "vitest";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

const DAY = "2026-11-18";

/** One queued save as the queue sends it: the save's body under its Idempotency-Key. */
const sendQueued = (who: User, key: string, body: Record<string, unknown>) =>
  call(app, "POST", "/expenses", { token: who.token, headers: { "Idempotency-Key": key }, body });

async function householdExpenses(who: User, home: string) {
  const list = await call(app, "GET", `/households/${home}/expenses`, { token: who.token });
  expect(list.status).toBe(200);
  return list.body as { id: string; description: string; shares: { userId: string; amount: string }[] }[];
}

describe("shared expenses saved offline", () => {
  it("are stored once with one set of shares, however often (or however concurrently) the queue sends them", async () => {
    const [me, flatmate] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(me, flatmate);
    const key = crypto.randomUUID();
    const dinner = {
      amount: "300",
      category: "Food",
      description: "Dinner",
      date: `${DAY}T21:00:00+05:30`,
      householdId: home,
      split: { mode: "equal", members: [me.id, flatmate.id] },
    };
    // Two tabs draining at once (or a retry racing the first try) send the same save together.
    const [first, second] = await Promise.all([sendQueued(me, key, dinner), sendQueued(me, key, dinner)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    // The answer lost on the way: the queue sends it once more.
    const again = await sendQueued(me, key, dinner);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);

    const rows = await householdExpenses(flatmate, home);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.shares.map((share) => share.amount).sort()).toEqual(["150.00", "150.00"]);
    const summary = await call(app, "GET", `/expenses/summary?date=${DAY}`, { token: flatmate.token });
    expect(summary.body.total).toBe("150.00");
  });

  it("refuse a queued item whose split is wrong on its own, and save the items queued around it", async () => {
    const [me, flatmate] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(me, flatmate);
    const shared = (description: string, amounts: Record<string, string>) => ({
      amount: "300",
      category: "Food",
      description,
      date: `${DAY}T20:00:00+05:30`,
      householdId: home,
      split: { mode: "exact", members: Object.keys(amounts), amounts },
    });
    const queue = [
      {
        key: crypto.randomUUID(),
        body: { amount: "40", category: "Transport", date: `${DAY}T09:00:00+05:30` },
      },
      { key: crypto.randomUUID(), body: shared("Groceries", { [me.id]: "200", [flatmate.id]: "50" }) },
      { key: crypto.randomUUID(), body: shared("Dinner", { [me.id]: "200", [flatmate.id]: "100" }) },
    ];
    const answers = [];
    for (const item of queue) answers.push(await sendQueued(me, item.key, item.body));
    expect(answers.map((answer) => answer.status)).toEqual([201, 400, 201]);
    expect(answers[1]?.body.message).toBe("The shares add up to ₹250.00, not ₹300.00");

    // Sent again (the queue retries what it has not seen confirmed): nothing new, the refusal stays.
    const retried = [];
    for (const item of queue) retried.push(await sendQueued(me, item.key, item.body));
    expect(retried.map((answer) => answer.status)).toEqual([200, 400, 200]);

    const rows = await householdExpenses(flatmate, home);
    expect(rows.map((row) => row.description)).toEqual(["Dinner"]);
    const summary = await call(app, "GET", `/expenses/summary?date=${DAY}`, { token: me.token });
    expect(summary.body.total).toBe("240.00");
  });
});
