import { describe, expect, it } from "vitest";
import {
  householdBudgetProblem,
  householdBudgetSchema,
  indianMonth,
  parseMonth,
} from "./household-budget-schemas.ts";

describe("household budget payload", () => {
  it("takes a month, a total in whole rupees and category amounts as numbers or decimal strings", () => {
    expect(
      householdBudgetSchema.parse({
        month: "2026-12",
        total: "20000",
        categories: { Rent: "12000.00", Groceries: 3000 },
      }),
    ).toEqual({ month: "2026-12", total: 20000, categories: { Rent: 12000, Groceries: 3000 } });
    expect(householdBudgetSchema.parse({ total: 5000 })).toEqual({ total: 5000, categories: {} });
  });

  it("refuses what the personal budget refuses, with its messages", () => {
    expect(householdBudgetProblem({})).toBe("Budget amount is required");
    expect(householdBudgetProblem({ total: "999" })).toBe("Budget must be between ₹1,000 and ₹1,00,000");
    expect(householdBudgetProblem({ total: "5000", categories: { Rent: "-1" } })).toBe(
      "Category budgets must not be negative",
    );
    expect(householdBudgetProblem({ total: "5000", categories: { Rent: "10.50" } })).toBe(
      "Category budgets must be whole rupee amounts",
    );
    expect(householdBudgetProblem({ total: "5000", categories: { Rent: 100001 } })).toBe(
      "A category budget must be at most ₹1,00,000",
    );
    expect(householdBudgetProblem({ total: "5000", categories: { " ": 1 } })).toBe(
      "Category budget names must not be empty",
    );
    expect(householdBudgetProblem({ total: "5000", categories: [] })).toBe(
      "categories must be an object of category name to amount",
    );
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`C${i}`, 1]));
    expect(householdBudgetProblem({ total: "5000", categories: many })).toBe(
      "Category budgets may list at most 30 categories",
    );
    expect(householdBudgetProblem({ total: "5000", month: "2026-13" })).toBe(
      "month must be a month written YYYY-MM",
    );
  });

  it("reads months as YYYY-MM and the Indian month of an instant", () => {
    expect(parseMonth("2026-11")).toBe("2026-11");
    expect(parseMonth("2026-1")).toBeNull();
    expect(parseMonth("1999-12")).toBeNull();
    // 30 Nov 2026, 19:00 UTC is 1 Dec 00:30 in India.
    expect(indianMonth(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12");
    expect(indianMonth(new Date("2026-11-30T18:29:00Z"))).toBe("2026-11");
  });
});
