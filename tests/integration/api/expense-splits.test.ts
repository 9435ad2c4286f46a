// One bill split across categories (docs/product.md §4.19.1): a ₹2,400 supermarket bill saved as
// ₹1,900 Groceries + ₹500 Household. Each line counts in its own category in every total, rollup and
// alert; the lines are written, edited, deleted and restored together; the database refuses a bill
// whose lines disagree, also when written through the Data API; the CSV export and import keep it.
import { randomUUID } from "node:crypto";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { as, failureOf, type Tx } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { rentDueAtMonthEnd } from "./daily-limit.ts";

const app = testApp();
const BILL_AT = "2026-11-20T18:30:00+05:30";
const supermarket = {
  description: "Supermarket",
  paidWith: "upi",
  date: BILL_AT,
  lines: [
    { category: "Groceries", amount: "1900" },
    { category: "Household", amount: "500.00" },
  ],
};

const rowsOf = async (userId: string) =>
  [
    ...(await adminSql()`
      select e.amount::text as amount, e.category, e.description, e.paid_with, e.split_id::text as split
      from public.expenses e where e.user_id = ${userId} order by e.created_at, e.spent_at, e.amount desc, e.id`),
  ].map((row) => ({ ...row }));

const dailyTotals = async (userId: string) =>
  [
    ...(await adminSql()`
      select to_char(day, 'YYYY-MM-DD') as day, category, total::text as total, expense_count
      from public.expense_daily_totals where user_id = ${userId} order by category`),
  ].map((row) => ({ ...row }));

type Added = { expenseId: string; category: string };
const byExpenseId = (a: Added, b: Added) => (a.expenseId < b.expenseId ? -1 : 1);

/** The user's recorded expense_added activity: which expense and category, in expense id order. */
const addedActivity = async (userId: string): Promise<Added[]> =>
  (
    await adminSql()<{ activity_data: Added }[]>`
      select activity_data from public.user_activity where user_id = ${userId} and activity_type = 'expense_added'`
  )
    .map((row) => row.activity_data)
    .sort(byExpenseId);

