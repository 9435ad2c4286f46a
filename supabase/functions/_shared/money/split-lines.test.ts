import { describe, expect, it } from "vitest";
import { paise } from "./paise.ts";
import {
  MAX_SPLIT_LINES,
  remainingToAssign,
  splitLinesProblem,
  splitMismatchMessage,
  sumLines,
  typedLinesPaise,
} from "./split-lines.ts";

const line = (category: string, amount: string) => ({ category, amount });

describe("split lines: the bill's arithmetic", () => {
  it("adds the lines to the paisa: ten ₹0.10 lines make ₹1.00", () => {
    const tenths = Array.from({ length: 10 }, () => ({ amount: paise(10) }));
    expect(sumLines(tenths)).toBe(100);
  });

  it("₹2,400 with ₹1,900 assigned leaves ₹500; over-assigning is negative", () => {
    expect(remainingToAssign(paise(240_000), [{ amount: paise(190_000) }])).toBe(50_000);
    expect(remainingToAssign(paise(240_000), [{ amount: paise(190_000) }, { amount: paise(60_000) }])).toBe(
      -10_000,
    );
  });

  it("reads typed amounts as paise, a line not yet an amount as 0", () => {
    expect(
      typedLinesPaise([line("Groceries", "1900.5"), line("Household", ""), line("Food", "abc")]),
    ).toEqual([190_050, 0, 0]);
  });
});

describe("split lines: what can be saved", () => {
  it("accepts 2 lines that add up to the total, or to themselves without one", () => {
    const lines = [line("Groceries", "1900"), line("Household", "500.00")];
    expect(splitLinesProblem(lines, paise(240_000))).toBeNull();
    expect(splitLinesProblem(lines)).toBeNull();
  });

  it("refuses a total the lines do not add up to, naming both figures with paise", () => {
    const problem = splitLinesProblem([line("Groceries", "1400"), line("Household", "500")], paise(240_000));
    expect(problem).toMatchObject({ kind: "mismatch", sum: 190_000, total: 240_000 });
    expect(problem?.message).toBe("The lines add up to ₹1,900.00, not ₹2,400.00");
    expect(splitMismatchMessage(paise(12_345_67), paise(5))).toBe(
      "The lines add up to ₹12,345.67, not ₹0.05",
    );
  });

  it("refuses one line, or more than ten", () => {
    expect(splitLinesProblem([line("Groceries", "10")])?.kind).toBe("count");
    const eleven = Array.from({ length: MAX_SPLIT_LINES + 1 }, () => line("Food", "1"));
    expect(splitLinesProblem(eleven)?.message).toBe("A split has 2 to 10 lines");
  });

  it.each([
    ["0", "amount"],
    ["-5", "amount"],
    ["1.234", "amount"],
    ["", "amount"],
  ])("refuses a line of %j, naming the line", (amount, kind) => {
    const problem = splitLinesProblem([line("Groceries", "100"), line("Household", amount)]);
    expect(problem).toMatchObject({ kind, line: 2 });
    expect(problem?.message).toMatch(/^Line 2 needs an amount/);
  });

  it("refuses a line without a category", () => {
    expect(splitLinesProblem([line(" ", "100"), line("Household", "5")])).toMatchObject({
      kind: "category",
      line: 1,
      message: "Line 1 needs a category",
    });
  });
});
