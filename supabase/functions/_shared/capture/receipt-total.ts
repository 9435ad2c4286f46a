// What a receipt says, from its OCR text (docs/capture.md): the total the customer pays (Grand
// Total / Net Amount / Amount Payable / Bill Total / Total — never Sub Total, taxes, "You Saved",
// cash tendered, change, phone numbers or GSTINs), checked against subtotal + taxes − discount ±
// round-off when the bill prints them; its date; and the shop's name from the top lines. Pure.
// The English model has no ₹ glyph, so amounts are read from the numbers after the labels.
import { findMerchant } from "./merchant-categories.ts";
import { firstDateIn } from "./written-dates.ts";
import {
  paiseFromDecimal,
  paiseFromWire,
  paiseToDecimal,
  paiseToRupeeNumber,
  roundRupeesToPaisa,
} from "../money/paise.ts";

export interface ReceiptReading {
  /** Rupees, or null when no total could be read. */
  total: number | null;
  /** True when the bill's own arithmetic (subtotal, taxes, discount, round-off) gives the same total. */
  checked: boolean;
  /** yyyy-mm-dd, or null. */
  date: string | null;
  merchant: string | null;
  /** The canonical category the shop's name suggests (merchant-categories.ts), or null. */
  category: string | null;
}

/** Labels of the amount to pay, most specific first. OCR's usual slips (0 for O, 1 or l for I) allowed. */
const TOTAL_LABELS: readonly RegExp[] = [
  /\bgr[a@]nd\s*t[o0]t[a4][l1i|]/,
  /\bnet\s*(?:amount|amt|payable|t[o0]t[a4][l1i|]|bill)|\b(?:amount|amt)\s*payable|\bt[o0]t[a4][l1i|]\s*payable|\bpayable\s*(?:amount|amt)|\bto\s*pay\b/,
  /\bbill\s*(?:t[o0]t[a4][l1i|]|amount|amt)|\bt[o0]t[a4][l1i|]\s*(?:amount|amt|bill|due)|\bamount\s*due\b/,
  /\bt[o0]t[a4][l1i|]\b/,
  /\b(?:sale|amount|amt)\b/,
];
const SUBTOTAL = /\bsub\s*-?\s*t[o0]t[a4][l1i|]|\bgross\s*(?:amount|amt|t[o0]t[a4][l1i|])/;
const TAX_PART = /\b(?:[csiu]\s?gst|cess|vat|service\s*(?:charge|tax))\b/;
const TAX_SUM = /\b(?:gst|tax(?:es)?)\b/;
const DISCOUNT = /\b(?:discount|disc|coupon|promo|less)\b/;
const ROUND_OFF = /\bround(?:ing|ed)?\s*-?\s*(?:off)?\b|\br\/o\b/;
/** Lines that carry a figure which is never the total. */
const NEVER_TOTAL =
  /\b(?:qty|quantity|items?|no\.?\s*of|cash|tendered|paid|change|balance|return(?:ed)?|you\s*saved|sav(?:ed|ings?)|mrp|ph(?:one)?|tel|mob(?:ile)?|contact|gstin|fssai|cin|pan|dl\s*no|bill\s*no|inv(?:oice)?\s*(?:no|#)|order|kot|token|table|card|upi|tip)\b/;

interface Line {
  text: string;
  lower: string;
  amounts: number[];
  /** The line's last figure was written with a minus: "-0.50", "(-) 39.60". */
  negative: boolean;
}

/** "1,050.00" → 1050; OCR's "1,O50.00" and "1 050 . 00" too. Figures with 3+ decimals are not money. */
function amountsIn(text: string): number[] {
  const cleaned = text
    .replace(/(?<=\d)[oO](?=[\d.,])|(?<=[\d.,])[oO](?=\d|\b)/g, "0")
    .replace(/(\d)\s*([.,])\s*(\d{2})\b/g, "$1$2$3");
  const found: number[] = [];
  for (const m of cleaned.matchAll(
    /(?<![\w.,/@])(?<!\w-)(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?![\d%]|\.\d|\s?%)/g,
  )) {
    const whole = (m[1] as string).replace(/,/g, "");
    const amount = paiseFromDecimal(`${whole}.${m[2] ?? "0"}`);
    if (amount !== null) found.push(paiseToRupeeNumber(amount));
  }
  return found;
}

function lineOf(text: string): Line {
  const lower = text.toLowerCase();
  return {
    text,
    lower,
    amounts: amountsIn(text),
    negative: /(?:\(-\)|-)\s*\d[\d,]*(?:\.\d+)?\s*$/.test(text),
  };
}

/** The figure a label line gives: its last amount, or the next line's when the label stands alone. */
function figureOf(lines: readonly Line[], index: number): number | null {
  const line = lines[index] as Line;
  const own = line.amounts.at(-1);
  if (own !== undefined) return own;
  const next = lines[index + 1];
  return next && /^[\s\dO.,:₹%rs-]+$/i.test(next.text) ? (next.amounts.at(-1) ?? null) : null;
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.51;
/** A figure's digits as a bill prints them ("1050.00"). */
const decimalOf = (figure: number) => paiseToDecimal(paiseFromWire(figure));

/** Subtotal + taxes − discounts ± round-off, when the bill prints a subtotal. */
function billArithmetic(lines: readonly Line[]): number | null {
  let subtotal: number | null = null;
  let taxParts = 0;
  let taxSum = 0;
  let adjustments = 0;
  lines.forEach((line, index) => {
    const figure = figureOf(lines, index);
    if (figure === null) return;
    if (SUBTOTAL.test(line.lower)) subtotal ??= figure;
    else if (ROUND_OFF.test(line.lower)) adjustments += line.negative ? -figure : figure;
    else if (DISCOUNT.test(line.lower) && !NEVER_TOTAL.test(line.lower)) adjustments -= figure;
    else if (TAX_PART.test(line.lower) && !/gstin|incl/.test(line.lower)) taxParts += figure;
    else if (TAX_SUM.test(line.lower) && !/gstin|incl|total/.test(line.lower)) taxSum += figure;
  });
  // "Total GST" repeats CGST + SGST: count the parts when the bill lists them.
  return subtotal === null ? null : roundRupeesToPaisa(subtotal + (taxParts || taxSum) + adjustments);
}

function totalIn(lines: readonly Line[]): { total: number | null; checked: boolean } {
  const candidates: Array<{ priority: number; value: number }> = [];
  lines.forEach((line, index) => {
    const { lower } = line;
    if ([SUBTOTAL, NEVER_TOTAL, TAX_PART, DISCOUNT, ROUND_OFF].some((rule) => rule.test(lower))) return;
    const priority = TOTAL_LABELS.findIndex((label) => label.test(line.lower));
    const value = priority >= 0 ? figureOf(lines, index) : null;
    if (value !== null && value > 0) candidates.push({ priority, value });
  });
  const computed = billArithmetic(lines);
  // The most specific label; among equals, the last (a bill's final total comes after the others).
  const best = candidates.reduce<(typeof candidates)[number] | null>(
    (found, candidate) => (!found || candidate.priority <= found.priority ? candidate : found),
    null,
  );
  if (computed === null || computed <= 0) return { total: best?.value ?? null, checked: false };
  const agreeing = candidates.find((candidate) => close(candidate.value, computed));
  if (agreeing) return { total: agreeing.value, checked: true };
  // "₹1,050.00" read as "21,050.00": the total's digits end with the computed sum's.
  if (best && decimalOf(best.value).endsWith(decimalOf(computed))) return { total: computed, checked: true };
  return { total: best?.value ?? null, checked: false };
}

const NOT_A_NAME =
  /\b(?:tax\s*invoice|invoice|receipt|bill|cash\s*memo|estimate|welcome|gstin|fssai|ph|tel|mob|road|rd|street|st|nagar|marg|cross|main|floor|shop\s*no|near|opp|date|time|dl\s*no)\b|@|www\.|\.com/i;

/** The shop's name: the first top line that reads like a name (not an address, a number or a heading). */
function merchantIn(lines: readonly Line[]): { name: string; category: string | null } | null {
  for (const { text } of lines.slice(0, 4)) {
    const letters = text.replace(/[^a-z]/gi, "").length;
    if (letters < 3 || letters / text.replace(/\s/g, "").length < 0.7 || NOT_A_NAME.test(text)) continue;
    const name = text
      .replace(/[^\w &'.-]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 60);
    const known = findMerchant(name);
    const category = known?.category ?? null;
    if (known?.name) return { name: known.name, category };
    const tidy = /[a-z]/.test(name)
      ? name
      : name
          .toLowerCase()
          .replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
    return { name: tidy, category };
  }
  return null;
}

export function readReceiptText(text: string): ReceiptReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map(lineOf);
  const { total, checked } = totalIn(lines);
  const merchant = merchantIn(lines);
  return {
    total,
    checked,
    date: firstDateIn(text)?.slice(0, 10) ?? null,
    merchant: merchant?.name ?? null,
    category: merchant?.category ?? null,
  };
}

/** A receipt's date worth putting in the form: not in the future and within the last year (else a misread). */
export function isPlausibleReceiptDate(date: string, today: string): boolean {
  const days = (Date.parse(today) - Date.parse(date)) / 86_400_000;
  return days >= 0 && days <= 366;
}
