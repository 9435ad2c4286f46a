import { describe, expect, it } from "vitest";
import {
  BUDGET_SCREEN_SHARES,
  dailyAllowanceOf,
  dailyLimitOf,
  isBudgetAmountInBounds,
  splitBudget,
} from "./budget.ts";
import { rupees } from "./money/paise.ts";

describe("budget rules", () => {
  it("keeps budgets between ₹1,000 and ₹1,00,000 whole rupees", () => {
    expect(isBudgetAmountInBounds(1000)).toBe(true);
    expect(isBudgetAmountInBounds(100000)).toBe(true);
    expect(isBudgetAmountInBounds(999)).toBe(false);
    expect(isBudgetAmountInBounds(100001)).toBe(false);
    expect(isBudgetAmountInBounds(1500.5)).toBe(false);
  });

  it("daily limit is a thirtieth of the month", () => {
    expect(dailyLimitOf(rupees(30000))).toBe(rupees(1000));
    expect(dailyLimitOf(rupees(25000))).toBe(rupees(833.33));
    expect(dailyLimitOf(rupees(1000.5))).toBe(rupees(33.35)); // 33.35 exactly, as round(1000.50 / 30, 2)
  });

  it("splits a budget by the budget screen shares", () => {
    expect(splitBudget(rupees(25000), BUDGET_SCREEN_SHARES.slice(0, 2))).toEqual({
      "Food & Dining": rupees(6250),
      Transport: rupees(3750),
    });
    expect(splitBudget(rupees(1234), [["Petrol", 7.2]])).toEqual({ Petrol: rupees(89) });
  });
});

describe("dailyAllowanceOf", () => {
  it("sets the recurring payments still to come aside before sharing out the rest", () => {
    expect(
      dailyAllowanceOf({
        budget: rupees(30_000),
        spent: rupees(5_000),
        committed: rupees(15_000),
        daysLeft: 10,
      }),
    ).toBe(rupees(1_000));
    expect(
      dailyAllowanceOf({ budget: rupees(10_000), spent: rupees(0), committed: rupees(0), daysLeft: 3 }),
    ).toBe(rupees(3333.33));
  });

  it("rounds a half paisa away from zero as the database does, exactly", () => {
    // ₹2.01 over two days is ₹1.005 a day: round(1.005, 2) = 1.01 in SQL; the float rule gave ₹1.00.
    expect(
      dailyAllowanceOf({ budget: rupees(1_000), spent: rupees(997.99), committed: rupees(0), daysLeft: 2 }),
    ).toBe(rupees(1.01));
  });

  it("is never negative and counts at least today", () => {
    expect(
      dailyAllowanceOf({ budget: rupees(1_000), spent: rupees(900), committed: rupees(500), daysLeft: 5 }),
    ).toBe(rupees(0));
    expect(
      dailyAllowanceOf({ budget: rupees(1_000), spent: rupees(0), committed: rupees(0), daysLeft: 0 }),
    ).toBe(rupees(1_000));
  });
});
