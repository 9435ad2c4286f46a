// GET /api/expenses/export: the caller's expenses (all, or the history filters) as a CSV file Excel
// opens correctly — UTF-8 with a byte order mark, Indian dates and times whatever the server's zone,
// plain decimal amounts, formula-like cells neutralised.
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const utcSql = postgres(stack().urls.db, {
  max: 2,
  idle_timeout: 5,
  onnotice: () => {},
  connection: { TimeZone: "UTC" },
});
afterAll(() => utcSql.end());
const app = testApp({ sql: utcSql });

async function download(token: string, query = "") {
  const response = await app.request(`/api/expenses/export${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

describe("GET /api/expenses/export", () => {
  it("writes one row per expense, oldest first, on the Indian clock, as UTF-8 with a BOM", async () => {
    const user = await signedInUser(app);
    for (const body of [
      {
        category: "Food & Dining",
        description: "Chai ₹20 — चाय",
        amount: "20",
        date: "2026-11-30T23:59:00+05:30",
        paidWith: "cash",
      },
      {
        category: "Groceries",
        description: 'Kirana, "big" order',
        amount: "1234.5",
        date: "2026-12-01T00:00:00+05:30",
        paidWith: "net_banking",
      },
      {
        category: "Pet care",
        description: '=HYPERLINK("http://evil.example","click")',
        amount: "99.99",
        date: "2026-11-01T05:29:00+05:30",
      },
      {
        category: "Transport",
        description: "-50 cashback",
        amount: "50",
        method: "voice",
        date: "2026-11-15T12:00:00+05:30",
        paidWith: "upi",
      },
    ]) {
      expect(
        (await call(app, "POST", "/expenses", { token: user.token, body: { method: "manual", ...body } }))
          .status,
      ).toBe(201);
    }
    const { response, bytes, text } = await download(user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="paisa-coach-expenses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe(
      "\uFEFFDate,Time,Amount,Category,Description,Paid with,Entry method,Split\r\n" +
        '2026-11-01,05:29,99.99,Pet care,"\'=HYPERLINK(""http://evil.example"",""click"")",,Manual,\r\n' +
        '2026-11-15,12:00,50.00,Transport,"\'-50 cashback",UPI,Voice,\r\n' +
        "2026-11-30,23:59,20.00,Food & Dining,Chai ₹20 — चाय,Cash,Manual,\r\n" +
        '2026-12-01,00:00,1234.50,Groceries,"Kirana, ""big"" order",Net banking,Manual,\r\n',
    );
  });

  it("exports what the history filters select, and only the caller's", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    for (const [token, description, date] of [
      [user.token, "Swiggy dinner", "2026-11-10T20:00:00+05:30"],
      [user.token, "Metro", "2026-11-11T09:00:00+05:30"],
      [user.token, "Swiggy lunch", "2026-10-10T13:00:00+05:30"],
      [other.token, "Swiggy (someone else's)", "2026-11-10T21:00:00+05:30"],
    ] as const) {
      await call(app, "POST", "/expenses", {
        token,
        body: { category: "Food & Dining", amount: "100", method: "manual", description, date },
      });
    }
    const lines = async (query: string) =>
      (await download(user.token, query)).text.split("\r\n").slice(1, -1);
    expect(await lines("?q=swig&month=2026-11")).toEqual([
      "2026-11-10,20:00,100.00,Food & Dining,Swiggy dinner,,Manual,",
    ]);
    expect(await lines("?q=swig")).toHaveLength(2);
    expect(await lines("")).toHaveLength(3);
    expect(await lines("?q=nothing-like-this")).toEqual([]);
    const bad = await call(app, "GET", "/expenses/export?month=13", { token: user.token });
    expect(bad.status).toBe(400);
    expect((await call(app, "GET", "/expenses/export")).status).toBe(401);
  });
});
