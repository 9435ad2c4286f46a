import { rupees } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { budgetWithCarried, carriedFromPeriod, carryOverOf, splitWithCarried } from "./carry-over.ts";

describe("carry-over on the screens", () => {
  it("reads the answer's fields as paise, and anything malformed as none", () => {
    expect(
      carryOverOf({
        carryCategories: ["Food & Dining"],
        carryOverspending: true,
        carried: { "Food & Dining": "1200.50", Transport: "-300.00" },
        carriedFrom: { startDay: "2026-10-01", endDay: "2026-10-31" },
      }),
    ).toEqual({
      categories: ["Food & Dining"],
      overspending: true,
      carried: { "Food & Dining": rupees(1200.5), Transport: rupees(-300) },
      from: { startDay: "2026-10-01", endDay: "2026-10-31" },
    });
    expect(carryOverOf({ carriedFrom: { startDay: "October", endDay: "2026-10-31" } })).toEqual({
      categories: [],
      overspending: false,
      carried: {},
      from: null,
    });
  });

  it("adds what was carried to the cycle's budget and each category's, never below ₹0", () => {
    const carried = { Food: rupees(1200), Transport: rupees(-2500), Rent: rupees(300) };
    expect(budgetWithCarried(rupees(20000), carried)).toBe(rupees(19000));
    expect(budgetWithCarried(rupees(1000), { Food: rupees(-1500) })).toBe(rupees(0));
    expect(splitWithCarried({ Food: rupees(3000), Transport: rupees(2000) }, carried)).toEqual({
      Food: rupees(4200),
      Transport: rupees(0),
      Rent: rupees(300),
    });
  });

  it("names a calendar month by its month and any other cycle by its days, February included", () => {
    expect(carriedFromPeriod({ startDay: "2026-10-01", endDay: "2026-10-31" })).toEqual({ month: "2026-10" });
    expect(carriedFromPeriod({ startDay: "2028-02-01", endDay: "2028-02-29" })).toEqual({ month: "2028-02" });
    expect(carriedFromPeriod({ startDay: "2026-01-25", endDay: "2026-02-24" })).toEqual({
      start: "2026-01-25",
      end: "2026-02-24",
    });
    // A cycle cut short by a change of start day is not a whole month.
    expect(carriedFromPeriod({ startDay: "2026-12-01", endDay: "2026-12-24" })).toEqual({
      start: "2026-12-01",
      end: "2026-12-24",
    });
  });
});
