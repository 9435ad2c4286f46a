import { describe, expect, it } from "vitest";
import { dueDatesBetween, dueOnOrAfter, nextOpenDueOn } from "./recurring-schedule.ts";

describe("recurring schedule", () => {
  it("puts a monthly payment on the 31st on the last day of shorter months", () => {
    const on31st = { frequency: "monthly", dayOfMonth: 31 } as const;
    expect(dueOnOrAfter(on31st, "2027-02-01")).toBe("2027-02-28");
    expect(dueOnOrAfter(on31st, "2028-02-01")).toBe("2028-02-29");
    expect(dueOnOrAfter(on31st, "2027-04-10")).toBe("2027-04-30");
    expect(dueDatesBetween(on31st, "2027-01-31", "2027-03-31")).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
    ]);
  });

  it("moves to next month once this month's day has passed, and across the year end", () => {
    const on5th = { frequency: "monthly", dayOfMonth: 5 } as const;
    expect(dueOnOrAfter(on5th, "2026-12-05")).toBe("2026-12-05");
    expect(dueOnOrAfter(on5th, "2026-12-06")).toBe("2027-01-05");
  });

  it("finds the next ISO weekday (1 = Monday, 7 = Sunday)", () => {
    // 2026-11-23 is a Monday.
    expect(dueOnOrAfter({ frequency: "weekly", weekday: 1 }, "2026-11-23")).toBe("2026-11-23");
    expect(dueOnOrAfter({ frequency: "weekly", weekday: 1 }, "2026-11-24")).toBe("2026-11-30");
    expect(dueOnOrAfter({ frequency: "weekly", weekday: 7 }, "2026-11-23")).toBe("2026-11-29");
    expect(dueDatesBetween({ frequency: "weekly", weekday: 3 }, "2026-11-23", "2026-12-09")).toEqual([
      "2026-11-25",
      "2026-12-02",
      "2026-12-09",
    ]);
  });

  it("lists only the first dates when asked for a limited number (the job's catch-up per run)", () => {
    const weekly = { frequency: "weekly", weekday: 3 } as const;
    expect(dueDatesBetween(weekly, "2026-11-23", "2036-12-09", 2)).toEqual(["2026-11-25", "2026-12-02"]);
    expect(dueDatesBetween(weekly, "2026-11-23", "2026-11-24", 2)).toEqual([]);
  });

  it("repeats yearly, on 28 February in years without a 29th", () => {
    const leapDay = { frequency: "yearly", month: 2, dayOfMonth: 29 } as const;
    expect(dueOnOrAfter(leapDay, "2027-01-01")).toBe("2027-02-28");
    expect(dueOnOrAfter(leapDay, "2027-03-01")).toBe("2028-02-29");
  });

  it("has no due dates in an empty range", () => {
    expect(dueDatesBetween({ frequency: "monthly", dayOfMonth: 1 }, "2026-11-02", "2026-11-30")).toEqual([]);
  });

  it("resumes at the first due date on or after the day that is not handled already", () => {
    const fifth = { frequency: "monthly", dayOfMonth: 5 } as const;
    expect(nextOpenDueOn(fifth, "2027-07-01", [])).toBe("2027-07-05");
    // 5 July was skipped (or added) before the pause: it does not come back.
    expect(nextOpenDueOn(fifth, "2027-07-01", ["2027-07-05"])).toBe("2027-08-05");
    expect(nextOpenDueOn(fifth, "2027-07-01", ["2027-07-05", "2027-08-05", "2027-06-05"])).toBe("2027-09-05");
    // Dates missed while paused are behind `from`: never caught up.
    expect(nextOpenDueOn(fifth, "2027-07-20", [])).toBe("2027-08-05");
  });
});