describe("POST /api/expenses with lines", () => {
  it("saves ₹1,900 Groceries + ₹500 Household as one bill, each line in its category's totals", async () => {
    const user = await signedInUser(app);
    const saved = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { ...supermarket, amount: "2400" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ amount: "2400.00", splitId: expect.any(String) });
    expect(saved.body.lines).toMatchObject([
      { category: "Groceries", amount: "1900.00", description: "Supermarket", paidWith: "upi" },
      { category: "Household", amount: "500.00", description: "Supermarket", paidWith: "upi" },
    ]);
    const { splitId } = saved.body;
    expect(saved.body.lines.every((line: { splitId: string }) => line.splitId === splitId)).toBe(true);

    expect(await dailyTotals(user.id)).toEqual([
      { day: "2026-11-20", category: "Groceries", total: "1900.00", expense_count: 1 },
      { day: "2026-11-20", category: "Household", total: "500.00", expense_count: 1 },
    ]);
    const day = await call(app, "GET", "/analytics/spending?period=day&date=2026-11-20", {
      token: user.token,
    });
    expect(day.body).toMatchObject({
      totalSpent: 2400,
      categorySpending: { Groceries: 1900, Household: 500 },
    });
    const month = await call(app, "GET", "/analytics/spending?year=2026&month=11", { token: user.token });
    expect(month.body.categorySpending).toEqual({ Groceries: 1900, Household: 500 });
    const summary = await call(app, "GET", "/expenses/summary?month=2026-11", { token: user.token });
    expect(summary.body.total).toBe("2400.00");
    const groceries = await call(app, "GET", "/expenses/summary?month=2026-11&category=Groceries", {
      token: user.token,
    });
    expect(groceries.body.total).toBe("1900.00");

    // The history lists the lines as rows of the bill, next to each other, newest first.
    const list = await call(app, "GET", "/expenses", { token: user.token });
    expect(
      list.body.map((row: { category: string; splitId: string }) => [row.category, row.splitId]),
    ).toEqual(
      expect.arrayContaining([
        ["Groceries", splitId],
        ["Household", splitId],
      ]),
    );
    expect(list.body).toHaveLength(2);
  });

  it("takes the total from the lines, and refuses a total they do not add up to, writing nothing", async () => {
    const user = await signedInUser(app);
    const refused = await call(app, "POST", "/expenses", {
      token: user.token,
      body: {
        ...supermarket,
        amount: "2400",
        lines: [{ category: "Groceries", amount: "1400" }, supermarket.lines[1]],
      },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: "The lines add up to ₹1,900.00, not ₹2,400.00" },
    });
    for (const [lines, message] of [
      [[supermarket.lines[0]], "A split has 2 to 10 lines"],
      [Array.from({ length: 11 }, () => supermarket.lines[0]), "A split has 2 to 10 lines"],
      [[supermarket.lines[0], { category: "Household", amount: "0" }], "Amount must be greater than 0"],
      [[supermarket.lines[0], { category: "", amount: "5" }], "Category is required"],
      ["two", "lines must be a list of { category, amount }"],
    ] as const) {
      const answer = await call(app, "POST", "/expenses", {
        token: user.token,
        body: { ...supermarket, lines },
      });
      expect(answer, JSON.stringify(lines)).toMatchObject({ status: 400, body: { message } });
    }
    expect(await rowsOf(user.id)).toEqual([]);

    const noTotal = await call(app, "POST", "/expenses", { token: user.token, body: supermarket });
    expect(noTotal).toMatchObject({ status: 201, body: { amount: "2400.00" } });
  });

  it("replays a retried save under its Idempotency-Key as the same bill, and refuses the key for another", async () => {
    const user = await signedInUser(app);
    const headers = { "Idempotency-Key": "split-retry-1" };
    const first = await call(app, "POST", "/expenses", { token: user.token, body: supermarket, headers });
    const again = await call(app, "POST", "/expenses", { token: user.token, body: supermarket, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    // Each line is the user's activity once, recorded by the save; the replay records nothing.
    const lines: { id: string; category: string }[] = first.body.lines;
    expect(await addedActivity(user.id)).toEqual(
      lines.map((line) => ({ expenseId: line.id, category: line.category })).sort(byExpenseId),
    );
    const other = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { ...supermarket, lines: [supermarket.lines[0], { category: "Household", amount: "501" }] },
      headers,
    });
    expect(other.status).toBe(422);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it("counts every line in today's spend: two lines under the daily limit raise its alert together", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "30000" } });
    await rentDueAtMonthEnd(app, user.token, "5400");
    const { dailyLimit } = (await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body;
    // Each line just over half the limit: neither alone reaches it, the bill does.
    const half = (Math.floor(Number(dailyLimit) / 2) + 1).toFixed(2);
    const saved = await call(app, "POST", "/expenses", {
      token: user.token,
      body: {
        description: "Mall",
        date: new Date().toISOString(),
        lines: [
          { category: "Shopping", amount: half },
          { category: "Food & Dining", amount: half },
        ],
      },
    });
    expect(saved.status).toBe(201);
    const status = (await call(app, "GET", "/analytics/daily-limit", { token: user.token })).body;
    expect(status.todaySpent).toBe(Number(half) * 2);
    const alerts = (await call(app, "GET", "/notifications", { token: user.token })).body;
    const daily = alerts.find((n: { notificationType: string }) => n.notificationType === "daily_limit");
    expect(daily).toMatchObject({ spent: (Number(half) * 2).toFixed(2) });
    expect(indianDay(new Date(saved.body.lines[0].date))).toBe(indianDay(new Date()));
  });
});

