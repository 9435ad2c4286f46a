import { describe, expect, it } from "vitest";
import {
  BUDGET_SCREEN_SHARES,
  dailyAllowanceOf,
  dailyLimitOf,
  isBudgetAmountInBounds,
  splitBudget,
} from "./budget.ts";

describe("budget rules", () => {
  it("keeps budgets between ₹1,000 and ₹1,00,000 whole rupees", () => {
    expect(isBudgetAmountInBounds(1000)).toBe(true);
    expect(isBudgetAmountInBounds(100000)).toBe(true);
    expect(isBudgetAmountInBounds(999)).toBe(false);
    expect(isBudgetAmountInBounds(100001)).toBe(false);
    expect(isBudgetAmountInBounds(1500.5)).toBe(false);
  });

  it("daily limit is a thirtieth of the month", () => {
    expect(dailyLimitOf(30000)).toBe(1000);
    expect(dailyLimitOf(25000)).toBe(833.33);
  });

  it("splits a budget by the budget screen shares", () => {
    expect(splitBudget(25000, BUDGET_SCREEN_SHARES.slice(0, 2))).toEqual({
      "Food & Dining": 6250,
      Transport: 3750,
    });
  });
});

describe("dailyAllowanceOf", () => {
  it("sets the recurring payments still to come aside before sharing out the rest", () => {
    expect(dailyAllowanceOf({ budget: 30_000, spent: 5_000, committed: 15_000, daysLeft: 10 })).toBe(1_000);
    expect(dailyAllowanceOf({ budget: 10_000, spent: 0, committed: 0, daysLeft: 3 })).toBe(3333.33);
  });

  it("is never negative and counts at least today", () => {
    expect(dailyAllowanceOf({ budget: 1_000, spent: 900, committed: 500, daysLeft: 5 })).toBe(0);
    expect(dailyAllowanceOf({ budget: 1_000, spent: 0, committed: 0, daysLeft: 0 })).toBe(1_000);
  });
});
