import { describe, expect, it } from "vitest";
import { RECORDED_OCR_PAGES } from "../../../../tests/fixtures/receipt-ocr-symbols.ts";
import { ocrPageOf, rupeeDigitFigures, withPaiseZeros } from "./ocr-symbols.ts";
import { readReceiptText } from "./receipt-total.ts";

const page = (name: keyof typeof RECORDED_OCR_PAGES) => {
  const recorded = RECORDED_OCR_PAGES[name];
  return { ...recorded, rupeeDigits: rupeeDigitFigures(recorded.words) };
};

/** A word whose symbols are all read at 99 but those given. */
const word = (text: string, doubts: Record<number, number> = {}) => ({
  text,
  symbols: [...text].map((character, i) => ({
    text: character,
    confidence: doubts[i] ?? 99,
    width: /\d/.test(character) ? 10 : 3,
  })),
});

// Symbol data from tuning photos (tests/fixtures/receipt-ocr-symbols.ts).
describe("the ₹ read as a digit, told by OCR's symbol confidence", () => {
  it("drops a doubtful leading 2 with nothing on the bill to disprove it (t34: ₹420.00 → 2420.00)", () => {
    const { text, total, rupeeDigits } = page("t34-canteen-token");
    expect(rupeeDigits).toEqual([2420]);
    // The text alone cannot tell: a digit is a digit without evidence.
    expect(readReceiptText(text).total).toBe(2420);
    expect(readReceiptText(text, { rupeeDigits })).toMatchObject({ total, source: "Amount" });
  });

  it("reads a 3 at 98 % confidence as the ₹ too (t47: ₹805.00 → 3805.00), agreeing with the items", () => {
    const { text, total, rupeeDigits } = page("t47-kirana-bill");
    expect(rupeeDigits).toEqual([3805]);
    expect(readReceiptText(text, { rupeeDigits }).total).toBe(total);
  });

  it("marks both totals of a ₹ misread on Total and Grand Total (t13)", () => {
    const { text, total, rupeeDigits } = page("t13-restaurant-grand-total");
    expect(rupeeDigits).toEqual([3229.96, 3230]);
    expect(readReceiptText(text, { rupeeDigits }).total).toBe(total);
  });

  it("keeps a real first digit the ₹ was merged into: doubtful, but twice as wide (t21: ₹1909.00)", () => {
    const { text, total, words, rupeeDigits } = page("t21-salon-service-charge");
    const first = words.find((word) => word.text === "1909.00")?.symbols[0];
    expect(first?.confidence).toBeLessThan(99);
    expect(rupeeDigits).toEqual([]);
    expect(readReceiptText(text, { rupeeDigits }).total).toBe(total);
  });

  it("keeps the digit when the bill says the figure as printed, whatever OCR doubted", () => {
    expect(readReceiptText("Tea 3000\nSugar 805\nTotal 3805.00", { rupeeDigits: [3805] }).total).toBe(3805);
  });

  it("never takes a sure digit, a 4 to 9, or a figure that would keep one digit", () => {
    const symbols = (text: string, confidence: number) =>
      [...text].map((character, i) => ({
        text: character,
        confidence: i === 0 ? confidence : 99,
        width: /\d/.test(character) ? 10 : 3,
      }));
    const word = (text: string, confidence = 90) => ({ text, symbols: symbols(text, confidence) });
    expect(rupeeDigitFigures([word("2990.00", 99), word("5990.00"), word("33.00"), word("20.00")])).toEqual(
      [],
    );
    expect(rupeeDigitFigures([word("2990.00"), word("11,589.00")])).toEqual([2990, 11589]);
  });
});

describe("a worn 0 in the paise, told by OCR's symbol confidence", () => {
  it("puts back a paise 0 read as 8 at 96 (t17: a petrol slip's Amount 1000.08 → 1000)", () => {
    const { text, total, words } = RECORDED_OCR_PAGES["t17-petrol-slip"];
    expect(readReceiptText(text).total).toBe(1000.08);
    const fixed = ocrPageOf(text, words);
    expect(fixed.text).toContain("Amount (Rs) 1000.00");
    expect(readReceiptText(fixed.text, fixed).total).toBe(total);
  });

  it("then drops the doubtful ₹ before it (t15: ₹747.00 read as 1747.60)", () => {
    const { text, total, words } = RECORDED_OCR_PAGES["t15-pharmacy-net"];
    const fixed = ocrPageOf(text, words);
    expect(fixed.rupeeDigits).toEqual([1747]);
    expect(readReceiptText(fixed.text, fixed)).toMatchObject({ total, source: "Net Amount" });
  });

  it("keeps paise read surely, and digits other than 6, 8 and 9", () => {
    expect(withPaiseZeros(word("565.60", { 4: 98 })).text).toBe("565.60");
    expect(withPaiseZeros(word("69.50", { 3: 90 })).text).toBe("69.50");
    expect(withPaiseZeros(word("441.99", { 4: 95, 5: 96 })).text).toBe("441.00");
    expect(withPaiseZeros(word("1,099", { 2: 90 })).text).toBe("1,099");
  });

  it("writes each fixed figure where it was read, once", () => {
    const page = ocrPageOf("Tea 20.60\nTotal 20.60", [
      word("20.60"),
      word("Total"),
      word("20.60", { 3: 95 }),
    ]);
    expect(page.text).toBe("Tea 20.60\nTotal 20.00");
  });
});