describe("editing and deleting a split bill", () => {
  it("replaces the lines as a whole, keeping the first ones' ids, and moves the totals with them", async () => {
    const user = await signedInUser(app);
    const saved = (await call(app, "POST", "/expenses", { token: user.token, body: supermarket })).body;
    const [groceries] = saved.lines;
    const edited = await call(app, "PATCH", `/expenses/${saved.lines[1].id}`, {
      token: user.token,
      body: {
        amount: "2600",
        description: "Supermarket + pharmacy",
        lines: [
          { category: "Groceries", amount: "1700" },
          { category: "Household", amount: "500" },
          { category: "Health", amount: "400" },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ splitId: saved.splitId, amount: "2600.00" });
    expect(edited.body.lines.map((line: { id: string }) => line.id).slice(0, 2)).toEqual(
      saved.lines.map((line: { id: string }) => line.id),
    );
    expect(await rowsOf(user.id)).toEqual([
      {
        amount: "1700.00",
        category: "Groceries",
        description: "Supermarket + pharmacy",
        paid_with: "upi",
        split: saved.splitId,
      },
      {
        amount: "500.00",
        category: "Household",
        description: "Supermarket + pharmacy",
        paid_with: "upi",
        split: saved.splitId,
      },
      {
        amount: "400.00",
        category: "Health",
        description: "Supermarket + pharmacy",
        paid_with: "upi",
        split: saved.splitId,
      },
    ]);
    expect((await dailyTotals(user.id)).map((row) => [row.category, row.total])).toEqual([
      ["Groceries", "1700.00"],
      ["Health", "400.00"],
      ["Household", "500.00"],
    ]);

    // The edit sheet reads the bill from any of its lines; an expense that is not split has none.
    const bill = await call(app, "GET", `/expenses/${groceries.id}/split`, { token: user.token });
    expect(bill.body).toEqual(edited.body);
    const single = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Food & Dining", amount: "5" },
    });
    expect((await call(app, "GET", `/expenses/${single.body.id}/split`, { token: user.token })).status).toBe(
      404,
    );
    const stranger = await signedInUser(app);
    expect(
      (await call(app, "GET", `/expenses/${groceries.id}/split`, { token: stranger.token })).status,
    ).toBe(404);
    await call(app, "DELETE", `/expenses/${single.body.id}`, { token: user.token });

    // Back to two lines: the third goes.
    const shorter = await call(app, "PATCH", `/expenses/${groceries.id}`, {
      token: user.token,
      body: {
        lines: [
          { category: "Groceries", amount: "2000" },
          { category: "Health", amount: "600" },
        ],
      },
    });
    expect(shorter.body.lines.map((line: { category: string }) => line.category)).toEqual([
      "Groceries",
      "Health",
    ]);
    expect((await dailyTotals(user.id)).map((row) => [row.category, row.total])).toEqual([
      ["Groceries", "2000.00"],
      ["Health", "600.00"],
    ]);

    // A field every line shares changes on all of them; a line's own amount only through `lines`.
    const paid = await call(app, "PATCH", `/expenses/${groceries.id}`, {
      token: user.token,
      body: { paidWith: "card" },
    });
    expect(paid).toMatchObject({ status: 200, body: { id: groceries.id, paidWith: "card" } });
    expect((await rowsOf(user.id)).map((row) => row.paid_with)).toEqual(["card", "card"]);
    const alone = await call(app, "PATCH", `/expenses/${groceries.id}`, {
      token: user.token,
      body: { amount: "10" },
    });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toMatch(/split across categories/);
    const mismatch = await call(app, "PATCH", `/expenses/${groceries.id}`, {
      token: user.token,
      body: { amount: "1", lines: supermarket.lines },
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { message: "The lines add up to ₹2,400.00, not ₹1.00" },
    });
  });

  it("splits a single expense by an edit, and answers 404 for another user's", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    const single = (
      await call(app, "POST", "/expenses", {
        token: user.token,
        body: { category: "Groceries", amount: "2400", date: BILL_AT },
      })
    ).body;
    const theirs = await call(app, "PATCH", `/expenses/${single.id}`, {
      token: other.token,
      body: { lines: supermarket.lines },
    });
    expect(theirs.status).toBe(404);
    const split = await call(app, "PATCH", `/expenses/${single.id}`, {
      token: user.token,
      body: { lines: supermarket.lines },
    });
    expect(split.status).toBe(200);
    expect(split.body.lines[0].id).toBe(single.id);
    expect((await rowsOf(user.id)).map((row) => [row.category, row.amount, row.split])).toEqual([
      ["Groceries", "1900.00", split.body.splitId],
      ["Household", "500.00", split.body.splitId],
    ]);
  });

  it("deletes the whole bill from any of its lines, and Undo brings every line back", async () => {
    const user = await signedInUser(app);
    const saved = (await call(app, "POST", "/expenses", { token: user.token, body: supermarket })).body;
    const deleted = await call(app, "DELETE", `/expenses/${saved.lines[1].id}`, { token: user.token });
    expect(deleted.status).toBe(200);
    expect([...deleted.body.lines].sort()).toEqual(saved.lines.map((line: { id: string }) => line.id).sort());
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await dailyTotals(user.id)).toEqual([]);
    const restored = await call(app, "POST", `/expenses/${saved.lines[1].id}/restore`, { token: user.token });
    expect(restored).toMatchObject({ status: 200, body: { id: saved.lines[1].id, splitId: saved.splitId } });
    expect((await rowsOf(user.id)).map((row) => [row.category, row.amount])).toEqual([
      ["Groceries", "1900.00"],
      ["Household", "500.00"],
    ]);
  });
});

