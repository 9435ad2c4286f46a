import { describe, expect, it } from "vitest";
import { readDateTime, readSignedAmount, readTime } from "./import-values.ts";

describe("amounts as apps and banks write them", () => {
  it.each([
    ["120", "120.00", false],
    ["₹1,20,000.50", "120000.50", false],
    ["Rs. 2,310.5", "2310.50", false],
    ["INR 99", "99.00", false],
    ["-345.5", "345.50", true],
    ["(1,500.00)", "1500.00", true],
    ["1500.00 Dr", "1500.00", true],
    ["1500.00 Cr", "1500.00", false],
    ["-₹20", "20.00", true],
    [" 45 ", "45.00", false],
  ])("%s → %s (negative: %s)", (cell, amount, negative) => {
    expect(readSignedAmount(cell)).toEqual({ ok: true, value: { amount, negative } });
  });

  it.each([
    ["", "No amount"],
    ["abc", '"abc" is not an amount'],
    ["1.234", '"1.234" has more than 2 decimals'],
    ["0.00", "The amount is 0"],
    ["10,00,000.01", "The amount is over ₹10,00,000, the most one expense may be"],
    ["1e5", '"1e5" is not an amount'],
  ])("refuses %o", (cell, reason) => {
    expect(readSignedAmount(cell)).toEqual({ ok: false, reason });
  });
});

describe("dates and times", () => {
  it.each([
    ["2026-11-22", "2026-11-22", null],
    ["2026/11/22 13:05", "2026-11-22", "13:05"],
    ["2026-11-22 13:05:00.000", "2026-11-22", "13:05"],
    ["2026-11-22T07:05:09", "2026-11-22", "07:05"],
    ["22/11/2026", "2026-11-22", null],
    ["02/09/2026 13:05:22", "2026-09-02", "13:05"],
    ["22/11/26", "2026-11-22", null],
    ["22.11.2026", "2026-11-22", null],
    ["22-Nov-2026", "2026-11-22", null],
    ["22 November 2026 1:05 pm", "2026-11-22", "13:05"],
    ["Nov 22, 2026", "2026-11-22", null],
    ["29/02/2024", "2024-02-29", null],
  ])("%s → %s %s", (cell, date, time) => {
    expect(readDateTime(cell)).toEqual({ ok: true, value: { date, time } });
  });

  it.each([
    ["", "No date"],
    ["31/02/2026", '"31/02/2026" is not a date'],
    ["13/13/2026", '"13/13/2026" is not a date'],
    ["yesterday", '"yesterday" is not a date'],
    ["2026-11-22T07:05:00Z", '"2026-11-22T07:05:00Z" has a time zone; give Indian time'],
    ["2026-11-22 25:00", '"25:00" is not a time'],
    ["1999-12-31", "The date is outside the years 2000–2100"],
  ])("refuses %o", (cell, reason) => {
    expect(readDateTime(cell)).toEqual({ ok: false, reason });
  });

  it("reads a separate time cell", () => {
    expect(readTime("")).toEqual({ ok: true, value: null });
    expect(readTime("9:05 am")).toEqual({ ok: true, value: "09:05" });
    expect(readTime("12:30 am")).toEqual({ ok: true, value: "00:30" });
    expect(readTime("noon")).toEqual({ ok: false, reason: '"noon" is not a time' });
  });
});
