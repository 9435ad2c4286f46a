import { describe, expect, it } from "vitest";
import { lastFourDigits, maskAccountNumbers } from "./account-numbers.ts";

describe("lastFourDigits", () => {
  it("keeps the last four digits of whatever form the bank wrote", () => {
    expect(lastFourDigits("XX1234")).toBe("1234");
    expect(lastFourDigits("*XX8899")).toBe("8899");
    expect(lastFourDigits("1234****5678")).toBe("5678");
    expect(lastFourDigits("50100123451234")).toBe("1234");
    expect(lastFourDigits("XX781")).toBe("781");
    expect(lastFourDigits("XX")).toBeNull();
  });
});

describe("maskAccountNumbers", () => {
  it("cuts account, card and phone numbers to their last four digits", () => {
    expect(maskAccountNumbers("POS 512345XXXXXX1234 DMART AVENUE")).toBe("POS XX1234 DMART AVENUE");
    expect(maskAccountNumbers("NEFT to A/c 50100123456789 Ravi")).toBe("NEFT to A/c XX6789 Ravi");
    expect(maskAccountNumbers("UPI/DR/624912345678/SWIGGY")).toBe("UPI/DR/XX5678/SWIGGY");
    expect(maskAccountNumbers("9876543210@ybl")).toBe("XX3210@ybl");
    expect(maskAccountNumbers("card XXXXXXXX4521")).toBe("card XX4521");
  });

  it("leaves amounts, dates, short masks and words alone", () => {
    for (const text of [
      "Swiggy ₹1,23,456.50",
      "Rent 2026-11-01",
      "Card XX1234",
      "Order 12345678",
      "ABC123456789",
    ]) {
      expect(maskAccountNumbers(text)).toBe(text);
    }
  });
});
