import { describe, expect, it } from "vitest";
import {
  budgetVsActual,
  compareByCategory,
  lastSixMonths,
  monthOptions,
  shiftMonth,
} from "./month-comparison.ts";

describe("month comparison", () => {
  it("shifts months across year ends", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-11", 2)).toBe("2027-01");
    expect(shiftMonth("2026-06", -5)).toBe("2026-01");
  });

  it("offers the current month and every earlier month with data", () => {
    const data = [
      { month: "2026-12", total: 5 },
      { month: "2026-10", total: 10 },
      { month: "2026-07", total: 20 },
    ];
    expect(monthOptions("2026-11", data)).toEqual(["2026-11", "2026-10", "2026-07"]);
    expect(monthOptions("2026-11", [])).toEqual(["2026-11"]);
  });

  it("fills the six months ending with the chosen one", () => {
    expect(
      lastSixMonths("2026-02", [
        { month: "2025-12", total: 300 },
        { month: "2026-02", total: 50 },
      ]),
    ).toEqual([
      { month: "2025-09", total: 0 },
      { month: "2025-10", total: 0 },
      { month: "2025-11", total: 0 },
      { month: "2025-12", total: 300 },
      { month: "2026-01", total: 0 },
      { month: "2026-02", total: 50 },
    ]);
  });

  it("compares categories of both months, biggest this month first", () => {
    expect(compareByCategory({ Rent: 15000, Transport: 300 }, { Transport: 500, Health: 200 })).toEqual([
      { category: "Rent", chosen: 15000, previous: 0 },
      { category: "Transport", chosen: 300, previous: 500 },
      { category: "Health", chosen: 0, previous: 200 },
    ]);
  });

  it("sets spending against each category budget, then unbudgeted spending", () => {
    expect(
      budgetVsActual({ Groceries: 4000, Transport: 0 }, { Groceries: 3000, Rent: 9000, Transport: 10 }),
    ).toEqual([
      { category: "Groceries", budget: 4000, actual: 3000, percent: 75 },
      { category: "Rent", budget: 0, actual: 9000, percent: null },
      { category: "Transport", budget: 0, actual: 10, percent: null },
    ]);
  });
});
