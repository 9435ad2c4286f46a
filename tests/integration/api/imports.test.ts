// CSV import through the API: every format from fixture files written from the apps' documented
// columns, the preview's counts, duplicates, refused rows, the 5 MB limit, a failure mid-file rolling
// everything back, the data_imports record, alerts, and export → import → export giving the same file.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { rentDueAtMonthEnd } from "./daily-limit.ts";

const app = testApp();
const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../fixtures/imports", name));

async function upload(
  route: "/imports/preview" | "/imports",
  token: string,
  file: { name: string; content: string | Uint8Array },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("file", new File([file.content as BlobPart], file.name, { type: "text/csv" }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await app.request(`/api${route}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const storedExpenses = async (userId: string) =>
  [
    ...(await adminSql()`
      select to_char(spent_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as at, amount::text, category,
        description, paid_with, method
      from public.expenses where user_id = ${userId} order by spent_at, description`),
  ].map((row) => ({ ...row }));

const importsOf = async (userId: string) =>
  [
    ...(await adminSql()`
      select file_name, file_type, source_app, records_processed, records_imported, records_skipped, status,
        error_message
      from public.data_imports where user_id = ${userId} order by created_at`),
  ].map((row) => ({ ...row }));

async function exportOf(token: string) {
  const response = await app.request("/api/expenses/export", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return new Uint8Array(await response.arrayBuffer());
}

describe("import formats end to end", () => {
  it.each([
    [
      "hdfc-statement.csv",
      "bank",
      "Bank statement",
      { rows: 10, toImport: 5, duplicates: 0, skipped: 5, refused: 0 },
    ],
    ["cashew.csv", "cashew", "Cashew", { rows: 12, toImport: 9, duplicates: 0, skipped: 1, refused: 2 }],
    [
      "money-manager.csv",
      "money_manager",
      "Money Manager",
      { rows: 6, toImport: 3, duplicates: 0, skipped: 2, refused: 1 },
    ],
    [
      "splitwise.csv",
      "splitwise",
      "Splitwise",
      { rows: 7, toImport: 3, duplicates: 0, skipped: 3, refused: 1 },
    ],
    [
      "paisa-export.csv",
      "paisa",
      "Paisa Coach export",
      { rows: 5, toImport: 5, duplicates: 0, skipped: 0, refused: 0 },
    ],
    [
      "generic-spending.csv",
      "generic",
      "Other CSV",
      { rows: 3, toImport: 3, duplicates: 0, skipped: 0, refused: 0 },
    ],
  ])(
    "%s: preview, import, record, and the second time every row is a duplicate",
    async (name, format, label, counts) => {
      const user = await signedInUser(app);
      const file = { name, content: fixture(name) };
      const preview = await upload("/imports/preview", user.token, file);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        fileName: name,
        format,
        formatLabel: label,
        problem: null,
        counts,
      });
      expect(preview.body.sample).toHaveLength(counts.toImport);
      expect(await storedExpenses(user.id)).toEqual([]);

      const done = await upload("/imports", user.token, file);
      expect(done.status).toBe(201);
      expect(done.body).toMatchObject({
        fileName: name,
        sourceApp: label,
        status: "completed",
        recordsProcessed: counts.rows,
        recordsImported: counts.toImport,
        recordsSkipped: counts.rows - counts.toImport,
        refused: counts.refused,
        duplicates: 0,
      });
      expect(await storedExpenses(user.id)).toHaveLength(counts.toImport);

      const again = await upload("/imports/preview", user.token, file);
      expect(again.body.counts).toEqual({ ...counts, toImport: 0, duplicates: counts.toImport });
      const second = await upload("/imports", user.token, file);
      expect(second.body).toMatchObject({ recordsImported: 0, duplicates: counts.toImport });
      expect(await storedExpenses(user.id)).toHaveLength(counts.toImport);
      expect((await importsOf(user.id)).map((record) => record.records_imported)).toEqual([
        counts.toImport,
        0,
      ]);
    },
  );

  it("stores a bank statement's withdrawals with categories, ways of paying and Indian days", async () => {
    const user = await signedInUser(app);
    await upload("/imports", user.token, { name: "hdfc.csv", content: fixture("hdfc-statement.csv") });
    expect(await storedExpenses(user.id)).toEqual([
      {
        at: "2026-09-01 00:00",
        amount: "345.00",
        category: "Food & Dining",
        description: "Swiggy",
        paid_with: "upi",
        method: "import",
      },
      {
        at: "2026-09-02 00:00",
        amount: "2310.50",
        category: "Groceries",
        description: "Big Bazaar",
        paid_with: "card",
        method: "import",
      },
      {
        at: "2026-09-03 00:00",
        amount: "2000.00",
        category: "Others",
        // The card number cut to its last four digits (docs/product.md §4.30).
        description: "ATW-XX1234-S1AWBL12-BENGALURU",
        paid_with: "cash",
        method: "import",
      },
      {
        at: "2026-09-04 00:00",
        amount: "15000.00",
        category: "Rent",
        description: "Ravi Shah",
        paid_with: "net_banking",
        method: "import",
      },
      {
        at: "2026-09-05 00:00",
        amount: "1180.00",
        category: "Bills & Utilities",
        description: "BESCOM",
        paid_with: "upi",
        method: "import",
      },
    ]);
    // The daily totals follow: September's spending is the withdrawals' sum.
    const september = await call(app, "GET", "/analytics/spending?period=month&year=2026&month=9", {
      token: user.token,
    });
    expect(september.body.totalSpent).toBe(20835.5);
    const records = await importsOf(user.id);
    expect(records).toEqual([
      {
        file_name: "hdfc.csv",
        file_type: "text/csv",
        source_app: "Bank statement",
        records_processed: 10,
        records_imported: 5,
        records_skipped: 5,
        status: "completed",
        error_message: null,
      },
    ]);
    const listed = await call(app, "GET", "/imports", { token: user.token });
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ fileName: "hdfc.csv", recordsImported: 5, status: "completed" });
    const other = await signedInUser(app);
    expect((await call(app, "GET", "/imports", { token: other.token })).body).toEqual([]);
  });

  it("imports the good rows of a file with bad ones, listing each refusal with its line", async () => {
    const user = await signedInUser(app);
    const file = { name: "mixed.csv", content: fixture("mixed-problems.csv") };
    const preview = await upload("/imports/preview", user.token, file);
    expect(preview.body.counts).toEqual({ rows: 10, toImport: 2, duplicates: 0, skipped: 0, refused: 8 });
    expect(preview.body.refused).toEqual([
      { line: 3, reason: '"2026-09-31" is not a date' },
      { line: 4, reason: '"25:00" is not a time' },
      { line: 5, reason: '"12.345" has more than 2 decimals' },
      { line: 6, reason: "The amount is over ₹10,00,000, the most one expense may be" },
      { line: 7, reason: "The amount is negative" },
      { line: 8, reason: "No category" },
      { line: 9, reason: '"Cheque" is not a way of paying' },
      { line: 12, reason: "The date is outside the years 2000–2100" },
    ]);
    const done = await upload("/imports", user.token, file);
    expect(done.body).toMatchObject({ recordsImported: 2, recordsSkipped: 8, refused: 8 });
    expect((await storedExpenses(user.id)).map((e) => e.description)).toEqual([
      "Good row",
      "Another good row across two lines",
    ]);
  });

  it("takes the user's choices: another member's column, another format, another mapping", async () => {
    const user = await signedInUser(app);
    const file = { name: "split.csv", content: fixture("splitwise.csv") };
    const meera = await upload("/imports/preview", user.token, file, {
      mapping: JSON.stringify({ share: "Meera Iyer" }),
    });
    expect(meera.body.mapping.share).toBe("Meera Iyer");
    expect(meera.body.sample.map((row: { amount: string }) => row.amount)).toEqual([
      "4000.00",
      "1200.00",
      "450.00",
      "150.00",
    ]);
    expect(meera.body.fields.map((f: { field: string }) => f.field)).toEqual([
      "share",
      "date",
      "amount",
      "category",
      "description",
      "currency",
    ]);

    const unknown = await upload("/imports/preview", user.token, {
      name: "t.csv",
      content: "When,What,How much\n22/11/2026,Chai,20\n",
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({
      format: "generic",
      problem: "Choose the column for Date.",
      columns: ["When", "What", "How much"],
    });
    expect(
      (
        await upload("/imports", user.token, {
          name: "t.csv",
          content: "When,What,How much\n22/11/2026,Chai,20\n",
        })
      ).status,
    ).toBe(422);
    const mapped = await upload(
      "/imports",
      user.token,
      { name: "t.csv", content: "When,What,How much\n22/11/2026,Chai,20\n" },
      { mapping: JSON.stringify({ date: "When", description: "What", amount: "How much" }) },
    );
    expect(mapped.status).toBe(201);

    for (const [fields, status, message] of [
      [{ mapping: "{not json" }, 400, "mapping must be a JSON object of field names to column names"],
      [{ format: "quicken" }, 400, "format must be one of"],
      [{ mapping: JSON.stringify({ date: "Nope" }) }, 422, 'The file has no column "Nope".'],
    ] as const) {
      const res = await upload("/imports/preview", user.token, file, fields);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
    }
  });

  it("explains files it cannot use, and refuses more than 5 MB before reading it", async () => {
    const user = await signedInUser(app);
    const empty = await upload("/imports/preview", user.token, { name: "empty.csv", content: "" });
    expect(empty).toMatchObject({ status: 422, body: { message: "The file is empty." } });
    const noFile = await app.request("/api/imports/preview", {
      method: "POST",
      headers: { Authorization: `Bearer ${user.token}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe("Choose a CSV file to import (form field `file`)");

    const line = "2026-09-01,08:15,45.00,Transport,Metro,UPI,Manual\r\n";
    const big = `Date,Time,Amount,Category,Description,Paid with,Entry method\r\n${line.repeat(Math.ceil((5 * 1024 * 1024) / line.length) + 10)}`;
    for (const route of ["/imports/preview", "/imports"] as const) {
      const res = await upload(route, user.token, { name: "big.csv", content: big });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(
        "The file is larger than 5 MB. Split it (for example one file per year) and import the parts one by one.",
      );
    }
    expect(await storedExpenses(user.id)).toEqual([]);
    expect((await call(app, "POST", "/imports/preview")).status).toBe(401);
  });

  it("rolls the whole file back when the database refuses a row mid-file, and records the failure", async () => {
    const user = await signedInUser(app);
    const poison = `poison-${randomUUID()}`;
    const constraint = `test_refuses_${poison.replace(/-/g, "_")}`;
    // Arranging a refusal the import's own checks cannot foresee: a rule on one description.
    await adminSql().unsafe(
      `alter table public.expenses add constraint ${constraint} check (description is distinct from '${poison}') not valid`,
    );
    try {
      const rows = Array.from(
        { length: 40 },
        (_, i) =>
          `2026-09-${String((i % 28) + 1).padStart(2, "0")},${i + 1},${i === 20 ? poison : `Row ${i}`}`,
      );
      const res = await upload("/imports", user.token, {
        name: "poisoned.csv",
        content: `Date,Amount,Description\n${rows.join("\n")}\n`,
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(`Nothing was imported: the database refused a row (${constraint}).`);
    } finally {
      await adminSql().unsafe(`alter table public.expenses drop constraint ${constraint}`);
    }
    expect(await storedExpenses(user.id)).toEqual([]);
    expect(
      (
        await adminSql()`select count(*)::int as n from public.expense_daily_totals where user_id = ${user.id}`
      )[0]?.n,
    ).toBe(0);
    expect(await importsOf(user.id)).toEqual([
      {
        file_name: "poisoned.csv",
        file_type: "text/csv",
        source_app: "Other CSV",
        records_processed: 40,
        records_imported: 0,
        records_skipped: 40,
        status: "failed",
        error_message: expect.stringContaining("Nothing was imported"),
      },
    ]);
  });
});

describe("round trip", () => {
  it("imports this app's export into an empty account and exports the very same file", async () => {
    const user = await signedInUser(app);
    await upload("/imports", user.token, { name: "paisa.csv", content: fixture("paisa-export.csv") });
    expect(Buffer.from(await exportOf(user.token)).equals(fixture("paisa-export.csv"))).toBe(true);
  });

  it("export → import into another account → export gives identical data", async () => {
    const from = await signedInUser(app);
    for (const body of [
      {
        category: "Food & Dining",
        description: "Chai ₹20 — चाय",
        amount: "20",
        date: "2026-11-30T23:59:00+05:30",
        paidWith: "cash",
      },
      {
        category: "healthcare",
        description: "=SUM(1)",
        amount: "999.99",
        method: "receipt",
        date: "2026-12-01T00:00:00+05:30",
      },
      {
        category: "Pet care",
        description: 'Kibble, "large" bag',
        amount: "1234.5",
        method: "voice",
        date: "2026-11-01T05:29:00+05:30",
        paidWith: "wallet",
      },
      { category: "Transport", amount: "45", date: "2026-10-15T09:05:00+05:30", paidWith: "upi" },
    ]) {
      expect(
        (await call(app, "POST", "/expenses", { token: from.token, body: { method: "manual", ...body } }))
          .status,
      ).toBe(201);
    }
    const first = await exportOf(from.token);
    const to = await signedInUser(app);
    const imported = await upload("/imports", to.token, { name: "mine.csv", content: first });
    expect(imported.body.recordsImported).toBe(4);
    expect(Buffer.from(await exportOf(to.token)).equals(Buffer.from(first))).toBe(true);
    const strip = (rows: Awaited<ReturnType<typeof storedExpenses>>) => rows;
    expect(strip(await storedExpenses(to.id))).toEqual(strip(await storedExpenses(from.id)));
  });
});

describe("budget alerts after an import", () => {
  const alertsOf = async (userId: string) =>
    [
      ...(await adminSql()`
        select notification_type, to_char(period, 'YYYY-MM-DD') as period, spent_amount::text
        from public.budget_notifications where user_id = ${userId} order by notification_type`),
    ].map((row) => ({ ...row }));

  it("raises nothing for months already over", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "1000" } });
    const rows = Array.from(
      { length: 60 },
      (_, i) => `2025-${String((i % 12) + 1).padStart(2, "0")}-10,900,Old ${i}`,
    );
    const done = await upload("/imports", user.token, {
      name: "old.csv",
      content: `Date,Amount,Description\n${rows.join("\n")}\n`,
    });
    expect(done.body.recordsImported).toBe(60);
    expect(await alertsOf(user.id)).toEqual([]);
  });

  it("checks the current month once, against the file's final total", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/budget", { token: user.token, body: { amount: "10000" } });
    await rentDueAtMonthEnd(app, user.token, "1800");
    const today = indianDay(new Date());
    const month = today.slice(0, 7);
    // ₹8,500 spread over the month's first day and today: 85 % in one go, so 50 % and 80 % are raised
    // once each, both with the final figure (a row-by-row check would have said ₹1,000, ₹2,000…).
    const rows = [
      ...Array.from({ length: 16 }, (_, i) => `${month}-01,500,Early ${i}`),
      `${today},500,Today`,
    ];
    await upload("/imports", user.token, {
      name: "month.csv",
      content: `Date,Amount,Description\n${rows.join("\n")}\n`,
    });
    const alerts = await alertsOf(user.id);
    expect(alerts.filter((a) => a.notification_type.startsWith("budget_"))).toEqual([
      {
        notification_type: "budget_50",
        period: `${month}-01`,
        spent_amount: "8500.00",
      },
      {
        notification_type: "budget_80",
        period: `${month}-01`,
        spent_amount: "8500.00",
      },
    ]);
    // Today's ₹500 (or, on the 1st, the whole ₹8,500) is over today's daily limit (at most ₹200, or on
    // the 1st ₹8,200, with ₹1,800 of rent still due): raised once.
    expect(alerts.filter((a) => a.notification_type === "daily_limit").map((a) => a.period)).toEqual([today]);
  });
});
