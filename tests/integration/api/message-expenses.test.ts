// Expenses from bank/UPI messages through the real API and Postgres: one expense per message per
// user, batches saved whole or not at all, and learned payee categories that stay with their user.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { as } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const countFor = async (userId: string) =>
  (await adminSql()`select count(*)::int as n from public.expenses where user_id = ${userId}`)[0]
    ?.n as number;

/** A reference no other test (or earlier run on the same stack) used. */
const freshRef = () => `ref:${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`;

const fromMessage = (messageRef: string, extra: Record<string, unknown> = {}) => ({
  category: "Food & Dining",
  description: "Swiggy",
  merchant: "Swiggy",
  method: "message",
  amount: "349.00",
  date: "2026-11-14T12:30:00+05:30",
  messageRef,
  ...extra,
});

describe("one expense per message", () => {
  let asha: User;
  let ravi: User;
  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
  });

  it("refuses the same message twice for one user, with a 409 that says so", async () => {
    const ref = freshRef();
    const first = await call(app, "POST", "/expenses", { token: asha.token, body: fromMessage(ref) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ method: "message", amount: "349.00", description: "Swiggy" });
    const again = await call(app, "POST", "/expenses", { token: asha.token, body: fromMessage(ref) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "This message is already saved as an expense" });
    const rows = await adminSql()`select count(*)::int as n from public.expenses where message_ref = ${ref}`;
    expect(rows[0]?.n).toBe(1);
  });

  it("lets two users save the same reference (one payment, two inboxes)", async () => {
    const ref = freshRef();
    const mine = await call(app, "POST", "/expenses", { token: asha.token, body: fromMessage(ref) });
    const theirs = await call(app, "POST", "/expenses", { token: ravi.token, body: fromMessage(ref) });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
  });

  it("the database itself holds the rule, per user", async () => {
    const ref = freshRef();
    await adminSql()`insert into public.expenses (user_id, amount, category, message_ref)
      values (${asha.id}, 10, 'Others', ${ref}), (${ravi.id}, 10, 'Others', ${ref})`;
    await expect(
      adminSql()`insert into public.expenses (user_id, amount, category, message_ref) values (${asha.id}, 10, 'Others', ${ref})`,
    ).rejects.toMatchObject({ code: "23505", constraint_name: "expenses_message_ref_unique" });
  });

  it("tells the caller which of their messages are saved, and nothing of other users'", async () => {
    const [mine, theirs, never] = [freshRef(), freshRef(), freshRef()];
    await call(app, "POST", "/expenses", { token: asha.token, body: fromMessage(mine) });
    await call(app, "POST", "/expenses", { token: ravi.token, body: fromMessage(theirs) });
    const res = await call(app, "GET", `/expenses/message-refs?refs=${[mine, theirs, never].join(",")}`, {
      token: asha.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: [mine] });
    const tooMany = Array.from({ length: 101 }, freshRef).join(",");
    expect(
      (await call(app, "GET", `/expenses/message-refs?refs=${tooMany}`, { token: asha.token })).status,
    ).toBe(400);
    expect((await call(app, "GET", "/expenses/message-refs", { token: asha.token })).status).toBe(400);
    expect((await call(app, "GET", `/expenses/message-refs?refs=${mine}`)).status).toBe(401);
  });

  it("keeps the old ways of adding an expense as they were", async () => {
    const res = await call(app, "POST", "/expenses", {
      token: asha.token,
      body: { category: "Transport", amount: 40, method: "manual" },
    });
    expect(res.status).toBe(201);
    const [row] =
      await adminSql()`select message_ref, merchant_key from public.expenses where id = ${res.body.id}`;
    expect(row).toEqual({ message_ref: null, merchant_key: null });
  });
});

