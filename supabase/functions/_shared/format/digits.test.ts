import { describe, expect, it } from "vitest";
import { acceptTypedAmount } from "../money/rupees.ts";
import { devanagariDigits, latinDigits } from "./digits.ts";

describe("latinDigits", () => {
  it("writes Devanagari digits as Latin ones and leaves the rest", () => {
    expect(latinDigits("१५०")).toBe("150");
    expect(latinDigits("₹१,२५०.५०")).toBe("₹1,250.50");
    expect(latinDigits("1२3 चाय")).toBe("123 चाय");
    expect(latinDigits("")).toBe("");
  });

  it("lets the amount rule accept what a Hindi keyboard types", () => {
    expect(acceptTypedAmount(latinDigits("१५०"))).toEqual({ ok: true, text: "150" });
    expect(acceptTypedAmount(latinDigits("२५००"), { wholeRupees: true })).toEqual({ ok: true, text: "2500" });
  });
});

describe("devanagariDigits", () => {
  it("writes a text's Latin digits in Devanagari, and back", () => {
    expect(devanagariDigits("₹200 से कम, शाम 6 बजे")).toBe("₹२०० से कम, शाम ६ बजे");
    expect(latinDigits(devanagariDigits("0123456789"))).toBe("0123456789");
  });
});
