import { describe, expect, it } from "vitest";
import {
  currentCycle,
  cycleBounds,
  cycleBoundsOf,
  cycleDaysLeft,
  lastWorkingDay,
  nextCycle,
  parseCycleStart,
  settingOf,
  withChangedStart,
} from "./budget-cycle.ts";

describe("cycleBoundsOf", () => {
  it("is the calendar month for a start on the 1st", () => {
    expect(cycleBoundsOf(1, "2026-11-27")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(cycleBoundsOf(1, "2028-02-29")).toEqual({ start: "2028-02-01", end: "2028-02-29" });
  });

  it("runs from the 25th to the 24th, across February in a common and a leap year", () => {
    expect(cycleBoundsOf(25, "2026-11-27")).toEqual({ start: "2026-11-25", end: "2026-12-24" });
    expect(cycleBoundsOf(25, "2026-11-24")).toEqual({ start: "2026-10-25", end: "2026-11-24" });
    expect(cycleBoundsOf(25, "2027-02-10")).toEqual({ start: "2027-01-25", end: "2027-02-24" });
    expect(cycleBoundsOf(25, "2027-02-28")).toEqual({ start: "2027-02-25", end: "2027-03-24" });
    expect(cycleBoundsOf(25, "2028-02-29")).toEqual({ start: "2028-02-25", end: "2028-03-24" });
    expect(cycleBoundsOf(25, "2028-03-24")).toEqual({ start: "2028-02-25", end: "2028-03-24" });
    expect(cycleBoundsOf(25, "2028-12-31")).toEqual({ start: "2028-12-25", end: "2029-01-24" });
  });

  it("runs from the 28th to the 27th, February's 28th included", () => {
    expect(cycleBoundsOf(28, "2027-02-28")).toEqual({ start: "2027-02-28", end: "2027-03-27" });
    expect(cycleBoundsOf(28, "2027-02-27")).toEqual({ start: "2027-01-28", end: "2027-02-27" });
    expect(cycleBoundsOf(28, "2028-02-29")).toEqual({ start: "2028-02-28", end: "2028-03-27" });
  });

  it("starts on the last working day, the Friday before a month that ends on a weekend", () => {
    // January 2027 ends on a Sunday, so its last working day is Friday the 29th; February 2027 ends
    // on a Sunday too (Friday the 26th); November 2026 ends on a Monday.
    expect(lastWorkingDay("2027-01-05")).toBe("2027-01-29");
    expect(lastWorkingDay("2027-02-05")).toBe("2027-02-26");
    expect(lastWorkingDay("2026-11-05")).toBe("2026-11-30");
    expect(lastWorkingDay("2026-10-05")).toBe("2026-10-30"); // Saturday the 31st
    expect(cycleBoundsOf("last_working_day", "2027-01-30")).toEqual({
      start: "2027-01-29",
      end: "2027-02-25",
    });
    expect(cycleBoundsOf("last_working_day", "2027-01-28")).toEqual({
      start: "2026-12-31",
      end: "2027-01-28",
    });
    expect(cycleBoundsOf("last_working_day", "2026-11-27")).toEqual({
      start: "2026-10-30",
      end: "2026-11-29",
    });
  });
});

describe("currentCycle at an Indian midnight", () => {
  it("reads the Indian day: 18:29 UTC on the 24th is still the 24th in India, 18:31 UTC is the 25th", () => {
    const setting = settingOf(25);
    expect(currentCycle(setting, "2026-12-24T18:29:00Z")).toEqual({ start: "2026-11-25", end: "2026-12-24" });
    expect(currentCycle(setting, "2026-12-24T18:31:00Z")).toEqual({ start: "2026-12-25", end: "2027-01-24" });
  });
});

describe("cycleBounds with a change waiting", () => {
  // Changed from the 1st to the 25th during November: November stays whole.
  const setting = { cycleStart: 25, previousCycleStart: 1, cycleStartFrom: "2026-12-01" } as const;

  it("keeps the current cycle, then a short one up to the new start, then the new cycles", () => {
    expect(cycleBounds(setting, "2026-11-27")).toEqual({ start: "2026-11-01", end: "2026-11-30" });
    expect(cycleBounds(setting, "2026-12-01")).toEqual({ start: "2026-12-01", end: "2026-12-24" });
    expect(cycleBounds(setting, "2026-12-25")).toEqual({ start: "2026-12-25", end: "2027-01-24" });
    expect(nextCycle(setting, "2026-11-27")).toEqual({ start: "2026-12-01", end: "2026-12-24" });
  });

  it("counts days left to the cycle's end, today included", () => {
    expect(cycleDaysLeft(cycleBoundsOf(25, "2026-11-27"), "2026-11-27")).toBe(28);
    expect(cycleDaysLeft(cycleBoundsOf(25, "2026-12-24"), "2026-12-24")).toBe(1);
  });
});

describe("withChangedStart", () => {
  it("waits for the next cycle, replaces a waiting change, and cancels it when going back", () => {
    const changed = withChangedStart(settingOf(1), 25, "2026-11-27");
    expect(changed).toEqual({ cycleStart: 25, previousCycleStart: 1, cycleStartFrom: "2026-12-01" });
    expect(withChangedStart(changed, "last_working_day", "2026-11-28")).toEqual({
      cycleStart: "last_working_day",
      previousCycleStart: 1,
      cycleStartFrom: "2026-12-01",
    });
    expect(withChangedStart(changed, 1, "2026-11-28")).toEqual(settingOf(1));
    // Once the change has taken effect, the next one waits for the end of the 25th's cycle.
    expect(withChangedStart(changed, 10, "2026-12-27")).toEqual({
      cycleStart: 10,
      previousCycleStart: 25,
      cycleStartFrom: "2027-01-25",
    });
  });
});

describe("parseCycleStart", () => {
  it("accepts 1–28 and last_working_day only", () => {
    expect(parseCycleStart("25")).toBe(25);
    expect(parseCycleStart(28)).toBe(28);
    expect(parseCycleStart("last_working_day")).toBe("last_working_day");
    for (const bad of ["0", "29", "x", "07", "", null, 2.5]) expect(parseCycleStart(bad)).toBeNull();
  });
});
