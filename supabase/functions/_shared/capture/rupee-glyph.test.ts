import { describe, expect, it } from "vitest";
import { RECORDED_OCR_PAGES } from "../../../../tests/fixtures/receipt-ocr-symbols.ts";
import { readReceiptText } from "./receipt-total.ts";
import { rupeeDigitFigures } from "./rupee-glyph.ts";

const page = (name: keyof typeof RECORDED_OCR_PAGES) => {
  const recorded = RECORDED_OCR_PAGES[name];
  return { ...recorded, rupeeDigits: rupeeDigitFigures(recorded.words) };
};

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
