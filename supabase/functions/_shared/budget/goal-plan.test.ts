import { describe, expect, it } from "vitest";
import { type Paise, paise, rupees } from "../money/paise.ts";
import { goalProgress, milestonesReached, monthlyNeed, monthsToSave } from "./goal-plan.ts";

const p = (count: number): Paise => paise(count);

describe("monthsToSave", () => {
  it("counts this month and every month up to the target date's", () => {
    expect(monthsToSave("2026-11-27", "2027-01-15")).toBe(3);
    expect(monthsToSave("2026-11-27", "2026-11-30")).toBe(1);
    expect(monthsToSave("2026-11-30", "2026-12-01")).toBe(2);
    expect(monthsToSave("2026-11-27", "2027-11-27")).toBe(13);
    expect(monthsToSave("2026-02-28", "2028-02-29")).toBe(25);
  });

  it("is 0 once the date has passed, and 1 on the day itself", () => {
    expect(monthsToSave("2026-11-27", "2026-11-26")).toBe(0);
    expect(monthsToSave("2026-11-27", "2026-11-27")).toBe(1);
  });
});

describe("monthlyNeed (paise, exact)", () => {
  it("shares what is left over the months left, rounded up to the paisa so the months reach the target", () => {
    // ₹50,000 target, ₹12,000 in, 3 months: ₹38,000 ÷ 3 = ₹12,666.666… → ₹12,666.67.
    expect(monthlyNeed(rupees(50_000), rupees(12_000), "2026-11-27", "2027-01-31")).toEqual({
      kind: "monthly",
      amount: p(1_266_667),
      months: 3,
    });
    // ₹100.01 left over 7 months: 10001 ÷ 7 = 1428.71… → 1429 paise; 7 × 1429 = 10003 ≥ 10001.
    expect(monthlyNeed(p(10_001), ZERO, "2026-06-01", "2026-12-31")).toEqual({
      kind: "monthly",
      amount: p(1_429),
      months: 7,
    });
    // An exact share stays exact: ₹1,00,00,000 over 100 months.
    expect(monthlyNeed(rupees(1_00_00_000), ZERO, "2026-11-01", "2035-02-28")).toEqual({
      kind: "monthly",
      amount: rupees(1_00_000),
      months: 100,
    });
  });

  it("has one paisa left as a paisa a month, not zero", () => {
    expect(monthlyNeed(p(10_000), p(9_999), "2026-11-27", "2027-10-01")).toEqual({
      kind: "monthly",
      amount: p(1),
      months: 12,
    });
  });

  it("says reached, no date or date passed instead of a figure", () => {
    expect(monthlyNeed(rupees(500), rupees(500), "2026-11-27", "2027-01-01")).toEqual({ kind: "reached" });
    expect(monthlyNeed(rupees(500), rupees(600), "2026-11-27", null)).toEqual({ kind: "reached" });
    expect(monthlyNeed(rupees(500), rupees(100), "2026-11-27", null)).toEqual({ kind: "no-date" });
    expect(monthlyNeed(rupees(500), rupees(100), "2026-11-27", "2026-10-31")).toEqual({
      kind: "date-passed",
    });
  });
});

describe("progress and milestones", () => {
  it("floors the percent and never passes 100", () => {
    expect(goalProgress(rupees(1000), p(24_999))).toBe(24);
    expect(goalProgress(rupees(1000), rupees(250))).toBe(25);
    expect(goalProgress(rupees(1000), rupees(1500))).toBe(100);
  });

  it("reaches a milestone at exactly its share of the target", () => {
    expect(milestonesReached(rupees(1000), p(24_999))).toEqual([]);
    expect(milestonesReached(rupees(1000), rupees(500))).toEqual([25, 50]);
    expect(milestonesReached(rupees(3), p(225))).toEqual([25, 50, 75]);
    expect(milestonesReached(rupees(3), rupees(3))).toEqual([25, 50, 75, 100]);
  });
});

const ZERO = p(0);
