import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { RowOutcome } from "./import-formats.ts";
import {
  decodeCsv,
  ImportFileProblem,
  MAX_IMPORT_ROWS,
  type ReadWork,
  readImportFile,
} from "./import-read.ts";

const fixture = (name: string) =>
  decodeCsv(readFileSync(path.join(import.meta.dirname, "../../../../tests/fixtures/imports", name)));

/** Each row as [line, what happens] with the expense's fields in one line for easy reading. */
const summary = (rows: { line: number; outcome: RowOutcome }[]) =>
  rows.map(({ line, outcome }) =>
    outcome.kind === "expense"
      ? [
          line,
          `${outcome.expense.spentAt} ${outcome.expense.amount} ${outcome.expense.category} | ${outcome.expense.description} | ${outcome.expense.paidWith} | ${outcome.expense.method}`,
        ]
      : [line, `${outcome.kind}: ${outcome.reason}`],
  );

describe("import formats", () => {
  it("reads the app's own export back exactly", async () => {
    const file = await readImportFile(await fixture("paisa-export.csv"));
    expect(file.format.id).toBe("paisa");
    expect(file.headerLine).toBe(1);
    expect(summary(file.rows)).toEqual([
      [2, "2026-09-01T08:15:00+05:30 45.00 Transport | Metro card top-up | upi | manual"],
      [3, "2026-09-01T13:05:00+05:30 120.50 Food & Dining | Thali, extra roti | cash | voice"],
      [4, "2026-09-03T19:40:00+05:30 2499.00 Shopping | Kurta — दिवाली | card | receipt"],
      [5, "2026-09-04T09:00:00+05:30 60.00 Pet care | =cat food | null | manual"],
      [6, "2026-09-05T00:00:00+05:30 850.00 Bills & Utilities | Electricity | net_banking | import"],
    ]);
  });

  it("reads Cashew: expenses are negative, income and foreign currency stay out", async () => {
    const file = await readImportFile(await fixture("cashew.csv"));
    expect(file.format.id).toBe("cashew");
    expect(summary(file.rows)).toEqual([
      [2, "2026-09-02T21:10:00+05:30 345.50 Food & Dining | Swiggy — dinner with Ravi | upi | import"],
      [3, "skip: Income, not an expense"],
      [4, "2026-09-03T08:45:00+05:30 1500.00 Petrol | Petrol — HP pump | card | import"],
      [5, "2026-09-05T00:00:00+05:30 649.00 Entertainment | Netflix | card | import"],
      [6, "refuse: Only rupee (INR) amounts can be imported"],
      [7, 'refuse: "06/31/2026" is not a date'],
      [8, "2026-09-07T18:20:00+05:30 220.75 Health | Medicines | cash | import"],
      // Cashew's own names are filed under this app's categories; the subcategory first.
      [9, "2026-09-08T19:00:00+05:30 220.00 Transport | Ola | upi | import"],
      [10, "2026-09-09T08:15:00+05:30 2000.00 Petrol | Indian Oil | card | import"],
      [11, "2026-09-10T11:00:00+05:30 299.00 Mobile Recharge | Airtel | upi | import"],
      [12, "2026-09-11T12:00:00+05:30 118.00 Bills & Utilities | Card fee | card | import"],
      [13, "2026-09-12T17:45:00+05:30 640.00 Pets | Dog food | upi | import"],
    ]);
  });

  it("reads Money Manager: only Exp. rows, day-first dates, grouped amounts", async () => {
    const file = await readImportFile(await fixture("money-manager.csv"));
    expect(file.format.id).toBe("money_manager");
    expect(summary(file.rows)).toEqual([
      [2, "2026-09-02T13:05:00+05:30 90.00 Food & Dining | Dosa | cash | import"],
      [3, "skip: Income, not an expense"],
      [4, "2026-09-03T07:50:00+05:30 1240.00 Transport | Uber to airport — Early flight | card | import"],
      [5, "skip: A transfer between accounts"],
      [6, "2026-09-05T20:15:00+05:30 310.50 Groceries | Vegetables | cash | import"],
      [7, 'refuse: "abc" is not an amount'],
    ]);
  });

  it("reads Splitwise: the chosen member's share; settle-ups and the total line are skipped", async () => {
    const asha = await readImportFile(await fixture("splitwise.csv"));
    expect(asha.format.id).toBe("splitwise");
    expect(asha.mapping.share).toBe("Asha Kumar");
    expect(summary(asha.rows)).toEqual([
      // Asha paid ₹12,000 and is owed ₹8,000: her share was ₹4,000.
      [2, "2026-09-01T00:00:00+05:30 4000.00 Rent | Goa villa | null | import"],
      [3, "2026-09-02T00:00:00+05:30 1200.00 Food & Dining | Dinner at Britto's | null | import"],
      [4, "2026-09-02T00:00:00+05:30 450.00 Transport | Taxi to airport | null | import"],
      [5, "skip: A settle-up payment"],
      [6, "refuse: Only rupee (INR) amounts can be imported"],
      [7, "skip: Your share is ₹0"],
      [9, "skip: Not an expense (no date)"],
    ]);
    const meera = await readImportFile(await fixture("splitwise.csv"), { mapping: { share: "Meera Iyer" } });
    expect(summary(meera.rows).slice(0, 3)).toEqual([
      [2, "2026-09-01T00:00:00+05:30 4000.00 Rent | Goa villa | null | import"],
      [3, "2026-09-02T00:00:00+05:30 1200.00 Food & Dining | Dinner at Britto's | null | import"],
      // Meera paid ₹900 and is owed ₹450.
      [4, "2026-09-02T00:00:00+05:30 450.00 Transport | Taxi to airport | null | import"],
    ]);
  });

  it("reads an HDFC statement: finds the header under the address block, withdrawals only", async () => {
    const file = await readImportFile(await fixture("hdfc-statement.csv"));
    expect(file.format.id).toBe("bank");
    expect(file.headerLine).toBe(9);
    expect(file.mapping).toMatchObject({
      date: "Date",
      withdrawal: "Withdrawal Amt.",
      deposit: "Deposit Amt.",
      description: "Narration",
    });
    const outcomes = summary(file.rows);
    expect(outcomes.slice(0, 6)).toEqual([
      [10, "2026-09-01T00:00:00+05:30 345.00 Food & Dining | Swiggy | upi | import"],
      [11, "skip: A deposit, not an expense"],
      [12, "2026-09-02T00:00:00+05:30 2310.50 Groceries | Big Bazaar | card | import"],
      [
        13,
        // The card number of the narration is cut to its last four digits (docs/product.md §4.30).
        "2026-09-03T00:00:00+05:30 2000.00 Others | ATW-XX1234-S1AWBL12-BENGALURU | cash | import",
      ],
      [14, "2026-09-04T00:00:00+05:30 15000.00 Rent | Ravi Shah | net_banking | import"],
      [15, "2026-09-05T00:00:00+05:30 1180.00 Bills & Utilities | BESCOM | upi | import"],
    ]);
    // The footer is not refused, only skipped.
    for (const [, text] of outcomes.slice(6)) expect(text).toMatch(/^skip: /);
  });

  it("reads any CSV with a date and an amount, mapped by its header names", async () => {
    const file = await readImportFile(await fixture("generic-spending.csv"));
    expect(file.format.id).toBe("generic");
    expect(file.mapping).toMatchObject({
      date: "Date",
      amount: "Amount",
      description: "Merchant",
      paidWith: "Payment mode",
    });
    expect(summary(file.rows)).toEqual([
      [2, "2026-09-10T00:00:00+05:30 20.00 Food & Dining | Chai point | upi | import"],
      [3, "2026-09-10T00:00:00+05:30 80.00 Transport | Auto | cash | import"],
      [4, "2026-09-11T00:00:00+05:30 450.00 Education | Book depot | card | import"],
    ]);
  });

  it("refuses bad rows one by one with the line and the reason, counting quoted line breaks", async () => {
    const file = await readImportFile(await fixture("mixed-problems.csv"));
    expect(summary(file.rows)).toEqual([
      [2, "2026-09-01T08:15:00+05:30 45.00 Transport | Good row | upi | manual"],
      [3, 'refuse: "2026-09-31" is not a date'],
      [4, 'refuse: "25:00" is not a time'],
      [5, 'refuse: "12.345" has more than 2 decimals'],
      [6, "refuse: The amount is over ₹10,00,000, the most one expense may be"],
      [7, "refuse: The amount is negative"],
      [8, "refuse: No category"],
      [9, 'refuse: "Cheque" is not a way of paying'],
      [
        10,
        "2026-09-03T11:00:00+05:30 99.00 Food & Dining | Another good row across two lines | cash | manual",
      ],
      [12, "refuse: The date is outside the years 2000–2100"],
    ]);
  });

  it("lets the user pick the format and the columns", async () => {
    const file = await readImportFile(await fixture("hdfc-statement.csv"));
    const asGeneric = await readImportFile(await fixture("hdfc-statement.csv"), {
      format: "generic",
      mapping: { amount: "Withdrawal Amt.", description: "Narration" },
    });
    expect(asGeneric.format.id).toBe("generic");
    expect(asGeneric.mapping.amount).toBe("Withdrawal Amt.");
    expect(asGeneric.rows).toHaveLength(file.rows.length);
    await expect(
      readImportFile(await fixture("generic-spending.csv"), { mapping: { date: "When" } }),
    ).rejects.toThrow('The file has no column "When".');
    const unmapped = await readImportFile(await fixture("generic-spending.csv"), { mapping: { date: "" } });
    expect(unmapped.problem).toBe("Choose the column for Date.");
    expect(unmapped.rows).toEqual([]);
    // Splitwise chosen for a Cashew file: its header row, but no member column to be "you".
    const wrong = await readImportFile(await fixture("cashew.csv"), { format: "splitwise" });
    expect(wrong.format.id).toBe("splitwise");
    expect(wrong.problem).toMatch(/^Choose the column for /);
  });

  it("reads an unknown table as Other CSV for the user to map", async () => {
    const file = await readImportFile("When,What,How much\n22/11/2026,Chai,20\n");
    expect(file.format.id).toBe("generic");
    expect(file.columns).toEqual(["When", "What", "How much"]);
    expect(file.problem).toBe("Choose the column for Date.");
    const mapped = await readImportFile("When,What,How much\n22/11/2026,Chai,20\n", {
      mapping: { date: "When", description: "What", amount: "How much" },
    });
    expect(mapped.rows[0]?.outcome).toMatchObject({
      kind: "expense",
      expense: { spentAt: "2026-11-22T00:00:00+05:30", amount: "20.00", description: "Chai" },
    });
  });

  it.each([
    ["", "The file is empty."],
    ["\n\n  \n", "The file is empty."],
    ["only one column\nand more", "No header row was found"],
  ])("explains a file it cannot read: %o", async (text, message) => {
    await expect(readImportFile(text)).rejects.toThrow(ImportFileProblem);
    await expect(readImportFile(text)).rejects.toThrow(message);
  });

  it("decodes Windows-1252 when the bytes are not UTF-8", async () => {
    const bytes = Uint8Array.from([...Buffer.from("Date,Amount,Description\n2026-09-01,50,Caf"), 0xe9, 0x0a]);
    const file = await readImportFile(await decodeCsv(bytes));
    expect(file.rows[0]?.outcome).toMatchObject({ kind: "expense", expense: { description: "Café" } });
  });
});

