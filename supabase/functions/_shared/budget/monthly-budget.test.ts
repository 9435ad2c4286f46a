import { describe, expect, it } from "vitest";
import { rupees } from "../money/paise.ts";
import { BUDGET_SCREEN_SHARES, isBudgetAmountInBounds, splitBudget } from "./monthly-budget.ts";

describe("budget rules", () => {
  it("keeps budgets between ₹1,000 and ₹1,00,000 whole rupees", () => {
    expect(isBudgetAmountInBounds(1000)).toBe(true);
    expect(isBudgetAmountInBounds(100000)).toBe(true);
    expect(isBudgetAmountInBounds(999)).toBe(false);
    expect(isBudgetAmountInBounds(100001)).toBe(false);
    expect(isBudgetAmountInBounds(1500.5)).toBe(false);
  });

  it("splits a budget by the budget screen shares", () => {
    expect(splitBudget(rupees(25000), BUDGET_SCREEN_SHARES.slice(0, 2))).toEqual({
      "Food & Dining": rupees(6250),
      Transport: rupees(3750),
    });
    expect(splitBudget(rupees(1234), [["Petrol", 7.2]])).toEqual({ Petrol: rupees(89) });
  });
});
