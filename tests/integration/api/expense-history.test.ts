// GET /api/expenses as the history screen uses it: keyset pages (never a skipped or repeated row, even
// while expenses are added between pages), every filter and the description search, and
// GET /api/expenses/summary agreeing with the rows.
import { randomUUID } from "node:crypto";
import { ENTRY_METHODS } from "@shared/contract/expense-schemas.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { SEARCHED_EXPENSES, SEARCHES } from "../../support/search-cases.ts";
import { type CallResult, call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

interface Row {
  id: string;
  amount: string;
  category: string;
  description: string | null;
  date: string;
}

/** Inserts expenses straight into the table (instants sent as text, so microseconds are kept). */
async function seed(
  userId: string,
  rows: {
    at: string;
    amount?: string;
    category?: string;
    description?: string;
    paidWith?: string;
    method?: string;
    payee?: string;
  }[],
): Promise<string[]> {
  const values = rows.map((row) => ({
    id: randomUUID(),
    user_id: userId,
    amount: row.amount ?? "10.00",
    category: row.category ?? "Food & Dining",
    description: row.description ?? null,
    paid_with: row.paidWith ?? null,
    method: row.method ?? "manual",
    merchant_key: row.payee ?? null,
    spent_at: row.at,
  }));
  await adminSql()`
    insert into public.expenses (id, user_id, amount, category, description, paid_with, method, merchant_key, spent_at)
    select id, user_id, amount, category, description, paid_with, method, merchant_key, spent_at::timestamptz
    from jsonb_to_recordset(${adminSql().json(values)}) as r(id uuid, user_id uuid, amount numeric,
      category text, description text, paid_with text, method text, merchant_key text, spent_at text)`;
  return values.map((value) => value.id);
}

/** Every page of a listing, following X-Next-Cursor, with a hook between pages. */
async function allPages(token: string, query: string, between?: (page: number) => Promise<void>) {
  const pages: Row[][] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res: CallResult<Row[]> = await call(
      app,
      "GET",
      `/expenses?${query}${cursor ? `&before=${cursor}` : ""}`,
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.headers.get("X-Next-Cursor");
    if (!cursor) {
      expect(res.headers.get("Link")).toBeNull();
      return pages;
    }
    expect(res.headers.get("Link")).toBe(
      `</api/expenses?${new URLSearchParams(`${query}&before=${cursor}`)}>; rel="next"`,
    );
    await between?.(page);
  }
  throw new Error("more than 100 pages");
}

describe("keyset pages", () => {
  it("never skip or repeat a row while expenses are added between pages", async () => {
    const user = await signedInUser(app);
    // Ties on purpose: four expenses at one instant, two a microsecond apart, across IST midnight.
    const instants = [
      ...Array.from({ length: 20 }, (_, i) => `2026-11-${String(10 + i).padStart(2, "0")}T12:00:00+05:30`),
      "2026-11-05T00:00:00.000001+05:30",
      "2026-11-05T00:00:00.000002+05:30",
      ...Array.from({ length: 4 }, () => "2026-11-04T23:59:59.999999+05:30"),
    ];
    const original = await seed(
      user.id,
      instants.map((at) => ({ at })),
    );
    const seen: string[] = [];
    const added: string[] = [];
    const pages = await allPages(user.token, "limit=4", async (page) => {
      // Newer than everything (belongs before page 1: never shown in this walk) and older than
      // everything so far (belongs after the last page: shown once).
      added.push(
        ...(await seed(user.id, [
          { at: `2026-12-0${(page % 9) + 1}T10:00:00+05:30` },
          { at: `2026-10-${String(28 - page).padStart(2, "0")}T10:00:00+05:30` },
        ])),
      );
    });
    for (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(4);
      seen.push(...page.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of original) expect(seen).toContain(id);
    // In the database's own order (JSON dates keep only milliseconds, the table keeps microseconds).
    const ordered = await adminSql()`
      select id::text from public.expenses where id = any(${seen}::uuid[])
      order by spent_at desc, created_at desc, id desc`;
    expect(seen).toEqual(ordered.map((row) => row.id));
    const olderAdded = added.filter((_, i) => i % 2 === 1);
    for (const id of olderAdded) expect(seen).toContain(id);
    for (const id of added.filter((_, i) => i % 2 === 0)) expect(seen).not.toContain(id);
  });

  it("send each instant as a Date's JSON: UTC, milliseconds, the microseconds cut off", async () => {
    const user = await signedInUser(app);
    await adminSql()`
      insert into public.expenses (user_id, amount, category, method, spent_at, created_at) values
        (${user.id}, 10, 'Food & Dining', 'manual', '2026-11-15 13:00:00.123999+05:30', '2026-11-15 08:00:00.999999+00'),
        (${user.id}, 10, 'Food & Dining', 'manual', '2026-11-14 09:05:00+05:30', '2026-11-14 03:35:00.5+00')`;
    const list = await call(app, "GET", "/expenses", { token: user.token });
    expect(list.body.map((row: Row & { createdAt: string }) => [row.date, row.createdAt])).toEqual([
      ["2026-11-15T07:30:00.123Z", "2026-11-15T08:00:00.999Z"],
      ["2026-11-14T03:35:00.000Z", "2026-11-14T03:35:00.500Z"],
    ]);
    const one = await call(app, "GET", "/expenses?limit=1", { token: user.token });
    expect(one.body[0]).toEqual(list.body[0]);
  });

  it("put the expense saved last first among those spent at the same minute", async () => {
    const user = await signedInUser(app);
    const body = { category: "Rent", method: "manual", amount: "1", date: "2026-11-22T21:32:00+05:30" };
    const saved: string[] = [];
    for (let i = 0; i < 3; i++)
      saved.push((await call(app, "POST", "/expenses", { token: user.token, body })).body.id);
    const pages = await allPages(user.token, "limit=1");
    expect(pages.flat().map((row) => row.id)).toEqual(saved.reverse());
  });

  it("default to 50 rows, allow up to 100, and refuse more or a made-up cursor", async () => {
    const user = await signedInUser(app);
    await seed(
      user.id,
      Array.from({ length: 120 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() })),
    );
    const first = await call(app, "GET", "/expenses", { token: user.token });
    expect(first.body).toHaveLength(50);
    expect(first.headers.get("X-Next-Cursor")).toBeTruthy();
    expect((await call(app, "GET", "/expenses?limit=100", { token: user.token })).body).toHaveLength(100);
    expect((await allPages(user.token, "limit=100")).flat()).toHaveLength(120);
    for (const [query, message] of [
      ["limit=101", "limit must be a whole number from 1 to 100"],
      ["before=nonsense", "before must be a cursor from an earlier page"],
      ["date=2026-01-01&month=2026-01", "Give either date or month/from/to, not both"],
    ]) {
      const res = await call(app, "GET", `/expenses?${query}`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("show only the caller's rows, whatever cursor is sent", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await seed(owner.id, [{ at: "2026-11-01T10:00:00Z" }, { at: "2026-11-02T10:00:00Z" }]);
    await seed(other.id, [{ at: "2026-10-01T10:00:00Z" }]);
    const page = await call(app, "GET", "/expenses?limit=1", { token: owner.token });
    const cursor = page.headers.get("X-Next-Cursor");
    const otherPage = await call(app, "GET", `/expenses?before=${cursor}`, { token: other.token });
    expect(otherPage.body).toHaveLength(1);
    expect((await call(app, "GET", "/expenses", { token: other.token })).body).toHaveLength(1);
  });

  it("search only the caller's rows (the search runs outside row-level security, by the caller's id)", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await seed(owner.id, [{ at: "2026-11-01T10:00:00Z", description: "Swiggy mine" }]);
    await seed(other.id, [
      { at: "2026-11-02T10:00:00Z", description: "Swiggy theirs" },
      { at: "2026-11-03T10:00:00Z", description: "Swiggy theirs too" },
    ]);
    const found = await call(app, "GET", "/expenses?q=swiggy", { token: owner.token });
    expect(found.body.map((row: Row) => row.description)).toEqual(["Swiggy mine"]);
    const summary = await call(app, "GET", "/expenses/summary?q=swiggy&byDay=true", { token: owner.token });
    expect(summary.body).toEqual({
      count: 1,
      total: "10.00",
      days: [{ date: "2026-11-01", count: 1, total: "10.00" }],
    });
    expect((await call(app, "GET", "/expenses?q=swiggy")).status).toBe(401);
  });
});

describe("filters and search", () => {
  async function userWithHistory() {
    const user = await signedInUser(app);
    await seed(user.id, [
      { at: "2026-10-31T23:59:00+05:30", amount: "120.00", description: "Swiggy dinner", paidWith: "upi" },
      {
        at: "2026-11-01T00:01:00+05:30",
        amount: "80.50",
        description: "swiggy Instamart",
        category: "Groceries",
      },
      { at: "2026-11-15T13:00:00+05:30", amount: "450.00", description: "Zomato lunch", paidWith: "card" },
      {
        at: "2026-11-15T19:00:00+05:30",
        amount: "60.00",
        description: "Metro",
        category: "Transport",
        paidWith: "upi",
      },
      {
        at: "2026-11-30T23:59:59+05:30",
        amount: "999.99",
        description: "Pharmacy",
        category: "Health",
        method: "receipt",
      },
      {
        at: "2026-12-01T00:00:00+05:30",
        amount: "1.00",
        description: "50% off_coupon",
        category: "Shopping",
      },
      { at: "2026-12-02T09:00:00+05:30", amount: "20.00", category: "Food & Dining", method: "voice" },
    ]);
    return user;
  }

  const descriptions = async (token: string, query: string) =>
    (await allPages(token, query)).flat().map((row) => row.description ?? "(none)");

  it("filter by month, date range and day (Indian days, in UTC sessions too)", async () => {
    const user = await userWithHistory();
    expect(await descriptions(user.token, "month=2026-11")).toEqual([
      "Pharmacy",
      "Metro",
      "Zomato lunch",
      "swiggy Instamart",
    ]);
    expect(await descriptions(user.token, "from=2026-10-31&to=2026-11-01")).toEqual([
      "swiggy Instamart",
      "Swiggy dinner",
    ]);
    expect(await descriptions(user.token, "from=2026-11-30")).toEqual([
      "(none)",
      "50% off_coupon",
      "Pharmacy",
    ]);
    expect(await descriptions(user.token, "to=2026-10-31")).toEqual(["Swiggy dinner"]);
    expect(await descriptions(user.token, "date=2026-11-15")).toEqual(["Metro", "Zomato lunch"]);
  });

  it("filter by category (aliases included), paid with and entry method, each repeatable", async () => {
    const user = await userWithHistory();
    expect(await descriptions(user.token, "category=healthcare")).toEqual(["Pharmacy"]);
    expect(await descriptions(user.token, "category=Transport&category=Groceries")).toEqual([
      "Metro",
      "swiggy Instamart",
    ]);
    expect(await descriptions(user.token, "paidWith=upi")).toEqual(["Metro", "Swiggy dinner"]);
    expect(await descriptions(user.token, "paidWith=upi&paidWith=card")).toEqual([
      "Metro",
      "Zomato lunch",
      "Swiggy dinner",
    ]);
    expect(await descriptions(user.token, "method=voice&method=receipt")).toEqual(["(none)", "Pharmacy"]);
    expect(await descriptions(user.token, "month=2026-11&paidWith=upi&category=Transport")).toEqual([
      "Metro",
    ]);
  });

  it("apply every filter at once, one page at a time, in the list, the summary and the export", async () => {
    const user = await userWithHistory();
    const query =
      "from=2026-11-01&to=2026-11-30&category=Transport&category=Food%20%26%20Dining" +
      "&paidWith=upi&paidWith=card&method=manual";
    const pages = await allPages(user.token, `limit=1&${query}`);
    expect(pages.map((page) => page.map((row) => row.description))).toEqual([["Metro"], ["Zomato lunch"]]);
    const summary = await call(app, "GET", `/expenses/summary?${query}`, { token: user.token });
    expect(summary.body).toMatchObject({ count: 2, total: "510.00" });
    // Two words, one of them an amount: each word is a condition of its own, all of them required.
    const exported = await call(
      app,
      "GET",
      `/expenses/export?${query}&q=${encodeURIComponent("lunch 450")}`,
      {
        token: user.token,
      },
    );
    expect(exported.status).toBe(200);
    expect(String(exported.body).split("\r\n").slice(1, -1)).toEqual([
      "2026-11-15,13:00,450.00,Food & Dining,Zomato lunch,Card,Manual,",
    ]);
    const refused = await call(app, "GET", `/expenses?${query}&date=2026-11-15`, { token: user.token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: "Give either date or month/from/to, not both" });
  });

  it("filters by every entry method the history screen offers, imports included", async () => {
    const user = await signedInUser(app);
    await seed(
      user.id,
      ENTRY_METHODS.map((method, i) => ({
        at: `2026-11-${String(10 + i).padStart(2, "0")}T12:00:00+05:30`,
        description: `by ${method}`,
        method,
      })),
    );
    for (const method of ENTRY_METHODS) {
      expect(await descriptions(user.token, `method=${method}`)).toEqual([`by ${method}`]);
      const summary = await call(app, "GET", `/expenses/summary?method=${method}`, { token: user.token });
      expect(summary.body.count).toBe(1);
    }
  });

  it("search descriptions by any part, any case, with % and _ taken literally", async () => {
    const user = await userWithHistory();
    expect(await descriptions(user.token, "q=swig")).toEqual(["swiggy Instamart", "Swiggy dinner"]);
    expect(await descriptions(user.token, "q=SWIGGY%20D")).toEqual(["Swiggy dinner"]);
    expect(await descriptions(user.token, "q=%25")).toEqual(["50% off_coupon"]);
    expect(await descriptions(user.token, "q=f_c")).toEqual(["50% off_coupon"]);
    expect(await descriptions(user.token, "q=f%25c")).toEqual([]);
    expect(await descriptions(user.token, "q=swig&month=2026-11")).toEqual(["swiggy Instamart"]);
    expect(await descriptions(user.token, "q=biryani")).toEqual([]);
  });

  it("search the amount, category (English and Hindi labels), payee and paid with, every word across them", async () => {
    const user = await signedInUser(app);
    await seed(user.id, [...SEARCHED_EXPENSES]);
    for (const [q, expected] of SEARCHES) {
      const found = (await allPages(user.token, `q=${encodeURIComponent(q)}`)).flat();
      expect(
        found.map((row) => row.amount),
        q,
      ).toEqual(expected);
    }
    // Keyset pages and the other filters keep working with the wider search.
    const paged = (await allPages(user.token, "q=rapido&limit=1")).flat().map((row) => row.amount);
    expect(paged).toEqual(["142.00", "98.00"]);
    expect((await allPages(user.token, "q=transport&paidWith=card")).flat().map((row) => row.amount)).toEqual(
      ["98.00"],
    );
    const summary = await call(app, "GET", "/expenses/summary?q=rapido", { token: user.token });
    expect(summary.body).toMatchObject({ count: 2, total: "240.00" });
  });

  it.each([
    ["month=2026-13", "month must be a month written yyyy-mm"],
    ["month=2026-11&from=2026-11-01", "Give either month or from/to, not both"],
    ["from=2026-11-31", "from must be a calendar date written yyyy-mm-dd"],
    ["from=2026-11-02&to=2026-11-01", "from must not be after to"],
    ["paidWith=cheque", "paidWith must be one of: upi, cash, card, net_banking, wallet"],
    ["method=fax", "method must be one of"],
    [`q=${"x".repeat(101)}`, "q must be at most 100 characters"],
    ["category=", "category must not be empty"],
  ])("refuses ?%s with 400", async (query, message) => {
    const user = await signedInUser(app);
    for (const path of ["/expenses", "/expenses/summary"]) {
      const res = await call(app, "GET", `${path}?${query}`, { token: user.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("summarise the filtered set, in all and per Indian day, as the rows add up", async () => {
    const user = await userWithHistory();
    for (const query of [
      "",
      "month=2026-11",
      "q=swig",
      "paidWith=upi",
      "category=Food%20%26%20Dining",
      "from=2026-11-15&to=2026-12-31",
    ]) {
      const rows = (await allPages(user.token, query)).flat();
      const paise = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0);
      const total = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
      const summary = await call(app, "GET", `/expenses/summary?${query}`, { token: user.token });
      expect(summary.status).toBe(200);
      expect(summary.body).toEqual({ count: rows.length, total });
      const byDay = await call(app, "GET", `/expenses/summary?${query}${query ? "&" : ""}byDay=true`, {
        token: user.token,
      });
      expect(byDay.body.count).toBe(rows.length);
      expect(byDay.body.total).toBe(total);
      const perDay = new Map<string, number>();
      for (const row of rows) {
        const day = new Date(new Date(row.date).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      expect(byDay.body.days.map((d: { date: string; count: number }) => [d.date, d.count])).toEqual([
        ...perDay,
      ]);
    }
    const nothing = await call(app, "GET", "/expenses/summary?q=biryani", { token: user.token });
    expect(nothing.body).toEqual({ count: 0, total: "0.00" });
  });
});