describe("the database keeps a split's lines together (Data API, as authenticated)", () => {
  const asUser = (user: { id: string; email: string }) => ({
    id: user.id,
    email: user.email,
    appMetadata: { provider: "email", providers: ["email"] },
  });
  /** What /rest/v1 runs for a signed-in user: one transaction as `authenticated` with their claims. */
  const restFailure = (user: { id: string; email: string }, work: (tx: Tx) => Promise<unknown>) =>
    failureOf(() => as(asUser(user), work));
  const insertLines = (tx: Tx, userId: string, split: string, lines: [string, string, string | null][]) =>
    tx`insert into public.expenses (user_id, amount, category, description, spent_at, paid_with, split_id)
      select ${userId}::uuid, l.amount::numeric, l.category, 'Supermarket', ${BILL_AT}::timestamptz, l.paid_with,
        ${split}::uuid
      from unnest(${lines.map((l) => l[1])}::text[], ${lines.map((l) => l[0])}::text[],
        ${lines.map((l) => l[2])}::text[]) as l(amount, category, paid_with)`;

  it("accepts lines written together, and refuses a mismatched line, a lone line, or more than ten", async () => {
    const user = await signedInUser(app);
    const split = randomUUID();
    expect(
      await restFailure(user, (tx) =>
        insertLines(tx, user.id, split, [
          ["Groceries", "1900", null],
          ["Household", "500", null],
        ]),
      ),
    ).toBeNull();
    const mismatched = await restFailure(user, (tx) =>
      insertLines(tx, user.id, randomUUID(), [
        ["Groceries", "1900", null],
        ["Household", "500", "cash"],
      ]),
    );
    expect(mismatched?.message).toBe(
      "Every line of a split expense has the same owner, date, description, method and way of paying",
    );
    const lone = await restFailure(user, (tx) =>
      insertLines(tx, user.id, randomUUID(), [["Groceries", "1900", null]]),
    );
    expect(lone?.message).toBe("A split expense has 2 to 10 lines, not 1");
    const eleven = Array.from({ length: 11 }, (): [string, string, null] => ["Food & Dining", "10", null]);
    const tooMany = await restFailure(user, (tx) => insertLines(tx, user.id, randomUUID(), eleven));
    expect(tooMany?.message).toBe("A split expense has 2 to 10 lines, not 11");
    // Only the bill written whole is there.
    expect((await rowsOf(user.id)).map((row) => row.split)).toEqual([split, split]);
  });

  it("refuses changing one line's shared field, deleting one line, or joining another user's bill", async () => {
    const user = await signedInUser(app);
    const mallory = await signedInUser(app);
    const saved = (await call(app, "POST", "/expenses", { token: user.token, body: supermarket })).body;
    const [first] = saved.lines;
    const described = await restFailure(
      user,
      (tx) => tx`update public.expenses set description = 'Only this one' where id = ${first.id}`,
    );
    expect(described?.message).toMatch(/same owner, date, description/);
    const moved = await restFailure(
      user,
      (tx) => tx`update public.expenses set spent_at = '2026-11-21T10:00:00+05:30' where id = ${first.id}`,
    );
    expect(moved?.message).toMatch(/same owner, date, description/);
    const removed = await restFailure(user, (tx) => tx`delete from public.expenses where id = ${first.id}`);
    expect(removed?.message).toBe("A split expense has 2 to 10 lines, not 1");
    // A line's own amount and category are its own.
    expect(
      await restFailure(user, (tx) => tx`update public.expenses set amount = 1800 where id = ${first.id}`),
    ).toBeNull();
    const joined = await restFailure(mallory, (tx) =>
      insertLines(tx, mallory.id, saved.splitId, [
        ["Groceries", "1", "upi"],
        ["Household", "1", "upi"],
      ]),
    );
    expect(joined?.message).toMatch(/same owner, date, description/);
    expect((await rowsOf(user.id)).map((row) => [row.amount, row.description])).toEqual([
      ["1800.00", "Supermarket"],
      ["500.00", "Supermarket"],
    ]);
    expect(await rowsOf(mallory.id)).toEqual([]);
  });
});

