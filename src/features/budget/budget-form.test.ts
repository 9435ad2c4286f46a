import { rupees as r } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { rupeesRecord as rs } from "../../../tests/support/rupees.ts";
import {
  allocation,
  budgetAmountError,
  budgetCategoryNames,
  budgetPayload,
  categoryInputValue,
  defaultSplit,
  EDITABLE_CATEGORIES,
  initialBudgetForm,
} from "./budget-form.ts";

describe("set budget form", () => {
  it("lists the first six defaults", () => {
    expect(EDITABLE_CATEGORIES).toEqual([
      "Food & Dining",
      "Transport",
      "Groceries",
      "Entertainment",
      "Health",
      "Shopping",
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

  it("default split of ₹25,000 by the budget screen shares", () => {
    expect(defaultSplit(r(25000))).toEqual(
      rs({
        "Food & Dining": 6250,
        Transport: 3750,
        Groceries: 5000,
        Entertainment: 2500,
        Health: 2500,
        Shopping: 2500,
      }),
    );
  });

  it("an existing budget loads rounded to whole rupees, keeping its saved split", () => {
    const form = initialBudgetForm(
      { amount: r(12345.67), categoryBudgets: rs({ Transport: 999.6 }) },
      r(25000),
    );
    expect(form.amount).toBe("12346");
    expect(form.categories.Transport).toBe(r(1000));
    expect(form.categories["Food & Dining"]).toBe(r(3087)); // 25 % of ₹12,346 is ₹3,086.50, rounded up
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
  it("are listed after the six defaults, once each", () => {
    expect(budgetCategoryNames(["Pet care", "shopping", "Gym", "PET CARE"])).toEqual([
      ...EDITABLE_CATEGORIES,
      "Pet care",
      "Gym",
    ]);
  });

  it("are saved only with an amount; the six defaults always are", () => {
    const body = budgetPayload("20000", {
      ...defaultSplit(r(20000)),
      "Pet care": r(1500),
      Gym: r(0),
    });
    expect(Object.keys(JSON.parse(body.categoryBudgets))).toEqual([...EDITABLE_CATEGORIES, "Pet care"]);
  });
});
