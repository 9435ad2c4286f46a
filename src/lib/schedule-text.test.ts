import { describe, expect, it } from "vitest";
import { ordinalDay, scheduleText } from "./schedule-text.ts";

describe("scheduleText", () => {
  it("reads each frequency", () => {
    expect(scheduleText({ frequency: "monthly", dayOfMonth: 5, weekday: null, month: null })).toBe(
      "Monthly on the 5th",
    );
    expect(scheduleText({ frequency: "monthly", dayOfMonth: 31, weekday: null, month: null })).toBe(
      "Monthly on the 31st (last day in shorter months)",
    );
    expect(scheduleText({ frequency: "weekly", dayOfMonth: null, weekday: 7, month: null })).toBe(
      "Weekly on Sunday",
    );
    expect(scheduleText({ frequency: "yearly", dayOfMonth: 15, weekday: null, month: 3 })).toBe(
      "Yearly on 15 March",
    );
  });

  it("writes English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinalDay)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
    ]);
  });
});
