import { rupees as r } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { rupeesRecord as rs } from "../../../tests/support/rupees.ts";
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
      { month: "2026-12", total: r(5) },
      { month: "2026-10", total: r(10) },
      { month: "2026-07", total: r(20) },
    ];
    expect(monthOptions("2026-11", data)).toEqual(["2026-11", "2026-10", "2026-07"]);
    expect(monthOptions("2026-11", [])).toEqual(["2026-11"]);
  });

  it("fills the six months ending with the chosen one", () => {
    expect(
      lastSixMonths("2026-02", [
        { month: "2025-12", total: r(300) },
        { month: "2026-02", total: r(50) },
      ]),
    ).toEqual([
      { month: "2025-09", total: r(0) },
      { month: "2025-10", total: r(0) },
      { month: "2025-11", total: r(0) },
      { month: "2025-12", total: r(300) },
      { month: "2026-01", total: r(0) },
      { month: "2026-02", total: r(50) },
    ]);
  });

  it("compares categories of both months, biggest this month first", () => {
    expect(
      compareByCategory(rs({ Rent: 15000, Transport: 300 }), rs({ Transport: 500, Health: 200 })),
    ).toEqual([
      { category: "Rent", chosen: r(15000), previous: r(0) },
      { category: "Transport", chosen: r(300), previous: r(500) },
      { category: "Health", chosen: r(0), previous: r(200) },
    ]);
  });

  it("sets spending against each category budget, then unbudgeted spending", () => {
    expect(
      budgetVsActual(
        rs({ Groceries: 4000, Transport: 0 }),
        rs({ Groceries: 3000, Rent: 9000, Transport: 10 }),
      ),
    ).toEqual([
      { category: "Groceries", budget: r(4000), actual: r(3000), percent: 75 },
      { category: "Rent", budget: r(0), actual: r(9000), percent: null },
      { category: "Transport", budget: r(0), actual: r(10), percent: null },
    ]);
  });

  it("lists the budgeted categories by the largest spend first, whatever order the budget keeps", () => {
    const rows = budgetVsActual(
      rs({ Groceries: 5000, Transport: 2000, Shopping: 1000, "Food & Dining": 3000, Rent: 9000 }),
      rs({ Shopping: 4000, "Food & Dining": 2500, Groceries: 1000, Transport: 500 }),
    );
    expect(rows.map((row) => row.category)).toEqual([
      "Shopping",
      "Food & Dining",
      "Groceries",
      "Transport",
      "Rent",
    ]);
  });
});
