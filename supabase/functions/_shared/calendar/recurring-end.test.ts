import { describe, expect, it } from "vitest";
import { paise } from "../money/paise.ts";
import { instalmentProgress, leftToPay } from "./recurring-end.ts";

const monthly31 = { frequency: "monthly", dayOfMonth: 31 } as const;
const end = { endsOn: null, paymentCount: null, paidCount: 0, nextDueOn: "2027-01-31", ended: false };

describe("instalmentProgress", () => {
  it("is null for a payment that never ends", () => {
    expect(instalmentProgress(monthly31, end)).toBeNull();
  });

  it("counts a phone on 12 EMIs: 7 of 12 paid, 5 left", () => {
    expect(instalmentProgress(monthly31, { ...end, paymentCount: 12, paidCount: 7 })).toEqual({
      paid: 7,
      total: 12,
      left: 5,
    });
  });

  it("counts the due dates through an end date, the month's last day in February included", () => {
    // 31 Jan, 28 Feb, 31 Mar, 30 Apr; nothing after the end date.
    expect(
      instalmentProgress(monthly31, { ...end, endsOn: "2027-04-30", paidCount: 2, nextDueOn: "2027-01-31" }),
    ).toEqual({ paid: 2, total: 6, left: 4 });
    expect(instalmentProgress(monthly31, { ...end, endsOn: "2027-02-27", nextDueOn: "2027-02-28" })).toEqual({
      paid: 0,
      total: 0,
      left: 0,
    });
  });

  it("has nothing left once ended, even when fewer were paid (a count lowered below the payments made)", () => {
    expect(instalmentProgress(monthly31, { ...end, paymentCount: 3, paidCount: 5, ended: true })).toEqual({
      paid: 5,
      total: 5,
      left: 0,
    });
  });
});

describe("leftToPay", () => {
  it("is exact to the paisa", () => {
    expect(leftToPay(paise(1_249_99), 5)).toBe(6_249_95);
    expect(leftToPay(paise(10), 0)).toBe(0);
  });
});
