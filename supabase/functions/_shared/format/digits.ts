// Indian digits typed or pasted where the app reads numbers: a Hindi keyboard writes ०–९ (docs/product.md
// §9.10). One step, before any other reading of the text, so the rules for what an amount may be stay
// in one place (money/rupees.ts acceptTypedAmount) and see Latin digits only.

const DEVANAGARI_ZERO = 0x0966;

/** "१५०" → "150", "₹१,२५०.५०" → "₹1,250.50"; anything else is left as it is. */
export const latinDigits = (text: string): string =>
  text.replace(/[०-९]/g, (digit) => String((digit.codePointAt(0) as number) - DEVANAGARI_ZERO));

/** "₹200, 6 बजे" → "₹२००, ६ बजे": a text's own digits written in Devanagari. */
export const devanagariDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCodePoint(DEVANAGARI_ZERO + Number(digit)));
