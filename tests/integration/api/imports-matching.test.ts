// CSV import knowing what is already there and what the file means: a bank statement after the same
// payments were saved from their messages (matched by UPI reference, then by day, amount and payee),
// other apps' category names mapped to this app's list (and the user's own choice per name), and
// bank narrations read as payees and merchant categories, with no made-up time.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

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

const stored = async (userId: string) =>
  [
    ...(await adminSql()`
      select to_char(spent_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, amount::text, category,
        description, method
      from public.expenses where user_id = ${userId} order by spent_at, amount`),
  ].map((row) => ({ ...row }));

const hdfc = { name: "hdfc.csv", content: fixture("hdfc-statement.csv") };

describe("a bank statement after the same payments were saved from messages", () => {
  it("matches by UPI reference first, then by day, amount and payee, and imports only the rest", async () => {
    const user = await signedInUser(app);
    const saved = await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: {
        expenses: [
          // The Swiggy payment's SMS: its UPI reference is in the statement's narration.
          {
            amount: 345,
            category: "Food & Dining",
            method: "message",
            date: "2026-09-01T21:04:00+05:30",
            messageRef: "ref:624512345678",
            merchant: "Swiggy",
            description: "Swiggy",
          },
          // The BESCOM bill's notification had no reference: same day, amount and payee.
          {
            amount: 1180,
            category: "Bills & Utilities",
            method: "message",
            date: "2026-09-05T18:30:00+05:30",
            messageRef: "msg:0f3a9e",
            merchant: "BESCOM",
            description: "BESCOM",
          },
          // Same day and amount as the IMPS row, but another payee and reference: not the same payment.
          {
            amount: 15000,
            category: "Rent",
            method: "message",
            date: "2026-09-04T10:00:00+05:30",
            messageRef: "ref:999912345678",
            merchant: "Landlord",
            description: "Landlord",
          },
        ],
      },
    });
    expect(saved.status).toBe(201);

    const preview = await upload("/imports/preview", user.token, hdfc);
    expect(preview.body.counts).toEqual({ rows: 10, toImport: 3, duplicates: 2, skipped: 5, refused: 0 });
    expect(preview.body.duplicateLines).toEqual([10, 15]);

    const done = await upload("/imports", user.token, hdfc);
    expect(done.body).toMatchObject({ recordsImported: 3, duplicates: 2 });
    expect((await stored(user.id)).map(({ day, amount, method }) => [day, amount, method])).toEqual([
      ["2026-09-01", "345.00", "message"],
      ["2026-09-02", "2310.50", "import"],
      ["2026-09-03", "2000.00", "import"],
      ["2026-09-04", "15000.00", "import"],
      ["2026-09-04", "15000.00", "message"],
      ["2026-09-05", "1180.00", "message"],
    ]);
  });

  it("does not let one saved payment stand for two same-day rows of the same payee and amount", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/expenses/batch", {
      token: user.token,
      body: {
        expenses: [
          {
            amount: 120,
            category: "Food & Dining",
            method: "message",
            date: "2026-09-07T09:00:00+05:30",
            messageRef: "msg:77aa01",
            merchant: "Chaayos",
            description: "Chaayos",
          },
        ],
      },
    });
    const statement = [
      "Date,Narration,Withdrawal Amt.,Deposit Amt.",
      "07/09/26,POS 512345XXXXXX1234 CHAAYOS,120.00,",
      "07/09/26,POS 512345XXXXXX1234 CHAAYOS,120.00,",
    ].join("\n");
    const preview = await upload("/imports/preview", user.token, { name: "s.csv", content: statement });
    expect(preview.body.counts).toMatchObject({ toImport: 1, duplicates: 1 });
  });
});

