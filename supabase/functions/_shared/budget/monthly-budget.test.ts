import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../contract/categories.ts";
import { type Paise, rupees, sumPaise } from "../money/paise.ts";
import {
  categorySplitOf,
  DEFAULT_SPLIT_SHARES,
  isBudgetAmountInBounds,
  splitBudget,
} from "./monthly-budget.ts";

describe("budget rules", () => {
  it("keeps budgets between ₹1,000 and ₹1,00,000 whole rupees", () => {
    expect(isBudgetAmountInBounds(1000)).toBe(true);
    expect(isBudgetAmountInBounds(100000)).toBe(true);
    expect(isBudgetAmountInBounds(999)).toBe(false);
    expect(isBudgetAmountInBounds(100001)).toBe(false);
    expect(isBudgetAmountInBounds(1500.5)).toBe(false);
  });

  it("splits a budget by shares, each rounded to whole rupees on its own", () => {
    expect(splitBudget(rupees(25000), DEFAULT_SPLIT_SHARES.slice(0, 2))).toEqual({
      "Food & Dining": rupees(6250),
      Transport: rupees(3750),
    });
    expect(splitBudget(rupees(1234), [["Petrol", 7.2]])).toEqual({ Petrol: rupees(89) });
  });

  // Issue 30 polish 29: home and Set Budget showed two different splits of the same ₹25,000.
  it("has one default split, of canonical categories, that adds up to the budget", () => {
    const split = categorySplitOf(rupees(25000), null);
    expect(Object.keys(split).every((name) => (CATEGORY_NAMES as readonly string[]).includes(name))).toBe(
      true,
    );
    expect(sumPaise(Object.values(split))).toBe(rupees(25000));
    expect(split).toEqual({
      "Food & Dining": rupees(6250),
      Transport: rupees(3750),
      Groceries: rupees(5000),
      Entertainment: rupees(2500),
      Health: rupees(2500),
      Shopping: rupees(2500),
      Petrol: rupees(2000),
      "Mobile Recharge": rupees(500),
    });
  });

  it("a saved split is the user's; an empty one stands for the default", () => {
    const saved: Record<string, Paise> = { Rent: rupees(12000) };
    expect(categorySplitOf(rupees(30000), saved)).toBe(saved);
    expect(categorySplitOf(rupees(10000), {})).toEqual(splitBudget(rupees(10000), DEFAULT_SPLIT_SHARES));
  });
});
