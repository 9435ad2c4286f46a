import { CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { describe, expect, it } from "vitest";
import { categoryChoices } from "./category-choices.ts";

describe("categoryChoices", () => {
  it("offers the default categories, then the user's own", () => {
    expect(categoryChoices(["Gym", "Pet care"])).toEqual([...CATEGORY_NAMES, "Gym", "Pet care"]);
  });

  it("keeps the name being edited when the lists lack it, once in any letter case", () => {
    expect(categoryChoices([], "Old import")).toEqual([...CATEGORY_NAMES, "Old import"]);
    expect(categoryChoices(["Gym"], "gym")).toEqual([...CATEGORY_NAMES, "Gym"]);
    expect(categoryChoices([], "Rent")).toEqual([...CATEGORY_NAMES]);
  });
});