describe("CSV export and import keep a split bill", () => {
  it("writes one row per line with the bill's Split key, and reads them back as one bill", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/expenses", { token: user.token, body: supermarket });
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Transport", amount: "80", description: "Auto", date: "2026-11-21T09:00:00+05:30" },
    });
    const exportOf = async (token: string) => {
      const response = await app.request("/api/expenses/export", {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.text()).replace(/^\uFEFF/, "");
    };
    const file = await exportOf(user.token);
    const [header, ...rows] = file.split("\r\n").filter(Boolean);
    expect(header).toBe("Date,Time,Amount,Category,Description,Paid with,Entry method,Split");
    const [splitId] = (await rowsOf(user.id)).map((row) => row.split);
    expect(rows).toEqual([
      `2026-11-20,18:30,1900.00,Groceries,Supermarket,UPI,Manual,${splitId}`,
      `2026-11-20,18:30,500.00,Household,Supermarket,UPI,Manual,${splitId}`,
      "2026-11-21,09:00,80.00,Transport,Auto,,Manual,",
    ]);

    const other = await signedInUser(app);
    const form = new FormData();
    form.append("file", new File([file], "paisa-coach-expenses.csv", { type: "text/csv" }));
    const imported = await app.request("/api/imports", {
      method: "POST",
      headers: { Authorization: `Bearer ${other.token}` },
      body: form,
    });
    expect(imported.status).toBe(201);
    const stored = await rowsOf(other.id);
    expect(stored.map((row) => [row.category, row.amount, row.split !== null])).toEqual([
      ["Groceries", "1900.00", true],
      ["Household", "500.00", true],
      ["Transport", "80.00", false],
    ]);
    expect(stored[0]?.split).toBe(stored[1]?.split);
    expect(stored[0]?.split).not.toBe(splitId);
    // Round trip: the import's export is the same file but for the new bill's key.
    expect(await exportOf(other.token)).toBe(file.replaceAll(splitId as string, stored[0]?.split as string));
    // Imported again, the file adds nothing: every line is already there.
    const again = new FormData();
    again.append("file", new File([file], "paisa-coach-expenses.csv", { type: "text/csv" }));
    await app.request("/api/imports", {
      method: "POST",
      headers: { Authorization: `Bearer ${other.token}` },
      body: again,
    });
    expect(await rowsOf(other.id)).toHaveLength(3);
  });
});
