// private.format_inr, which writes the rupee amounts in alert messages, agrees with the app's
// Intl-based formatRupees (en-IN: ₹1,00,000 grouping, no decimals or two) on every amount tried.

import { paise, paiseFromDecimal, scalePaise } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";

const amounts = [
  "0",
  "1",
  "5.5",
  "12.34",
  "99.99",
  "100",
  "999",
  "1000",
  "1000.5",
  "6000",
  "12345.67",
  "30000",
  "100000",
  "833.33",
  "1234567.8",
  "12345678.9",
  "99999999.99",
  "-50",
  "-1234567",
  "0.01",
  "2.005",
  "999.999",
];

/** The SQL rounds to paise first (round(amount, 2)); a three-decimal amount is rounded the same way here. */
const roundedToPaise = (text: string) =>
  paiseFromDecimal(text) ?? scalePaise(paise(Number.parseInt(text.replace(".", ""), 10)), 1, 10);

describe("rupee formatting in SQL", () => {
  it("writes Indian digit grouping like Intl en-IN", async () => {
    const rows = await adminSql()<{ amount: string; formatted: string }[]>`
      select a as amount, private.format_inr(a::numeric) as formatted from unnest(${amounts}::text[]) a`;
    for (const row of rows) {
      expect(row.formatted, row.amount).toBe(formatRupees(roundedToPaise(row.amount)));
    }
    expect(rows.map((row) => row.formatted).slice(10, 13)).toEqual(["₹12,345.67", "₹30,000", "₹1,00,000"]);
    expect(rows.find((row) => row.amount === "5.5")?.formatted).toBe("₹5.50");
    expect(rows.find((row) => row.amount === "999.999")?.formatted).toBe("₹1,000");
  });

  it("handles the examples of docs/product.md", async () => {
    const [row] = await adminSql()`
      select private.format_inr(30000) as budget, private.format_inr(6000) as left, private.format_inr(null) as none`;
    expect(row).toEqual({ budget: "₹30,000", left: "₹6,000", none: null });
  });
});
