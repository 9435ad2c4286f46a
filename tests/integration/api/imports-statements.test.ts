// PDF statements read on the device and imported as the CSV the web app writes from them
// (src/features/imports/statements/statement-csv.ts): money out with its time and UPI reference,
// money in skipped, and duplicates found by the reference first (a payment saved from its message,
// or imported from another statement), then by minute, amount and description.
import type { StatementRow } from "@shared/contract/statement-columns.ts";
import { describe, expect, it } from "vitest";
import { statementCsv } from "../../../src/features/imports/statements/statement-csv.ts";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const row = (fields: Partial<StatementRow> & Pick<StatementRow, "date" | "description">): StatementRow => ({
  time: null,
  debit: null,
  credit: null,
  reference: null,
  ...fields,
});

async function upload(
  route: "/imports/preview" | "/imports",
  token: string,
  rows: StatementRow[],
  name = "Google Pay",
) {
  const form = new FormData();
  const csv = statementCsv({ layout: "gpay", name, rows });
  form.append("file", new File([csv], "statement.pdf", { type: "text/csv" }));
  const response = await app.request(`/api${route}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

async function savedMessage(token: string, expense: Record<string, unknown>) {
  const saved = await call(app, "POST", "/expenses/batch", {
    token,
    body: { expenses: [{ category: "Food & Dining", method: "message", ...expense }] },
  });
  expect(saved.status).toBe(201);
}

const stored = async (userId: string) =>
  [
    ...(await adminSql()`
      select to_char(spent_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as at, amount::text,
        description, method, message_ref as ref, paid_with
      from public.expenses where user_id = ${userId} order by spent_at, amount, description`),
  ].map((stored) => ({ ...stored }));

const gpay = [
  row({ date: "2026-09-01", time: "21:04", description: "Swiggy", debit: "345", reference: "624512345678" }),
  row({
    date: "2026-09-02",
    time: "10:15",
    description: "Ravi Shah",
    credit: "1500",
    reference: "624612345678",
  }),
  row({
    date: "2026-09-05",
    time: "18:30",
    description: "BESCOM Bengaluru Electricity Supply Company",
    debit: "1180",
    reference: "624812345678",
  }),
];

describe("a PDF statement", () => {
  it("is read as money out with its time and reference, money in skipped", async () => {
    const user = await signedInUser(app);
    const preview = await upload("/imports/preview", user.token, gpay);
    expect(preview.status).toBe(200);
    expect(preview.body.format).toBe("statement");
    expect(preview.body.counts).toEqual({ rows: 3, toImport: 2, duplicates: 0, skipped: 1, refused: 0 });
    expect(preview.body.skipped).toEqual([{ reason: "Money in, not an expense", count: 1 }]);
    expect(preview.body.sample[0]).toMatchObject({
      date: "2026-09-01T21:04:00+05:30",
      hasTime: true,
      description: "Swiggy",
      category: "Food & Dining",
      paidWith: "upi",
    });

    const done = await upload("/imports", user.token, gpay);
    expect(done.status).toBe(201);
    expect(done.body).toMatchObject({
      recordsImported: 2,
      sourceApp: "PDF statement",
      fileName: "statement.pdf",
    });
    expect((await stored(user.id)).map(({ at, amount, method, ref }) => [at, amount, method, ref])).toEqual([
      ["2026-09-01 21:04", "345.00", "import", "ref:624512345678"],
      ["2026-09-05 18:30", "1180.00", "import", "ref:624812345678"],
    ]);
  });

  it("after pasted messages adds only what is new: by UPI reference first, then minute, amount and description", async () => {
    const user = await signedInUser(app);
    // The Swiggy payment pasted from its SMS a minute off the statement's time, under another name.
    await savedMessage(user.token, {
      amount: 345,
      date: "2026-09-01T21:05:00+05:30",
      messageRef: "ref:624512345678",
      merchant: "Swiggy Instamart",
      description: "Swiggy Instamart",
    });
    // A friend's ₹120.50 at the same café in the same minute, pasted with its own reference.
    await savedMessage(user.token, {
      amount: 120.5,
      date: "2026-09-03T08:30:00+05:30",
      messageRef: "ref:700012345678",
      description: "Chaayos Cafe",
    });
    const statement = [
      gpay[0] as StatementRow,
      row({
        date: "2026-09-03",
        time: "08:30",
        description: "Chaayos Cafe",
        debit: "120.50",
        reference: "624712345678",
      }),
      row({ date: "2026-09-04", time: "12:00", description: "Chaayos Cafe", debit: "99" }),
    ];
    const preview = await upload("/imports/preview", user.token, statement);
    expect(preview.body.counts).toMatchObject({ toImport: 2, duplicates: 1 });
    expect(preview.body.duplicateLines).toEqual([2]);

    // The same statement again: everything is already there (the references were stored).
    await upload("/imports", user.token, statement);
    const again = await upload("/imports/preview", user.token, statement);
    expect(again.body.counts).toMatchObject({ toImport: 0, duplicates: 3 });
  });

  it("then the bank's statement of the same payments adds nothing twice (the UPI reference is stored)", async () => {
    const user = await signedInUser(app);
    await upload("/imports", user.token, gpay);
    const bank = [
      row({
        date: "2026-09-05",
        description: "UPI-BESCOM-BESCOM@HDFCBANK-HDFC0000001-624812345678-BILL PAYMENT",
        debit: "1180.00",
      }),
      row({ date: "2026-09-02", description: "POS 512345XXXXXX1234 BIG BAZAAR", debit: "2310.50" }),
    ];
    const preview = await upload("/imports/preview", user.token, bank, "Bank");
    expect(preview.body.counts).toMatchObject({ toImport: 1, duplicates: 1 });
    expect(preview.body.sample).toEqual([
      expect.objectContaining({ description: "Big Bazaar", hasTime: false }),
    ]);
  });

  it("imports a reference printed twice in one file without failing (the first row keeps it)", async () => {
    const user = await signedInUser(app);
    const twice = [
      row({
        date: "2026-09-06",
        time: "09:00",
        description: "Zomato",
        debit: "200",
        reference: "625012345678",
      }),
      row({
        date: "2026-09-06",
        time: "09:10",
        description: "Zomato",
        debit: "50",
        reference: "625012345678",
      }),
    ];
    const done = await upload("/imports", user.token, twice);
    expect(done.status).toBe(201);
    expect((await stored(user.id)).map(({ amount, ref }) => [amount, ref])).toEqual([
      ["200.00", "ref:625012345678"],
      ["50.00", null],
    ]);
  });
});
