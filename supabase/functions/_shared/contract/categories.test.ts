import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  CATEGORY_NAMES,
  CUSTOM_CATEGORY_STYLE,
  canonicalCategory,
  categoryStyle,
  findCategory,
  isSpendingCategory,
  SPENDING_CATEGORY_NAMES,
} from "./categories.ts";

describe("canonical categories", () => {
  it("is the union of the product's two lists, each name once, then the set-aside categories", () => {
    expect(SPENDING_CATEGORY_NAMES).toEqual([
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
    expect(CATEGORY_NAMES).toEqual([
      ...SPENDING_CATEGORY_NAMES,
      "Investments",
      "Savings transfer",
      "Card bill",
    ]);
  });

  it("tells spending from set-aside categories, a custom one by the user's choice in any letter case", () => {
    expect(isSpendingCategory("Groceries")).toBe(true);
    expect(isSpendingCategory("sip")).toBe(false);
    expect(isSpendingCategory(" Card bill ")).toBe(false);
    expect(isSpendingCategory("Chit fund")).toBe(true);
    expect(isSpendingCategory("chit FUND", new Map([["chit fund", "set_aside"]]))).toBe(false);
  });

  it("never lets an alias name another category or repeat", () => {
    const all = CATEGORIES.flatMap((c) => [c.name, ...c.aliases].map((n) => n.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it("gives every category an emoji, a hex colour and an icon", () => {
    for (const category of CATEGORIES) {
      expect(category.emoji).not.toBe("");
      expect(category.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(category.icon).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });
});

describe("canonicalCategory", () => {
  it("maps the product's aliases, ignoring case and surrounding spaces", () => {
    expect(canonicalCategory("Healthcare")).toBe("Health");
    expect(canonicalCategory("healthcare")).toBe("Health");
    expect(canonicalCategory("Mobile")).toBe("Mobile Recharge");
    expect(canonicalCategory("  MOBILE ")).toBe("Mobile Recharge");
    expect(canonicalCategory("other")).toBe("Others");
  });

  it("normalises the case of canonical names", () => {
    expect(canonicalCategory("food & dining")).toBe("Food & Dining");
    expect(canonicalCategory("PETROL")).toBe("Petrol");
  });

  it("passes custom categories through, trimmed", () => {
    expect(canonicalCategory("  Chai  ")).toBe("Chai");
    expect(canonicalCategory("Mobile Phone")).toBe("Mobile Phone");
  });
});

describe("categoryStyle", () => {
  it("styles defaults and their aliases alike, custom categories with the generic tag", () => {
    expect(categoryStyle("Healthcare")).toEqual(categoryStyle("Health"));
    expect(categoryStyle("Health").emoji).toBe("💊");
    expect(categoryStyle("Chai")).toEqual(CUSTOM_CATEGORY_STYLE);
    expect(findCategory("Chai")).toBeUndefined();
  });
});
