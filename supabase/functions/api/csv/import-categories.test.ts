import { describe, expect, it } from "vitest";
import { knownCategory } from "./import-categories.ts";

describe("knownCategory", () => {
  it.each([
    ["Dining", "Food & Dining"],
    ["Bills & Fees", "Bills & Utilities"],
    ["phone", "Mobile Recharge"],
    ["Transit", "Transport"],
    ["Fuel", "Petrol"],
    ["  Eating   Out ", "Food & Dining"],
    ["Healthcare", "Health"],
    ["Groceries", "Groceries"],
  ])("%s → %s", (name, category) => {
    expect(knownCategory(name)).toBe(category);
  });

  it("knows nothing of the user's own names", () => {
    for (const name of ["Pets", "Gifts", "Travel", ""]) expect(knownCategory(name)).toBeNull();
  });
});
