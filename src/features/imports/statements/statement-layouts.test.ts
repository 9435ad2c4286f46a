// Rows and columns rebuilt from positioned text (as pdf.js gives it), and each layout's reading of
// them: pure, no PDF involved (statement-pdf.test.ts reads the committed PDFs end to end).
import { describe, expect, it } from "vitest";
import { readStatement, statementAmount, statementDate, statementTime } from "./statement-layouts.ts";
import { linesOf, type TextItem } from "./statement-lines.ts";

/** A piece of text at (x, y) on a page, about 5 points wide a character (9 pt Helvetica). */
const at = (page: number, x: number, y: number, text: string): TextItem => ({
  page,
  x,
  y,
  width: text.length * 5,
  text,
});

describe("rows and columns from positioned text", () => {
  it("groups pieces by baseline (a point of jitter is one line), orders them, and splits cells at wide gaps", () => {
    const lines = linesOf([
      at(1, 150, 700.4, "Swiggy"),
      at(1, 36, 700, "01 Sep, 2026"),
      at(1, 110, 700, "Paid to"),
      at(1, 36, 680, "09:04 PM"),
      at(1, 36, 720, "Date & time"),
      at(1, 300, 700, " "),
    ]);
    expect(lines.map((line) => line.cells.map((cell) => cell.text))).toEqual([
      ["Date & time"],
      ["01 Sep, 2026", "Paid to", "Swiggy"],
      ["09:04 PM"],
    ]);
    // "Paid to" ends at 145, "Swiggy" starts at 150: a 5-point gap is a column break…
    const near = linesOf([at(1, 110, 700, "Paid to"), at(1, 147, 700, "Swiggy")]);
    // …and 2 points, a space: one cell.
    expect(near[0]?.cells.map((cell) => cell.text)).toEqual(["Paid to Swiggy"]);
  });

  it("keeps pages apart, top to bottom on each", () => {
    const lines = linesOf([
      at(2, 36, 790, "second page"),
      at(1, 36, 100, "first page, bottom"),
      at(1, 36, 790, "top"),
    ]);
    expect(lines.map((line) => [line.page, line.cells[0]?.text])).toEqual([
      [1, "top"],
      [1, "first page, bottom"],
      [2, "second page"],
    ]);
  });
});

const gpayHeader = (page: number, y: number) => [
  at(page, 36, y, "Date & time"),
  at(page, 150, y, "Transaction details"),
  at(page, 526, y, "Amount"),
];

describe("Google Pay", () => {
  it("reads ₹ amounts, a payee over two lines, and a transaction that goes on after a page break", () => {
    const statement = readStatement(
      linesOf([
        at(1, 36, 800, "Google Pay"),
        ...gpayHeader(1, 760),
        at(1, 36, 740, "30 Nov, 2026"),
        at(1, 150, 740, "Paid to Sharma General"),
        at(1, 520, 740, "₹1,299.50"),
        at(1, 36, 60, "This is a computer generated statement. Page 1 of 2"),
        ...gpayHeader(2, 800),
        at(2, 150, 780, "Store"),
        at(2, 36, 767, "11:59 PM"),
        at(2, 150, 767, "UPI Transaction ID: 633412345678"),
        at(2, 150, 754, "Paid by State Bank of India 4321"),
      ]),
    );
    expect(statement).toEqual({
      layout: "gpay",
      name: "Google Pay",
      rows: [
        {
          date: "2026-11-30",
          time: "23:59",
          description: "Sharma General Store",
          debit: "1299.50",
          credit: null,
          reference: "633412345678",
        },
      ],
    });
  });

  it("leaves out what is neither paid nor received, and lines across the columns", () => {
    const statement = readStatement(
      linesOf([
        at(1, 36, 800, "Google Pay"),
        ...gpayHeader(1, 760),
        at(1, 36, 740, "01 Sep, 2026"),
        at(1, 150, 740, "Reward earned"),
        at(1, 520, 740, "₹10"),
        at(1, 36, 720, "Total money paid out and received in this period: 2 transactions"),
      ]),
    );
    expect(statement?.rows).toEqual([]);
  });
});

describe("Paytm", () => {
  it("takes a year-less December date in a December–January statement from the year before", () => {
    const header = [
      at(1, 36, 760, "Date & Time"),
      at(1, 120, 760, "Transaction Details"),
      at(1, 325, 760, "Notes & Tags"),
      at(1, 400, 760, "Your Account"),
      at(1, 520, 760, "Amount"),
    ];
    const statement = readStatement(
      linesOf([
        at(1, 36, 800, "Paytm Statement"),
        at(1, 36, 785, "15 DEC 2026 - 10 JAN 2027"),
        ...header,
        at(1, 36, 740, "31 Dec"),
        at(1, 120, 740, "Paid to Cafe"),
        at(1, 500, 740, "- Rs.80"),
        at(1, 36, 720, "2 Jan"),
        at(1, 120, 720, "Money received from Asha"),
        at(1, 500, 720, "+ Rs.500"),
      ]),
    );
    expect(statement?.rows.map(({ date, debit, credit }) => [date, debit, credit])).toEqual([
      ["2026-12-31", "80", null],
      ["2027-01-02", null, "500"],
    ]);
  });
});

describe("what is not a known statement", () => {
  it("has no layout's header (or an app's header without the app's name)", () => {
    expect(
      readStatement(linesOf([at(1, 36, 700, "Rental agreement"), at(1, 36, 680, "Rent Rs.15,000")])),
    ).toBeNull();
    expect(readStatement(linesOf(gpayHeader(1, 700)))).toBeNull();
  });
});

describe("values", () => {
  it("dates, times and amounts as statements print them", () => {
    expect(statementDate("01 Sep, 2026")).toBe("2026-09-01");
    expect(statementDate("Sep 07, 2026")).toBe("2026-09-07");
    expect(statementDate("05/09/26")).toBe("2026-09-05");
    expect(statementDate("31/02/26")).toBeNull();
    expect(statementDate("11 Sep")).toBeNull();
    expect(statementDate("11 Sep", { year: 2026, month: 9 })).toBe("2026-09-11");
    expect(statementTime("09:04 PM")).toBe("21:04");
    expect(statementTime("12:10 am")).toBe("00:10");
    expect(statementTime("Paid by")).toBeNull();
    expect(statementAmount("₹1,04,500.5")).toBe("104500.5");
    expect(statementAmount("- Rs. 238")).toBe("238");
    expect(statementAmount("INR 2,000")).toBe("2000");
    expect(statementAmount("12 Nos")).toBe("12 Nos");
  });
});
