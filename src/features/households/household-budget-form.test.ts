import { describe, expect, it } from "vitest";
import {
  householdBudgetBody,
  householdBudgetDefaults,
  householdBudgetFormSchema,
} from "./household-budget-form.ts";

const budget = {
  month: "2026-11",
  setFrom: "2026-11",
  total: "20000.00",
  categories: { Rent: "12000.00" },
  spent: "3000.00",
  spentByCategory: { "Food & Dining": "3000.00" },
  role: "owner" as const,
};

describe("household budget form", () => {
  it("starts from the budget, its categories, those spent in and the usual ones", () => {
    const values = householdBudgetDefaults(budget);
    expect(values.total).toBe("20000");
    expect(values.categories.slice(0, 3)).toEqual([
      { name: "Rent", amount: "12000" },
      { name: "Food & Dining", amount: "" },
      { name: "Transport", amount: "" },
    ]);
    expect(householdBudgetDefaults(undefined).total).toBe("");
  });

  it("sends the amounts typed, leaving empty ones out", () => {
    expect(
      householdBudgetBody({
        total: " 20000 ",
        categories: [
          { name: "Rent", amount: "12000" },
          { name: "Groceries", amount: " " },
        ],
      }),
    ).toEqual({ total: "20000", categories: { Rent: "12000" } });
  });

  it("puts the API's message under the field it is about", () => {
    const problems = (total: string, amount: string) => {
      const result = householdBudgetFormSchema.safeParse({ total, categories: [{ name: "Rent", amount }] });
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(problems("20000", "12000")).toEqual([]);
    expect(problems("500", "")).toEqual([["total", "Budget must be between ₹1,000 and ₹1,00,000"]]);
    expect(problems("20000", "12.5")).toEqual([
      ["categories.0.amount", "Category budgets must be whole rupee amounts"],
    ]);
  });
});