describe("POST /api/expenses/batch", () => {
  let user: User;
  beforeAll(async () => {
    user = await signedInUser(app);
  });

  it("saves every expense in one request", async () => {
    const before = await countFor(user.id);
    const res = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: {
        expenses: [
          fromMessage(freshRef()),
          fromMessage(freshRef(), {
            amount: 60,
            category: "Transport",
            merchant: "Rapido",
            description: "Rapido",
          }),
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.expenses).toHaveLength(2);
    expect(res.body.expenses[1]).toMatchObject({ amount: "60.00", category: "Transport", method: "message" });
    expect(await countFor(user.id)).toBe(before + 2);
    const activity = await adminSql()`
      select count(*)::int as n from public.user_activity where user_id = ${user.id} and activity_type = 'expense_added'`;
    expect(activity[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it("saves nothing when one expense is invalid, and names it", async () => {
    const before = await countFor(user.id);
    const res = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: {
        expenses: [fromMessage(freshRef()), fromMessage(freshRef()), fromMessage(freshRef(), { amount: 0 })],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Expense 3: Amount must be greater than 0" });
    expect(await countFor(user.id)).toBe(before);
  });

  it("saves nothing when one message is already saved, and names it", async () => {
    const saved = freshRef();
    await call(app, "POST", "/expenses", { token: user.token, body: fromMessage(saved) });
    const before = await countFor(user.id);
    const res = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: [fromMessage(freshRef()), fromMessage(saved)] },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Already saved: number 2. Nothing was saved." });
    expect(await countFor(user.id)).toBe(before);
  });

  it("saves nothing when the database refuses a row halfway through", async () => {
    const ref = freshRef();
    const before = await countFor(user.id);
    let pending: Promise<{ status: number }> | undefined;
    // Another session holds an uncommitted expense for the same message: the batch's first row goes
    // in, its second waits on the unique index and fails once that session commits.
    await adminSql().begin(async (tx) => {
      await tx`insert into public.expenses (user_id, amount, category, message_ref)
        values (${user.id}, 1, 'Others', ${ref})`;
      pending = call(app, "POST", "/expenses/batch", {
        token: user.token,
        body: { expenses: [fromMessage(freshRef()), fromMessage(ref)] },
      });
      await expect
        .poll(
          async () =>
            (
              await adminSql()`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike '%insert into public.expenses%'`
            )[0]?.n,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
    });
    const res = await pending;
    expect(res?.status).toBe(409);
    expect(await countFor(user.id)).toBe(before + 1);
  });

  it("refuses a batch that repeats one message, an empty batch and an oversized one", async () => {
    const ref = freshRef();
    const repeated = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: [fromMessage(ref), fromMessage(freshRef()), fromMessage(ref)] },
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe("Expense number 3 repeats a message above it");
    const empty = await call(app, "POST", "/expenses/batch", { token: user.token, body: { expenses: [] } });
    expect(empty.body).toEqual({ message: "Add at least one expense" });
    const big = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: Array.from({ length: 51 }, () => fromMessage(freshRef())) },
    });
    expect(big.body).toEqual({ message: "Save at most 50 expenses at once" });
    const notAList = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: "x" },
    });
    expect(notAList.status).toBe(400);
  });

  it("is saved once however often a lost answer makes the client retry it", async () => {
    const body = { expenses: [fromMessage(freshRef()), fromMessage(freshRef())] };
    const headers = { "Idempotency-Key": randomUUID() };
    const first = await call(app, "POST", "/expenses/batch", { token: user.token, body, headers });
    const retry = await call(app, "POST", "/expenses/batch", { token: user.token, body, headers });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    expect(retry.body.expenses.map((e: { id: string }) => e.id)).toEqual(
      first.body.expenses.map((e: { id: string }) => e.id),
    );
  });

  it("answers a resent key with a different batch with a 422 and saves nothing of it", async () => {
    const headers = { "Idempotency-Key": randomUUID() };
    const [a, b] = [fromMessage(freshRef()), fromMessage(freshRef())];
    const first = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: [a, b] },
      headers,
    });
    expect(first.status).toBe(201);
    const before = await countFor(user.id);
    const resends = [
      { expenses: [a, { ...b, category: "Shopping" }] }, // one item changed
      { expenses: [a] }, // fewer items
      { expenses: [a, b, fromMessage(freshRef())] }, // one more
    ];
    for (const body of resends) {
      const res = await call(app, "POST", "/expenses/batch", { token: user.token, body, headers });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: "This Idempotency-Key was used with a different request. Nothing was saved.",
      });
    }
    expect(await countFor(user.id)).toBe(before);
    const [row] = await adminSql()`select category from public.expenses where message_ref = ${b.messageRef}`;
    expect(row?.category).toBe("Food & Dining");
  });

  it("takes the largest batch the review list sends within the 64 KB body cap; past it, a 413 that says so", async () => {
    // 50 messages, each with the longest payee the parser writes (60 characters, here in Devanagari:
    // three bytes each) and a category at its 50-character limit.
    const payee = "क".repeat(60);
    const largest = Array.from({ length: 50 }, () =>
      fromMessage(freshRef(), { merchant: payee, description: payee, category: "ख".repeat(50) }),
    );
    expect(new TextEncoder().encode(JSON.stringify({ expenses: largest })).byteLength).toBeLessThan(
      64 * 1024,
    );
    const before = await countFor(user.id);
    const saved = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: largest },
    });
    expect(saved.status).toBe(201);
    expect(await countFor(user.id)).toBe(before + 50);

    const oversized = Array.from({ length: 50 }, () =>
      fromMessage(freshRef(), { description: "x".repeat(2000) }),
    );
    const refused = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: oversized },
    });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: "Request body is too large: at most 64 KB." });
    expect(await countFor(user.id)).toBe(before + 50);
  });

  it("takes an Idempotency-Key as long as its items' keys can be stored, and names the limit past it", async () => {
    // Item 50 is stored under "<key>#49": 197 characters of key leave room for it within 200.
    const longest = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: Array.from({ length: 50 }, () => fromMessage(freshRef())) },
      headers: { "Idempotency-Key": `${randomUUID()}${"k".repeat(197 - 36)}` },
    });
    expect(longest.status).toBe(201);
    const tooLong = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: [fromMessage(freshRef())] },
      headers: { "Idempotency-Key": "k".repeat(198) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: "Idempotency-Key must be at most 197 characters" });
  });

  it("lets only one of two racing batches save a message", async () => {
    const ref = freshRef();
    const before = await countFor(user.id);
    const results = await Promise.all(
      [0, 1].map(() =>
        call(app, "POST", "/expenses/batch", {
          token: user.token,
          body: { expenses: [fromMessage(freshRef()), fromMessage(ref)] },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countFor(user.id)).toBe(before + 2);
  });

  it("keeps how each message says it was paid", async () => {
    const res = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: {
        expenses: (["upi", "card", "net_banking", "wallet", null] as const).map((paidWith) =>
          fromMessage(freshRef(), { paidWith }),
        ),
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.expenses.map((e: { paidWith: string | null }) => e.paidWith)).toEqual([
      "upi",
      "card",
      "net_banking",
      "wallet",
      null,
    ]);
    const bad = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: { expenses: [fromMessage(freshRef()), fromMessage(freshRef(), { paidWith: "cheque" })] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      "Expense 2: Paid with must be one of: upi, cash, card, net_banking, wallet",
    );
  });

  it("needs a signed-in user", async () => {
    const res = await call(app, "POST", "/expenses/batch", { body: { expenses: [fromMessage(freshRef())] } });
    expect(res.status).toBe(401);
  });
});

describe("learned merchant categories", () => {
  let asha: User;
  let ravi: User;
  beforeAll(async () => {
    [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
  });

  const categories = async (who: User) =>
    (await call(app, "GET", "/merchant-categories", { token: who.token })).body.categories;

  it("learns the category a user gives a payee, for that user only", async () => {
    const saved = await call(app, "POST", "/expenses", {
      token: asha.token,
      body: fromMessage(freshRef(), { merchant: "SWIGGY", category: "Groceries" }),
    });
    expect(saved.status).toBe(201);
    expect(await categories(asha)).toMatchObject({ swiggy: "Groceries" });
    expect(await categories(ravi)).toEqual({});
    // Another user's rows are invisible even to direct SQL under their identity.
    const seen = await as(
      { id: ravi.id, email: ravi.email, appMetadata: {} },
      (tx) => tx`select * from public.merchant_categories where user_id = ${asha.id}`,
    );
    expect(seen).toHaveLength(0);
  });

  it("applies the learned category to the next message from that payee, the guess otherwise", async () => {
    await call(app, "POST", "/expenses", {
      token: asha.token,
      body: fromMessage(freshRef(), { merchant: "Zomato", category: "Entertainment" }),
    });
    const batch = (who: User) =>
      call(app, "POST", "/expenses/batch", {
        token: who.token,
        body: { expenses: [fromMessage(freshRef(), { merchant: "zomato", category: undefined })] },
      });
    expect((await batch(asha)).body.expenses[0].category).toBe("Entertainment");
    expect((await batch(ravi)).body.expenses[0].category).toBe("Food & Dining");
    const unknown = await call(app, "POST", "/expenses/batch", {
      token: ravi.token,
      body: { expenses: [fromMessage(freshRef(), { merchant: "Sunita Devi", category: undefined })] },
    });
    expect(unknown.body.expenses[0].category).toBe("Others");
  });

  it("follows a later change of the expense's category", async () => {
    const saved = await call(app, "POST", "/expenses", {
      token: asha.token,
      body: fromMessage(freshRef(), { merchant: "Rapido", category: "Transport" }),
    });
    expect((await categories(asha)).rapido).toBe("Transport");
    await as(
      { id: asha.id, email: asha.email, appMetadata: {} },
      (tx) => tx`update public.expenses set category = 'Health' where id = ${saved.body.id}`,
    );
    expect((await categories(asha)).rapido).toBe("Health");
  });

  it("learns from an edit in the app, and the next message from that payee gets it", async () => {
    const saved = await call(app, "POST", "/expenses", {
      token: asha.token,
      body: fromMessage(freshRef(), { merchant: "Blinkit", description: "Blinkit", category: "Groceries" }),
    });
    const edited = await call(app, "PATCH", `/expenses/${saved.body.id}`, {
      token: asha.token,
      body: { category: "Food & Dining" },
    });
    expect(edited.status).toBe(200);
    expect((await categories(asha)).blinkit).toBe("Food & Dining");
    const next = await call(app, "POST", "/expenses/batch", {
      token: asha.token,
      body: { expenses: [fromMessage(freshRef(), { merchant: "Blinkit", category: undefined })] },
    });
    expect(next.body.expenses[0].category).toBe("Food & Dining");
  });

  it("forgets a payee on request", async () => {
    await call(app, "POST", "/expenses", {
      token: asha.token,
      body: fromMessage(freshRef(), { merchant: "Blinkit", category: "Shopping" }),
    });
    expect((await call(app, "DELETE", "/merchant-categories/blinkit", { token: asha.token })).status).toBe(
      200,
    );
    expect((await categories(asha)).blinkit).toBeUndefined();
    expect((await call(app, "DELETE", "/merchant-categories/blinkit", { token: ravi.token })).status).toBe(
      404,
    );
    expect((await call(app, "GET", "/merchant-categories")).status).toBe(401);
  });
});
