import { settingOf } from "@shared/calendar/budget-cycle.ts";
import { describe, expect, it } from "vitest";
import { isCalendarCycle, isWholeMonth, recentCycles } from "./cycle-periods.ts";

describe("recentCycles", () => {
  it("lists the cycle of today and those before it, across the new year", () => {
    expect(recentCycles(settingOf(25), "2027-01-10", 3)).toEqual([
      { start: "2026-12-25", end: "2027-01-24" },
      { start: "2026-11-25", end: "2026-12-24" },
      { start: "2026-10-25", end: "2026-11-24" },
    ]);
  });

  it("knows a calendar month from a cycle", () => {
    expect(isCalendarCycle(settingOf(1), "2027-01-10")).toBe(true);
    expect(isCalendarCycle(settingOf(25), "2027-01-10")).toBe(false);
    // December 2026 ends on a Thursday: its last working day is the 31st, not a calendar month.
    expect(isCalendarCycle(settingOf("last_working_day"), "2027-01-10")).toBe(false);
  });

  it("knows a cycle that is the chosen calendar month", () => {
    expect(isWholeMonth("2026-11-01", "2026-11-30", "2026-11")).toBe(true);
    expect(isWholeMonth("2026-11-01", "2026-11-30", "2026-12")).toBe(false);
    expect(isWholeMonth("2026-11-25", "2026-12-24", "2026-11")).toBe(false);
    expect(isWholeMonth("2026-11-01", "2026-11-27", "2026-11")).toBe(false);
  });
});
