import { describe, expect, it } from "vitest";
import {
  draftsOf,
  linesPayload,
  type SplitLineDraft,
  splitState,
  startSplit,
  withNewLine,
} from "./split-form.ts";

describe("split form", () => {
  it("starts with the form's category and ₹2,400 left to assign", () => {
    const lines = startSplit("Groceries");
    expect(lines.map((line) => line.category)).toEqual(["Groceries", ""]);
    expect(splitState("2400", lines)).toEqual({ total: 240_000, remaining: 240_000, canSave: false });
  });

  it("shows ₹500 left after ₹1,900, and can save once ₹500 more is assigned", () => {
    const [groceries, household] = draftsOf([
      { category: "Groceries", amount: "1900" },
      { category: "Household", amount: "" },
    ]) as [SplitLineDraft, SplitLineDraft];
    expect(splitState("2400", [groceries, household])).toMatchObject({ remaining: 50_000, canSave: false });
    const whole = [groceries, { ...household, amount: "500" }];
    expect(splitState("2400", whole)).toMatchObject({ remaining: 0, canSave: true });
    expect(linesPayload(whole)).toEqual([
      { category: "Groceries", amount: "1900" },
      { category: "Household", amount: "500" },
    ]);
  });

  it("cannot save lines over the bill, a line without a category, or without a bill", () => {
    const lines = draftsOf([
      { category: "Groceries", amount: "2000.00" },
      { category: "Household", amount: "500" },
    ]);
    expect(lines[0]?.amount).toBe("2000");
    expect(splitState("2400", lines)).toMatchObject({ remaining: -10_000, canSave: false });
    expect(splitState("2500", [lines[0], { ...lines[1], category: "" }] as never)).toMatchObject({
      canSave: false,
    });
    expect(splitState("", lines)).toMatchObject({ canSave: false });
  });

  it("adds lines up to ten, each with its own key", () => {
    let lines = startSplit(null);
    for (let n = 0; n < 12; n++) lines = withNewLine(lines);
    expect(lines).toHaveLength(10);
    expect(new Set(lines.map((line) => line.key)).size).toBe(10);
  });
});
