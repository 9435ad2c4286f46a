import { describe, expect, it } from "vitest";
import { formatRupees, parseRupees, toAmountString } from "./money.ts";

describe("money", () => {
  it("formats with the rupee sign and Indian grouping", () => {
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(0.456)).toBe("₹0.46");
  });

  it("parses what users type, invalid becomes 0", () => {
    expect(parseRupees("₹1,00,000")).toBe(100000);
    expect(parseRupees(" 12.50 ")).toBe(12.5);
    expect(parseRupees("abc")).toBe(0);
    expect(parseRupees("")).toBe(0);
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
});
