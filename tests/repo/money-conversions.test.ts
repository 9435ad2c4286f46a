// Amounts turn into floats only in the money core (docs/architecture.md "Money"): the check over the
// repository, and proof on planted code that it finds each way an amount slips past the core.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  ALLOWED,
  amountConversions,
  conversionsOutsideCore,
  MONEY_CORE,
  sourceFiles,
} from "./money-conversions.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

const rulesIn = (source: string) =>
  amountConversions("planted.ts", source)
    .sort((a, b) => a.line - b.line)
    .map((c) => `${c.line}: ${c.rule}`);

describe("amount conversions", () => {
  it("happen only in the money core", () => {
    const outside = conversionsOutsideCore(root).map((c) => `${c.file}:${c.line} ${c.rule}: ${c.text}`);
    expect(outside).toEqual([]);
  });

  it("scans the app and the function, and the core it exempts exists", () => {
    const files = sourceFiles(root);
    expect(files.length).toBeGreaterThan(200);
    expect(files).toContain("src/lib/money-queries.ts");
    expect(files).toContain("supabase/functions/api/db/analytics.ts");
    expect(files.some((file) => file.endsWith(".test.ts"))).toBe(false);
    for (const file of MONEY_CORE) expect(existsSync(join(root, file)), file).toBe(true);
    expect(ALLOWED.length).toBeLessThanOrEqual(3);
  });

  it("finds each kind of conversion planted in code", () => {
    const planted = [
      "const a = Number(expense.amount);",
      "const b = parseFloat(row.totalSpent);",
      "const c = Number.parseFloat(summary.total);",
      "const d = { x: +payment.amount };",
      "const e = Math.round(value * 100) / 100;",
      "const f = Math.round((spent / limit) * 100 * 1e6) / 1e6;",
      "const g = (total / 100).toFixed(2);",
      "const toNumber = (value: unknown) => value;",
      "function round2(n: number) { return n; }",
      "const h = Number(raw?.dailyLimit ?? 0);",
      "return +budgetAmount;",
    ].join("\n");
    expect(rulesIn(planted)).toEqual([
      "1: Number() on an amount",
      "2: parseFloat() on an amount",
      "3: Number.parseFloat() on an amount",
      "4: unary + on an amount",
      "5: rounding to paise outside the core",
      "6: rounding to paise outside the core",
      "7: toFixed() on a float",
      "8: a money helper (toNumber) outside the core",
      "9: a money helper (round2) outside the core",
      "10: Number() on an amount",
      "11: unary + on an amount",
    ]);
  });

  it("leaves numbers that are not amounts, sums, and comments alone", () => {
    const harmless = [
      "const year = Number(yearText);",
      'const percent = Number(notificationType.slice("budget_".length));',
      "const sum = a + amount;",
      "const next = count + total;",
      "// Number(expense.amount) would be wrong here",
      "/* parseFloat(total) */",
      "const port = Number(env('PORT'));",
      "const width = Math.round(bitmap.width * scale);",
      "const safe = Number.isFinite(amount);",
    ].join("\n");
    expect(rulesIn(harmless)).toEqual([]);
  });
});
