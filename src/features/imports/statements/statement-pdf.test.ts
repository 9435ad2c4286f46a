// The committed PDF statements (scripts/make-statement-fixtures.ts) read end to end with pdf.js's
// legacy build, the one that runs on Node 20 (given Promise.withResolvers, which it expects).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readStatementPdf, StatementPdfProblem } from "./statement-pdf.ts";

// pdf.js 6 calls Promise.withResolvers (Node ≥ 22); Node 20 lacks it.
const promiseStatics = Promise as unknown as { withResolvers?: () => unknown };
promiseStatics.withResolvers ??= () => {
  let resolve: unknown;
  let reject: unknown;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

// The legacy build, without its worker thread (a "fake worker" in this process).
const legacyPdfJs = () =>
  import("pdfjs-dist/legacy/build/pdf.mjs") as unknown as Promise<typeof import("pdfjs-dist")>;

const fixture = (name: string) =>
  new Uint8Array(readFileSync(path.join(import.meta.dirname, "../../../../tests/fixtures/statements", name)));

const read = (name: string, password?: string) => readStatementPdf(fixture(name), password, legacyPdfJs);

async function problemOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof StatementPdfProblem) return error.problem;
    throw error;
  }
  return "none";
}

const upi = (
  date: string,
  time: string,
  description: string,
  money: { debit?: string; credit?: string },
  reference: string,
) => ({
  date,
  time,
  description,
  debit: money.debit ?? null,
  credit: money.credit ?? null,
  reference,
});

const bankRows = [
  {
    date: "2026-09-01",
    description: "UPI-SWIGGY-SWIGGY8@YBL-YESB0YBLUPI-624512345678-PAYMENT FROM PHONE",
    debit: "345.00",
    credit: null,
  },
  {
    date: "2026-09-01",
    description: "NEFT CR-ICIC0000001-ACME SOFTWARE PVT LTD-SALARY SEP",
    debit: null,
    credit: "85000.00",
  },
  { date: "2026-09-02", description: "POS 512345XXXXXX1234 BIG BAZAAR", debit: "2310.50", credit: null },
  {
    date: "2026-09-04",
    description: "IMPS-624712345678-RAVI SHAH-HDFC-XXXXXXXX9876-RENT SHARE",
    debit: "15000.00",
    credit: null,
  },
  {
    date: "2026-09-05",
    description: "UPI-BESCOM-BESCOM@HDFCBANK-HDFC0000001-624812345678-BILL PAYMENT",
    debit: "1180.00",
    credit: null,
  },
].map((row) => ({ ...row, time: null, reference: null }));

describe("PDF statements read with pdf.js", () => {
  it("Google Pay: payee over two lines, money in and out, the UPI transaction id, across a page break", async () => {
    expect(await read("gpay-statement.pdf")).toEqual({
      layout: "gpay",
      name: "Google Pay",
      rows: [
        upi("2026-09-01", "21:04", "Swiggy", { debit: "345" }, "624512345678"),
        upi("2026-09-02", "10:15", "Ravi Shah", { credit: "1500" }, "624612345678"),
        upi("2026-09-03", "08:30", "Chaayos Cafe Koramangala", { debit: "120.50" }, "624612349876"),
        upi(
          "2026-09-05",
          "18:30",
          "BESCOM Bengaluru Electricity Supply Company",
          { debit: "1180" },
          "624812345678",
        ),
      ],
    });
  });

  it("PhonePe: DEBIT and CREDIT from the Type column, the UTR", async () => {
    expect(await read("phonepe-statement.pdf")).toMatchObject({
      layout: "phonepe",
      rows: [
        upi("2026-09-07", "13:12", "Zomato", { debit: "289" }, "625012345678"),
        upi("2026-09-08", "19:45", "Priya Nair", { credit: "2000" }, "625112345678"),
        upi(
          "2026-09-09",
          "11:02",
          "Apollo Pharmacy Indiranagar Branch 12",
          { debit: "642.40" },
          "625212345678",
        ),
      ],
    });
  });

  it("Paytm: signed amounts, dates without a year (the period's), the UPI Ref No", async () => {
    expect(await read("paytm-statement.pdf")).toMatchObject({
      layout: "paytm",
      rows: [
        upi("2026-09-11", "21:20", "Uber India", { debit: "238" }, "625412345678"),
        upi("2026-09-12", "08:05", "Karan Mehta", { credit: "750" }, "625512345678"),
        upi("2026-09-14", "18:40", "Big Bazaar Supermarket Whitefield", { debit: "1045.75" }, "625612345678"),
      ],
    });
  });

  it("a bank statement: narrations over two lines rejoined, withdrawals and deposits, summary left out", async () => {
    expect(await read("bank-statement.pdf")).toEqual({
      layout: "bank",
      name: "Bank",
      rows: bankRows,
    });
  });

  it("a locked bank statement: asks for the password, says when it is wrong, opens with the right one", async () => {
    expect(await problemOf(read("bank-statement-locked.pdf"))).toBe("needPassword");
    expect(await problemOf(read("bank-statement-locked.pdf", "ASHA0000"))).toBe("wrongPassword");
    expect((await read("bank-statement-locked.pdf", "ASHA0101")).rows).toEqual(bankRows);
  });

  it("a PDF that is no statement, and a file that is no PDF", async () => {
    expect(await problemOf(read("not-a-statement.pdf"))).toBe("notStatement");
    const notPdf = readStatementPdf(new TextEncoder().encode("Date,Amount\n"), undefined, legacyPdfJs);
    expect(await problemOf(notPdf)).toBe("notPdf");
  });
});
