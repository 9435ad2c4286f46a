import { categorySplitOf } from "@shared/budget/monthly-budget.ts";
import { SPENDING_CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { rupees as r } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { rupeesRecord as rs } from "../../../tests/support/rupees.ts";
import {
  allocation,
  budgetAmountError,
  budgetCategoryNames,
  budgetPayload,
  budgetSplitProblem,
  categoryInputValue,
  defaultSplit,
  initialBudgetForm,
} from "./budget-form.ts";

// Set-aside categories are no spending, so no budget splits into them (docs/product.md §4.32).
const ALL_DEFAULTS = [...SPENDING_CATEGORY_NAMES];

describe("set budget form", () => {
  // Issue 30 item 5: Rent, Petrol, Mobile Recharge, Bills & Utilities, Education and Others had no field.
  it("lists every default category", () => {
    expect(budgetCategoryNames([])).toEqual([
      "Food & Dining",
      "Transport",
      "Groceries",
      "Entertainment",
      "Health",
      "Shopping",
      "Petrol",
      "Mobile Recharge",
      "Rent",
      "Bills & Utilities",
      "Education",
      "Others",
    ]);
  });

  it("category inputs take whole rupees (a paste's grouping dropped), default to 0, refuse the rest", () => {
    expect(categoryInputValue("")).toEqual({ ok: true, value: r(0) });
    expect(categoryInputValue("1,500")).toEqual({ ok: true, value: r(1500) });
    expect(categoryInputValue("abc")).toEqual({ ok: false, problem: "Use digits only, e.g. 25000" });
    // A Hindi keyboard's digits are the same digits (docs/product.md §9.10).
    expect(categoryInputValue("१,५००")).toEqual({ ok: true, value: r(1500) });
    // Once read as 150050: now refused, never reinterpreted.
    expect(categoryInputValue("1,500.50")).toEqual({
      ok: false,
      problem: "Whole rupees only, without paise",
    });
  });

  it("bounds 1,000–1,00,000 inclusive with the product's messages", () => {
    expect(budgetAmountError("")).toBe("Budget amount is required");
    expect(budgetAmountError("999")).toBe("Budget must be between ₹1,000 and ₹1,00,000");
    expect(budgetAmountError("1000")).toBeNull();
    expect(budgetAmountError("100000")).toBeNull();
    expect(budgetAmountError("100001")).toBe("Budget must be between ₹1,000 and ₹1,00,000");
  });

  it("starts a new budget from the default split home shows, for every category", () => {
    const form = initialBudgetForm(null, r(25000));
    expect(form.categories).toEqual(categorySplitOf(r(25000), null));
    expect(form.categories).toMatchObject(rs({ Petrol: 2000, "Mobile Recharge": 500 }));
    expect(defaultSplit(r(25000))).toEqual(form.categories);
  });

  it("an existing budget loads rounded to whole rupees, with its saved split (the rest at ₹0)", () => {
    const form = initialBudgetForm(
      { amount: r(12345.67), categoryBudgets: rs({ Transport: 999.6, Rent: 6000 }) },
      r(25000),
    );
    expect(form.amount).toBe("12346");
    expect(form.categories).toEqual(rs({ Transport: 1000, Rent: 6000 }));
  });

  it("a budget saved without a split starts from the default split of its amount", () => {
    const form = initialBudgetForm({ amount: r(10000), categoryBudgets: {} }, r(25000));
    expect(form.categories["Food & Dining"]).toBe(r(2500));
  });

  it("no budget → ₹25,000", () => {
    expect(initialBudgetForm(null, r(25000)).amount).toBe("25000");
  });

  it("total allocated and remaining, warning when over", () => {
    expect(allocation("10000", rs({ a: 4000, b: 5000 }))).toEqual({
      allocated: r(9000),
      remaining: r(1000),
      overAllocated: false,
    });
    expect(allocation("10000", rs({ a: 6000, b: 5000 }))).toEqual({
      allocated: r(11000),
      remaining: r(-1000),
      overAllocated: true,
    });
  });

  it("payload carries the amount as digits and the split as JSON text", () => {
    expect(budgetPayload("20000", rs({ Transport: 3000 }))).toEqual({
      type: "monthly",
      amount: "20000",
      categoryBudgets: '{"Transport":3000}',
    });
  });
});

describe("the user's own categories on Set Budget", () => {
  it("are listed after the defaults, once each, then any other name the saved split holds", () => {
    expect(budgetCategoryNames(["Pet care", "shopping", "Gym", "PET CARE"], ["Rent", "Club fees"])).toEqual([
      ...ALL_DEFAULTS,
      "Pet care",
      "Gym",
      "Club fees",
    ]);
  });

  it("the split saves every category with an amount, and only those", () => {
    const body = budgetPayload("20000", {
      ...defaultSplit(r(20000)),
      Rent: r(4000),
      Groceries: r(0),
      "Pet care": r(1500),
      Gym: r(0),
    });
    expect(JSON.parse(body.categoryBudgets)).toEqual({
      "Food & Dining": 5000,
      Transport: 3000,
      Entertainment: 2000,
      Health: 2000,
      Shopping: 2000,
      Petrol: 1600,
      "Mobile Recharge": 400,
      Rent: 4000,
      "Pet care": 1500,
    });
  });

  it("refuses more than 30 categories with an amount, as the database does", () => {
    const many = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`C${i}`, r(10)]));
    expect(budgetSplitProblem({ ...many(30), Spare: r(0) })).toBeNull();
    expect(budgetSplitProblem(many(31))).toBe("Category budgets may list at most 30 categories");
  });
});
