import { describe, expect, it } from "vitest";
import { firstMonthlyDueOn, repeatMonthlyFrom } from "./recurring.ts";

describe("repeatMonthlyFrom", () => {
  it("repeats on the expense's Indian day from the next day on", () => {
    // 20:00 UTC on 30 November is already 1 December in India.
    expect(
      repeatMonthlyFrom({
        amount: "15000.00",
        category: "Rent",
        description: " Flat rent ",
        paidWith: "upi",
        date: "2026-11-30T20:00:00Z",
      }),
    ).toEqual({
      name: "Flat rent",
      amount: "15000.00",
      category: "Rent",
      paidWith: "upi",
      frequency: "monthly",
      dayOfMonth: 1,
      startsOn: "2026-12-02",
    });
  });

  it("names it by category when the expense has no description", () => {
    expect(
      repeatMonthlyFrom({
        amount: "499",
        category: "Mobile Recharge",
        description: null,
        paidWith: null,
        date: "2026-11-05T10:00:00+05:30",
      }),
    ).toMatchObject({ name: "Mobile Recharge", paidWith: null, dayOfMonth: 5, startsOn: "2026-11-06" });
  });
});

describe("firstMonthlyDueOn", () => {
  it("is next month's day for an expense of this month, the last day when that month is shorter", () => {
    expect(firstMonthlyDueOn({ dayOfMonth: 5, startsOn: "2026-11-06" })).toBe("2026-12-05");
    expect(firstMonthlyDueOn({ dayOfMonth: 31, startsOn: "2027-01-01" })).toBe("2027-01-31");
    expect(firstMonthlyDueOn({ dayOfMonth: 31, startsOn: "2027-02-01" })).toBe("2027-02-28");
  });
});