describe("bank narrations", () => {
  it("are read as payees with the message parser's rules, categorised by merchant, with no time", async () => {
    const user = await signedInUser(app);
    const statement = [
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
      "06/09/26,POS 512345XXXXXX1234 DMART AVENUE SUPERMA,000000012399,06/09/26,1234.00,,100.00",
      "07/09/26,UPI/DR/624912345678/SWIGGY/YESB/swiggy8@ybl/Payment,624912345678,07/09/26,250.00,,50.00",
    ].join("\n");
    const preview = await upload("/imports/preview", user.token, { name: "s.csv", content: statement });
    expect(preview.body.sample).toEqual([
      expect.objectContaining({ description: "DMart", category: "Groceries", hasTime: false }),
      expect.objectContaining({ description: "Swiggy", category: "Food & Dining", hasTime: false }),
    ]);

    await upload("/imports", user.token, hdfc);
    expect((await stored(user.id)).map(({ description, category }) => [description, category])).toEqual([
      ["Swiggy", "Food & Dining"],
      ["Big Bazaar", "Groceries"],
      // The card number cut to its last four digits (docs/product.md §4.30).
      ["ATW-XX1234-S1AWBL12-BENGALURU", "Others"],
      ["Ravi Shah", "Rent"],
      ["BESCOM", "Bills & Utilities"],
    ]);
  });

  it("keeps the time other apps give", async () => {
    const user = await signedInUser(app);
    const preview = await upload("/imports/preview", user.token, {
      name: "cashew.csv",
      content: fixture("cashew.csv"),
    });
    expect(preview.body.sample[0]).toMatchObject({ date: "2026-09-02T21:10:00+05:30", hasTime: true });
  });
});

describe("other apps' categories", () => {
  const cashew = { name: "cashew.csv", content: fixture("cashew.csv") };

  it("are mapped to this app's list, and the preview shows the mapping", async () => {
    const user = await signedInUser(app);
    const preview = await upload("/imports/preview", user.token, cashew);
    expect(preview.body.categories).toEqual([
      { name: "Dining", category: "Food & Dining", rows: 1 },
      { name: "Fuel", category: "Petrol", rows: 1 },
      { name: "Entertainment", category: "Entertainment", rows: 1 },
      { name: "Healthcare", category: "Health", rows: 1 },
      { name: "Transit", category: "Transport", rows: 1 },
      { name: "Transit / Fuel", category: "Petrol", rows: 1 },
      { name: "Phone", category: "Mobile Recharge", rows: 1 },
      { name: "Bills & Fees", category: "Bills & Utilities", rows: 1 },
      { name: "Pets", category: "Pets", rows: 1 },
    ]);
    await upload("/imports", user.token, cashew);
    expect((await stored(user.id)).map(({ category }) => category)).toEqual([
      "Food & Dining",
      "Petrol",
      "Entertainment",
      "Health",
      "Transport",
      "Petrol",
      "Mobile Recharge",
      "Bills & Utilities",
      "Pets",
    ]);
  });

  it("follow the user's choice for a name", async () => {
    const user = await signedInUser(app);
    const categories = JSON.stringify({ Pets: "Others", Dining: "Groceries" });
    const preview = await upload("/imports/preview", user.token, cashew, { categories });
    expect(preview.body.categories).toContainEqual({ name: "Pets", category: "Others", rows: 1 });
    expect(preview.body.categories).toContainEqual({ name: "Dining", category: "Groceries", rows: 1 });
    await upload("/imports", user.token, cashew, { categories });
    const categoriesStored = (await stored(user.id)).map(({ category }) => category);
    expect(categoriesStored[0]).toBe("Groceries");
    expect(categoriesStored.at(-1)).toBe("Others");
  });

  it("refuse a choice that is not a category name", async () => {
    const user = await signedInUser(app);
    for (const categories of [
      "[1]",
      "not json",
      JSON.stringify({ Pets: "" }),
      JSON.stringify({ Pets: "x".repeat(51) }),
    ]) {
      const preview = await upload("/imports/preview", user.token, cashew, { categories });
      expect(preview.status).toBe(400);
      expect(preview.body.message).toMatch(/categor/i);
    }
  });
});