// Megabytes of input each: on a busy 2-core CI machine they need more than the default 5 s.
describe("reading a large or hostile file", { timeout: 60_000 }, () => {
  const header = "Date,Amount,Description\n";
  /** Reads without waiting for timers, noting after how many split rows each pause came. */
  async function readCounting(text: string) {
    const work: ReadWork = { rowsSplit: 0, pauses: 0 };
    const pausedAt: number[] = [];
    const read = readImportFile(
      text,
      {},
      {
        work,
        pause: async () => {
          pausedAt.push(work.rowsSplit);
        },
      },
    );
    return { read, work, pausedAt };
  }

  it("reads 60,000 blank lines into no rows, splitting each line once, with the right line numbers", async () => {
    const text = `${header}${"\n".repeat(60_000)}2026-09-01,45,Chai\n\n\n2026-09-02,50,"Two\nlines"\n`;
    const { read, work } = await readCounting(text);
    const file = await read;
    expect(file.rows.map((row) => row.line)).toEqual([60_002, 60_005]);
    expect(file.rows.map((row) => row.outcome.kind)).toEqual(["expense", "expense"]);
    expect(work.rowsSplit).toBe(60_005);
    await expect(readImportFile("\n".repeat(60_000))).rejects.toThrow("The file is empty.");
  });

  it("stops at the row cap while reading: never more than the cap's rows are split", async () => {
    const { read, work } = await readCounting(
      `${header}${"2026-09-01,45,Chai\n".repeat(MAX_IMPORT_ROWS + 10_000)}`,
    );
    await expect(read).rejects.toThrow(
      new ImportFileProblem(
        "The file has more than 50,000 rows: import at most 50,000 at a time (split it, for example one file per year).",
      ),
    );
    expect(work.rowsSplit).toBe(1 + MAX_IMPORT_ROWS + 1);
    // Blank rows are not counted against the cap.
    const spaced = await readImportFile(`${header}${"2026-09-01,45,Chai\n\n".repeat(MAX_IMPORT_ROWS)}`);
    expect(spaced.rows).toHaveLength(MAX_IMPORT_ROWS);
  });

  it("refuses a row of a million commas without keeping its cells", async () => {
    const { read, work } = await readCounting(`${header}${",".repeat(1_000_000)}\n`);
    await expect(read).rejects.toThrow("Line 2 has more than 500 columns: is this a CSV file of expenses?");
    expect(work.rowsSplit).toBe(1);
  });

  it("pauses for other work every few thousand rows, while splitting and while reading rows", async () => {
    const blankLines = await readCounting(`${header}${"\n".repeat(1_000_000)}2026-09-01,45,Chai\n`);
    expect((await blankLines.read).rows).toHaveLength(1);
    const gaps = (at: number[]) => at.map((rows, i) => rows - (at[i - 1] ?? 0));
    expect(blankLines.work.pauses).toBeGreaterThan(200);
    expect(Math.max(...gaps(blankLines.pausedAt))).toBeLessThanOrEqual(4_096);

    const full = await readCounting(`${header}${"2026-09-01,45,Chai\n".repeat(MAX_IMPORT_ROWS)}`);
    expect((await full.read).rows).toHaveLength(MAX_IMPORT_ROWS);
    // The rows are read into outcomes 250 at a time after splitting.
    const afterSplitting = full.pausedAt.filter((rows) => rows === full.work.rowsSplit);
    expect(afterSplitting.length).toBeGreaterThanOrEqual(MAX_IMPORT_ROWS / 250 - 1);
  });

  it("pauses within one long row too: a cell of a million doubled quotes, an endless line", async () => {
    const quotes = await readCounting(`${header}2026-09-01,45,"${'""'.repeat(1_000_000)}"\n`);
    expect((await quotes.read).rows).toHaveLength(1);
    // Pauses while the second row (the data row) is split, before it is counted.
    expect(quotes.pausedAt.filter((rows) => rows === 1).length).toBeGreaterThanOrEqual(25);

    const endless = await readCounting(`"${"a".repeat(2_000_000)}`);
    await expect(endless.read).rejects.toThrow(ImportFileProblem);
    expect(endless.pausedAt.filter((rows) => rows === 0).length).toBeGreaterThanOrEqual(25);
    const line = await readCounting(`${"a".repeat(2_000_000)}\n`);
    await expect(line.read).rejects.toThrow(ImportFileProblem);
    expect(line.pausedAt.filter((rows) => rows === 0).length).toBeGreaterThanOrEqual(25);
  });

  it("reads at most 4,096 characters of a cell: a header of a megabyte, a description of one", async () => {
    const file = await readImportFile(
      `Date,Amount,${"N".repeat(1_000_000)}\n2026-09-01,45,${"x".repeat(1_000_000)}\n`,
    );
    expect(file.columns.map((column) => column.length)).toEqual([4, 6, 4096]);
    expect(file.rows).toHaveLength(1);
  });

  it("refuses a long amount cell at once, quoting only its start", async () => {
    const cell = `1${" ".repeat(200_000)}x`;
    const file = await readImportFile(`${header}2026-09-01,"${cell}",Chai\n`);
    expect(file.rows[0]?.outcome).toEqual({
      kind: "refuse",
      reason: `"1${" ".repeat(38)}…" is not an amount`,
    });
  });
});
