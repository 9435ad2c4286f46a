import { describe, expect, it } from "vitest";
import type { LocaleFormat } from "../format/locale.ts";
import { paise, paiseFromRupeeNumber } from "./paise.ts";
import {
  acceptTypedAmount,
  expenseAmountOf,
  expenseAmountProblem,
  formatRupees as formatPaise,
  TYPED_AMOUNT_PROBLEMS,
  toAmountString,
  typedAmountField,
} from "./rupees.ts";

/** The figures below read as rupees; the formatter takes paise. */
const formatRupees = (amount: number, format?: LocaleFormat) =>
  formatPaise(paiseFromRupeeNumber(amount) ?? paise(0), format);

describe("money", () => {
  it("formats with the rupee sign and Indian grouping", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(0.456)).toBe("₹0.46");
  });

  // docs/product.md §9.10: the same grouping in Hindi; Devanagari digits only when asked.
  it("formats hi-IN with the same grouping, and Devanagari digits when asked", () => {
    expect(formatRupees(123456.5, { locale: "hi-IN" })).toBe("₹1,23,456.50");
    expect(formatRupees(100000, { locale: "hi-IN" })).toBe("₹1,00,000");
    expect(formatRupees(123456.5, { locale: "hi-IN", digits: "deva" })).toBe("₹१,२३,४५६.५०");
    expect(formatRupees(30000, { locale: "hi-IN", digits: "deva" })).toBe("₹३०,०००");
    expect(formatRupees(123456.5, { digits: "deva" })).toBe("₹१,२३,४५६.५०");
  });

  it("keeps English output unchanged when the defaults are spelled out", () => {
    for (const amount of [0, 0.456, 1234.5, 100000, 123456.5, 2000.5, 30000, -5]) {
      expect(formatRupees(amount, { locale: "en-IN", digits: "latn" })).toBe(formatRupees(amount));
      expect(formatRupees(amount, {})).toBe(formatRupees(amount));
    }
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });

  it("formats paise exactly, from their decimal text", () => {
    expect(formatPaise(paise(1))).toBe("₹0.01");
    expect(formatPaise(paise(-50))).toBe("-₹0.50");
    expect(formatPaise(paise(9_999_999_999_999))).toBe("₹99,99,99,99,999.99");
  });

  it("reads an expense amount as paise, without floats", () => {
    expect(expenseAmountOf("120.5")).toBe(12050);
    expect(expenseAmountOf(0.1)).toBe(10);
    expect(expenseAmountOf("1000000")).toBe(100_000_000);
    expect(expenseAmountOf("1000000.01")).toBeNull();
    expect(expenseAmountOf("0")).toBeNull();
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["0", "notPositive"],
    ["0.00", "notPositive"],
    ["-5", "notPositive"],
    ["1000000.01", "tooLarge"],
    ["1000000.001", "tooLarge"],
    ["2000000", "tooLarge"],
    ["0001000001", "tooLarge"],
    ["1.234", "format"],
    ["abc", "format"],
    ["1e3", "format"],
    [".", "format"],
    ["12.", "format"],
    ["1000000", null],
    ["1000000.00", null],
    ["0.01", null],
    [".5", "format"],
  ] as const)("says what is wrong with %j: %s", (input, problem) => {
    expect(expenseAmountProblem(input)).toBe(problem);
  });

  it("normalises valid expense amounts to two-decimal strings", () => {
    expect(toAmountString("120.5")).toBe("120.50");
    expect(toAmountString(99)).toBe("99.00");
    expect(toAmountString("007.10")).toBe("7.10");
  });

  it("rejects zero, negatives, three decimals and non-numbers", () => {
    for (const bad of ["0", "0.00", "-5", "1.234", "1e3", "", "abc", Number.NaN, 100000000]) {
      expect(toAmountString(bad)).toBeNull();
    }
  });

  it.each([
    ["250", "250"],
    ["120.5", "120.5"],
    ["45.67", "45.67"],
    ["12.", "12."],
    [".5", ".5"],
    ["", ""],
    ["1,23,456.50", "123456.50"],
    ["₹ 25,000", "25000"],
    [" 300 ", "300"],
    // Issue 30 polish 31: an amount pasted with its currency is the amount.
    ["Rs. 450", "450"],
    ["₹450", "450"],
    ["INR 1,250.50", "1250.50"],
    ["rs 450/-", "450"],
    ["Rs.1,200", "1200"],
  ])("the amount field takes %j as %j", (typed, text) => {
    expect(acceptTypedAmount(typed)).toEqual({ ok: true, text });
  });

  it.each([
    ["1e5", TYPED_AMOUNT_PROBLEMS.format],
    ["-50", TYPED_AMOUNT_PROBLEMS.negative],
    ["45.678", TYPED_AMOUNT_PROBLEMS.decimals],
    ["1.2.3", TYPED_AMOUNT_PROBLEMS.format],
    ["12,5.50,1", TYPED_AMOUNT_PROBLEMS.format],
    ["abc", TYPED_AMOUNT_PROBLEMS.format],
    ["Rs. 4R50", TYPED_AMOUNT_PROBLEMS.format],
    ["450 Rs", TYPED_AMOUNT_PROBLEMS.format],
  ])("the amount field refuses %j (never reinterprets it)", (typed, problem) => {
    expect(acceptTypedAmount(typed)).toEqual({ ok: false, problem });
  });

  it("whole-rupee fields take pasted grouping but refuse paise and anything else", () => {
    expect(acceptTypedAmount("25,000", { wholeRupees: true })).toEqual({ ok: true, text: "25000" });
    expect(acceptTypedAmount("25,000.50", { wholeRupees: true })).toEqual({
      ok: false,
      problem: TYPED_AMOUNT_PROBLEMS.wholeRupees,
    });
    expect(acceptTypedAmount("2e4", { wholeRupees: true })).toEqual({
      ok: false,
      problem: TYPED_AMOUNT_PROBLEMS.wholeFormat,
    });
    expect(acceptTypedAmount("-1000", { wholeRupees: true })).toEqual({
      ok: false,
      problem: TYPED_AMOUNT_PROBLEMS.negative,
    });
  });

  // Issue 30 item 11: keystrokes one by one, as the field sees them. A refused one stays in the field
  // (with its reason) instead of being dropped, so the digits around it never merge into another amount.
  const typeInto = (keys: string, options?: { wholeRupees?: boolean }) => {
    let field = { text: "", refused: null as string | null };
    for (const key of keys) field = typedAmountField(`${field.text}${key}`, options);
    return field;
  };

  it.each([
    ["1e5", { text: "1e5", refused: TYPED_AMOUNT_PROBLEMS.format }],
    ["-5", { text: "-5", refused: TYPED_AMOUNT_PROBLEMS.negative }],
    ["45.678", { text: "45.678", refused: TYPED_AMOUNT_PROBLEMS.decimals }],
    ["120.50", { text: "120.50", refused: null }],
  ])("typing %j never changes the magnitude", (keys, field) => {
    expect(typeInto(keys)).toEqual(field);
  });

  it.each([
    ["30,000.50", { text: "30000.50", refused: TYPED_AMOUNT_PROBLEMS.wholeRupees }],
    ["2500.50", { text: "2500.50", refused: TYPED_AMOUNT_PROBLEMS.wholeRupees }],
    ["30,000", { text: "30000", refused: null }],
  ])("typing %j into a whole-rupee field never gives 100 times the amount", (keys, field) => {
    expect(typeInto(keys, { wholeRupees: true })).toEqual(field);
  });
});
