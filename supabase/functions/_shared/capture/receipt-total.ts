// What a receipt says, from its OCR text (docs/capture.md "The total"): the total the customer pays
// and the line it came from — the final payable line (Grand Total, Net Amount, Amount Payable, Total
// Paid, कुल राशि …) over Total, never Sub Total, taxes, "You Saved", cash tendered, change, a petrol
// slip's rate or volume, phone numbers or GSTINs — checked against the bill's arithmetic, its items,
// an amount in words and a petrol slip's rate × volume, which also put a misread digit right when
// they agree; its date; and the shop's name from the top lines. Pure.
// The ₹ glyph is not in the English model: OCR writes it as ₹, Rs, %, F, ¥ or as a digit (1, 2, 3,
// 7) glued to the figure. A marker is dropped; a leading digit only when the bill itself says so.
import { latinDigits } from "../format/digits.ts";
import {
  paiseFromDecimal,
  paiseFromWire,
  paiseToDecimal,
  paiseToRupeeNumber,
  roundRupeesToPaisa,
} from "../money/paise.ts";
import { amountInWords } from "./amount-in-words.ts";
import { findMerchant } from "./merchant-categories.ts";
import { firstDateIn } from "./written-dates.ts";

export interface ReceiptReading {
  /** Rupees, or null when no total could be read. */
  total: number | null;
  /** True when the bill's own arithmetic (subtotal, taxes, discount, round-off) or its amount in words gives the same total. */
  checked: boolean;
  /** The label of the line the total came from, as printed ("Grand Total", "कुल राशि"), or "Amount in words". */
  source: string | null;
  /** yyyy-mm-dd, or null. */
  date: string | null;
  merchant: string | null;
  /** The canonical category the shop's name suggests (merchant-categories.ts), or null. */
  category: string | null;
}

export const IN_WORDS = "Amount in words";

/** Devanagari words have no \b: a Hindi label is a whole word between non-letters. */
const hindi = (words: string) => `(?<![\u0900-\u097F])(?:${words})(?![\u0900-\u097F])`;
const TOTAL = "t[o0]t[a4][l1i|]";

/**
 * Labels of the amount to pay, in tiers, strongest first. Within a tier the last line wins: a bill's
 * final payable line comes after the others ("Grand Total 1,050.65 / Round Off / Net Amount 1,050").
 * OCR's usual slips (0 for O, 1 or l for I) allowed.
 */
const TOTAL_LABELS: readonly RegExp[] = [
  new RegExp(
    `\\bgr[a@]nd\\s*${TOTAL}|\\bnet\\s*(?:amount|amt|payable|${TOTAL}|bill)|\\b(?:amount|amt|${TOTAL})\\s*payable|\\bpayable\\s*(?:amount|amt)|\\bto\\s*pay\\b|\\b${TOTAL}\\s*paid|\\brounded\\s*(?:${TOTAL}|amount|amt)|\\b${TOTAL}\\s*\\(?\\s*rounded|${hindi("कुल राशि|कुल देय|देय राशि|शुद्ध राशि|कुल भुगतान")}`,
  ),
  new RegExp(
    `\\bbill\\s*(?:${TOTAL}|amount|amt)|\\b${TOTAL}\\s*(?:amount|amt|bill|due)|\\bamount\\s*due\\b|${hindi("कुल|कुल योग")}`,
  ),
  new RegExp(`\\b${TOTAL}\\b|${hindi("योग")}`),
  new RegExp(`\\b(?:sale|amount|amt)\\b|${hindi("राशि")}`),
];
const TOTAL_PAID = new RegExp(`\\b${TOTAL}\\s*paid`);
const ROUNDED_TOTAL = new RegExp(`\\brounded\\s*(?:${TOTAL}|amount|amt)|\\b${TOTAL}\\s*\\(?\\s*rounded`);
const SUBTOTAL = new RegExp(
  `\\bsub\\s*-?\\s*${TOTAL}|\\bgross\\s*(?:amount|amt|${TOTAL})|${hindi("उप\\s*-?\\s*योग|उपयोग|उप\\s*-?\\s*कुल")}`,
);
/** CGST, SGST, IGST, UTGST (OCR's 5 for S too), cess, VAT, service charge. */
const TAX_PART = /\b(?:[csiu5]\s?gst|cess|vat|service\s*(?:charge|tax))\b/;
const TAX_SUM = new RegExp(`\\b(?:gst|tax(?:es)?)\\b|${hindi("कर|जीएसटी")}`);
const DISCOUNT = /\b(?:discount|disc|coupon|promo|less)\b/;
const ROUND_OFF = /\bround(?:ing|ed)?\s*-?\s*(?:off)?\b|\br\/o\b/;
/** A petrol slip's rate, volume and pump lines: their figure is never the amount. */
const PUMP_FIGURE =
  /\brate\b|\bprice\s*\/|\/\s*l(?:tr|itre)?\b|\bper\s*l|\bvol(?:ume)?\b|\bdensity\b|\bnozzle\b/;
/** Lines that carry a figure which is never the total. */
const NEVER_TOTAL =
  /\b(?:qty|quantity|items?|no\.?\s*of|cash|tendered|paid|change|balance|return(?:ed)?|you\s*saved|sav(?:ed|ings?)|mrp|ph(?:one)?|tel|mob(?:ile)?|contact|gstin|fssai|cin|pan|dl\s*no|bill\s*no|inv(?:oice)?\s*(?:no|#)|order|kot|token|table|card|upi|tip)\b/;
/** The same in Hindi: quantity, count, pieces, savings, phone. */
const NEVER_TOTAL_HI = new RegExp(hindi("मात्रा|संख्या|नग|बचत|फोन|फ़ोन|मोबाइल"));
/** Lines that say how the bill was paid: their figure, when it is there, is the total. */
const PAYMENT = /\b(?:upi|card|paid|payment|gpay|google\s*pay|phonepe|paytm)\b/;
/**
 * A date, a time, an address (a PIN code ends it) or a count ("Tea x 3", "2 x"): the figures on
 * such a line are no item's price.
 */
const NOT_AN_ITEM =
  /\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}|\d{1,2}:\d{2}|\b(?:road|rd|street|nagar|marg|floor|shop\s*no|near|opp|date|dt|time)\b|(?:^|\s)[x*]\s*\d+\s*$|^\s*\d+\s*[x*]\s|(?<![\d.,])\d{6}\s*$/;

/**
 * A rupee sign before a figure: ₹ itself, Rs / INR (clean), and the glyph's misreads %, F and ¥. Each
 * becomes a space, so the figure after it reads on its own ("Rs.1,245.50", "Total: F180.00").
 */
const RUPEE_SIGN = /(₹|¥|(?<![a-z])(?:rs|inr)(?![a-z])\.?|(?<![\w.,%])[f%])\s*[:.]?\s*(?=\d)/gi;

interface Line {
  text: string;
  /** The text with rupee signs made spaces, lower case: what the rules read. */
  lower: string;
  amounts: number[];
  /** Figures written after a clean ₹, Rs or INR. */
  marked: number[];
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

function lineOf(raw: string): Line {
  const text = latinDigits(raw);
  const lower = text.replace(RUPEE_SIGN, " ").toLowerCase();
  const marked = [
    ...text.matchAll(/(?:₹|(?<![a-z])(?:rs|inr)(?![a-z])\.?)\s*[:.]?\s*(\d[\d,]*(?:\.\d{1,2})?)/gi),
  ].flatMap((m) => amountsIn(m[1] as string));
  return {
    text,
    lower,
    amounts: amountsIn(lower),
    marked,
    negative: /(?:\(-\)|-)\s*\d[\d,]*(?:\.\d+)?\s*$/.test(text),
  };
}

/** The figure a label line gives: its last amount, or the next line's when the label stands alone. */
function figureOf(lines: readonly Line[], index: number): number | null {
  const line = lines[index] as Line;
  const own = line.amounts.at(-1);
  if (own !== undefined) return own;
  const next = lines[index + 1];
  // "Grand Total" / "(Rounded) 2693.00": a word in brackets before the figure belongs to the label.
  const figureOnly = next?.text.replace(/^\(\s*[a-z]+\s*\)/i, "");
  return next && /^[\s\dO.,:₹%rs-]+$/i.test(figureOnly ?? "") ? (next.amounts.at(-1) ?? null) : null;
}

/**
 * A labelled line's figure. On a petrol slip's line that also names a rate or a volume ("Amount Rs
 * 500.00 Rate 106.31"), only the part from the label to the rate counts; "Sale Rate 106.31" has none.
 */
function labelledFigure(lines: readonly Line[], index: number, label: RegExp): number | null {
  const line = lines[index] as Line;
  const pump = PUMP_FIGURE.exec(line.lower);
  if (!pump) return figureOf(lines, index);
  const at = label.exec(line.lower)?.index ?? 0;
  const part = pump.index > at ? line.lower.slice(at, pump.index) : line.lower.slice(at);
  if (pump.index < at || part.length > 0) return amountsIn(part).at(-1) ?? null;
  return null;
}

/** "Grand Total (Rounded) 880.00" → "Grand Total (Rounded)": what the screen shows as the source. */
function labelOf(line: Line): string {
  // Cut at the first figure, not at a digit inside a word ("T0TAL" is OCR's TOTAL).
  const before = line.text.replace(RUPEE_SIGN, " ").split(/(?<![a-z])\d/i)[0] ?? "";
  return before
    .replace(/(?:[\s:=\-–]|\(?\s*(?:rs\.?|inr|₹)\s*\)?)+$/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.51;
/** A figure's digits as a bill prints them ("1050.00"). */
const decimalOf = (figure: number) => paiseToDecimal(paiseFromWire(figure));

/**
 * "2880.65" → 880.65: the figure without a leading 1, 2, 3 or 7 (the usual misreads of ₹), else null.
 * At least two digits stay: "33" is no ₹ before a 3.
 */
function withoutRupeeDigit(figure: number): number | null {
  const digits = decimalOf(figure);
  if (!/^[1237][1-9]\d+\./.test(digits)) return null;
  return paiseToRupeeNumber(paiseFromDecimal(digits.slice(1)) ?? paiseFromWire(0));
}

/**
 * Sub total ± the figures printed between it and the total line at `totalIndex`, whatever their
 * labels (OCR often garbles "छूट" or "Discount" into nothing readable): what such a bill may total.
 * Up to three lines between; each added or taken off.
 */
function subtotalAdjusted(lines: readonly Line[], totalIndex: number): number[] {
  const subIndex = lines.findIndex((line, index) => index < totalIndex && SUBTOTAL.test(line.lower));
  const subtotal = subIndex < 0 ? null : figureOf(lines, subIndex);
  if (subtotal === null) return [];
  const between = lines
    .slice(subIndex + 1, totalIndex)
    .map((line) => line.amounts.at(-1))
    .filter((figure): figure is number => figure !== undefined);
  if (between.length === 0 || between.length > 3) return [];
  let sums = [subtotal];
  for (const figure of between) sums = sums.flatMap((sum) => [sum + figure, sum - figure]);
  return sums.map(roundRupeesToPaisa);
}

/** Two figures printed alike but for one digit ("760.00" and "700.00"). */
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [decimalOf(a), decimalOf(b)];
  return x.length === y.length && [...x].filter((digit, i) => digit !== y[i]).length === 1;
}

/** Rupees per litre (or kg of CNG) a fuel has cost in India: a rate outside is a misread. */
const FUEL_RATE = { min: 50, max: 150 };

/**
 * A rate as printed when it is a fuel's, else those one digit away from it that are: a digit misread
 * or a first digit lost ("04.72" read as 4.72 → 94.72, 84.72 …).
 */
function fuelRates(rate: number): number[] {
  const fits = (value: number) => value >= FUEL_RATE.min && value <= FUEL_RATE.max;
  if (fits(rate)) return [rate];
  const digits = decimalOf(rate);
  const variants = new Set<number>();
  for (let d = 0; d <= 9; d++) {
    variants.add(Number(`${d}${digits}`));
    [...digits].forEach((digit, i) => {
      if (/\d/.test(digit)) variants.add(Number(`${digits.slice(0, i)}${d}${digits.slice(i + 1)}`));
    });
  }
  return [...variants].filter(fits);
}

/**
 * A petrol slip checks itself: rate × volume is the amount. What that product may be (the rate as
 * printed, or one digit away when no fuel costs what was read), or null when the slip has no rate
 * and volume.
 */
function pumpProducts(lines: readonly Line[]): number[] | null {
  const figureAfter = (rule: RegExp) => {
    const line = lines.find((candidate) => rule.test(candidate.lower) && candidate.amounts.length > 0);
    return line?.amounts.at(-1) ?? null;
  };
  const rate = figureAfter(/\brate\b|\bprice\s*\/|\bper\s*l/);
  const volume = figureAfter(/\bvol(?:ume)?\b|\bqty\b|\bquantity\b/);
  if (rate === null || volume === null || volume <= 0) return null;
  // The volume is printed to 0.01 L, so the product is good to about half a rupee.
  return fuelRates(rate).map((fuelRate) => {
    const product = fuelRate * volume;
    return Math.abs(product - Math.round(product)) < 0.6 ? Math.round(product) : roundRupeesToPaisa(product);
  });
}

const matchesProduct = (product: number, value: number) =>
  Math.abs(product - value) <= Math.max(1, product * 0.005);

/**
 * The amount of a petrol slip whose picked figure rate × volume does not confirm: a figure one digit
 * from the product (OCR's "760" or "700.60" for 700), or the one figure elsewhere on the slip that is
 * the product (the amount's label lost, the rate picked). Null when the product confirms it or tells
 * nothing.
 */
function pumpCorrected(lines: readonly Line[], value: number): number | null {
  const products = pumpProducts(lines);
  if (!products) return null;
  // One digit from the product, paise included ("700.60" for 700.00 is within the product's half
  // rupee, but a slip's amount is printed, not measured).
  const digitSlips = [...new Set(products.filter((product) => oneDigitApart(value, product)))];
  if (digitSlips.length === 1) return digitSlips[0] as number;
  if (products.some((product) => matchesProduct(product, value))) return null;
  const printed = lines
    .filter((line) => !PUMP_FIGURE.test(line.lower))
    .flatMap((line) => line.amounts)
    .filter((figure) => products.some((product) => matchesProduct(product, figure)));
  return new Set(printed).size === 1 ? (printed[0] as number) : null;
}

/** A round-off is under a rupee or so; "(Rounded) 2693.00" is the rounded total, not a round-off. */
const MAX_ROUND_OFF = 10;

/**
 * The line that acts as the bill's subtotal: Sub Total / Gross Amount / उप योग, else a plain "Total"
 * that a stronger total (Grand Total, Net Amount …) follows — "Total 2565.00 / Service Charge /
 * Round Off / Grand Total 2693.00". -1 when there is none.
 */
function subtotalIndex(lines: readonly Line[]): number {
  const labelled = lines.findIndex((line) => SUBTOTAL.test(line.lower));
  if (labelled >= 0) return labelled;
  const tiers = lines.map(tierOf);
  const plain = tiers.indexOf(2);
  const stronger = tiers.findIndex((tier, index) => index > plain && tier === 0);
  // Something between the two (a tax, a charge, a round-off), or the Total is just repeated.
  const between = lines.slice(plain + 1, stronger).some((line) => line.amounts.length > 0);
  return plain >= 0 && stronger > plain && between ? plain : -1;
}

interface Arithmetic {
  /** Subtotal + taxes − discounts ± round-off. */
  total: number;
  /**
   * Its parts agree: the subtotal is its items' sum, CGST equals SGST (the law splits GST in halves),
   * and every figure between the subtotal and the total was read with its label.
   */
  consistent: boolean;
}

/** Subtotal + taxes − discounts ± round-off, when the bill prints a subtotal. */
function billArithmetic(lines: readonly Line[]): Arithmetic | null {
  const subIndex = subtotalIndex(lines);
  if (subIndex < 0) return null;
  const subtotal = figureOf(lines, subIndex);
  if (subtotal === null) return null;
  let taxParts = 0;
  let taxSum = 0;
  let adjustments = 0;
  const halves: number[] = [];
  const lastTotal = lines.findLastIndex((line) => tierOf(line) >= 0);
  let unexplained = false;
  lines.forEach((line, index) => {
    const figure = figureOf(lines, index);
    if (figure === null || index === subIndex || ROUNDED_TOTAL.test(line.lower)) return;
    if (SUBTOTAL.test(line.lower)) return;
    if (ROUND_OFF.test(line.lower)) {
      if (figure < MAX_ROUND_OFF) adjustments += line.negative ? -figure : figure;
    } else if (DISCOUNT.test(line.lower) && !NEVER_TOTAL.test(line.lower)) adjustments -= figure;
    else if (TAX_PART.test(line.lower) && !/gstin|incl/.test(line.lower)) {
      taxParts += figure;
      if (/\b[cs5]\s?gst/.test(line.lower)) halves.push(figure);
    } else if (TAX_SUM.test(line.lower) && !/gstin|incl|total/.test(line.lower)) taxSum += figure;
    // A line after the subtotal whose figure has a minus and no label OCR could read ("piscount
    // 10% -83.00") takes off: nothing else on a bill is printed negative.
    else if (line.negative && index > subIndex && tierOf(line) < 0 && !NEVER_TOTAL.test(line.lower))
      adjustments -= figure;
    else if (index > subIndex && index < lastTotal && tierOf(line) < 0) unexplained = true;
  });
  const items = itemsSum(lines, subIndex);
  const consistent =
    !unexplained &&
    items !== null &&
    close(items, subtotal) &&
    (halves.length !== 2 || halves[0] === halves[1]);
  // "Total GST" repeats CGST + SGST: count the parts when the bill lists them.
  return { total: roundRupeesToPaisa(subtotal + (taxParts || taxSum) + adjustments), consistent };
}

interface Candidate {
  tier: number;
  value: number;
  index: number;
  label: string;
}

/** A line that may carry the total, and how strong its label is (-1: none, or a line that never is). */
function tierOf(line: Line): number {
  const { lower } = line;
  if (ROUNDED_TOTAL.test(lower)) return 0;
  const never = NEVER_TOTAL.test(lower.replace(TOTAL_PAID, " ")) || NEVER_TOTAL_HI.test(lower);
  if (never || [SUBTOTAL, TAX_PART, DISCOUNT, ROUND_OFF].some((rule) => rule.test(lower))) return -1;
  return TOTAL_LABELS.findIndex((label) => label.test(lower));
}

/** The sum of the item lines above the first total: a line that ends with a price and is nothing else. */
function itemsSum(lines: readonly Line[], firstTotal: number): number | null {
  let sum = 0;
  let items = 0;
  for (const line of lines.slice(0, firstTotal)) {
    const price = line.amounts.at(-1);
    if (price === undefined || !/\d\s*(?:\/-)?$/.test(line.lower) || !/[\p{L}\p{M}]{2}/u.test(line.lower))
      continue;
    if (NEVER_TOTAL.test(line.lower) || NEVER_TOTAL_HI.test(line.lower) || NOT_AN_ITEM.test(line.lower))
      continue;
    if (tierOf(line) >= 0) continue;
    if ([SUBTOTAL, TAX_PART, TAX_SUM, DISCOUNT, ROUND_OFF].some((rule) => rule.test(line.lower))) continue;
    sum += price;
    items += 1;
  }
  return items > 0 ? roundRupeesToPaisa(sum) : null;
}

function totalIn(
  lines: readonly Line[],
  rupeeDigits: readonly number[],
): { total: number | null; checked: boolean; source: string | null } {
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    const tier = tierOf(line);
    if (tier < 0) return;
    const value = labelledFigure(lines, index, TOTAL_LABELS[tier] as RegExp);
    if (value !== null && value > 0) candidates.push({ tier, value, index, label: labelOf(line) });
  });
  const arithmetic = billArithmetic(lines);
  const computed = arithmetic?.total ?? null;
  const words = amountInWords(lines.map((line) => line.text).join("\n"));
  // What the bill itself says the total is: its arithmetic and its amount in words (strong), and,
  // only to tell a ₹ misread from a real digit, its items' sum, the figures after a clean ₹/Rs and
  // on the payment lines (weak), and its other labelled totals.
  const strong = [computed, words].filter((value): value is number => value !== null && value > 0);
  const firstTotal = candidates[0]?.index ?? lines.length;
  const items = itemsSum(lines, firstTotal);
  const weak = [
    items,
    ...lines.flatMap((line) => line.marked),
    ...lines.filter((line) => PAYMENT.test(line.lower)).flatMap((line) => line.amounts),
  ].filter((value): value is number => value !== null && value > 0);
  const said = (value: number, others: readonly number[]) => others.some((other) => close(other, value));

  // "Total 2880.65" where the bill says 880.65 elsewhere and nothing says 2880.65: the 2 was the ₹.
  // Another labelled total that may carry the same misread ("Total 3229.96 / Grand Total 3230.00")
  // proves nothing for the figure as printed; one already put right counts for the figure without.
  // Items or arithmetic one digit from the figure without it count too: OCR that misreads the ₹
  // misreads a digit as well, and no real total is a thousand more than its items by chance. OCR's
  // own doubt counts too: a leading digit read as it reads a ₹ (ocr-symbols.ts) is the ₹, unless
  // the bill says the figure as printed.
  for (let pass = 0; pass < 2; pass++)
    for (const candidate of candidates) {
      const bare = withoutRupeeDigit(candidate.value);
      if (bare === null) continue;
      const others = candidates.filter((other) => other !== candidate).map((other) => other.value);
      const adjusted = subtotalAdjusted(lines, candidate.index);
      const forPrinted = [...strong, ...weak, ...adjusted, ...others.filter((v) => !withoutRupeeDigit(v))];
      const nearBare = [...strong, ...(items === null ? [] : [items])].some((v) => oneDigitApart(v, bare));
      const doubted = said(candidate.value, rupeeDigits);
      if (
        !said(candidate.value, forPrinted) &&
        (said(bare, [...forPrinted, ...others]) || nearBare || doubted)
      )
        candidate.value = bare;
    }

  // The strongest label; among equals, the last (a bill's final total comes after the others).
  const strongest = (found: readonly Candidate[]) =>
    found.reduce<Candidate | null>(
      (best, candidate) => (!best || candidate.tier <= best.tier ? candidate : best),
      null,
    );
  const agreeing = strongest(candidates.filter((candidate) => said(candidate.value, strong)));
  if (agreeing) return { total: agreeing.value, checked: true, source: agreeing.label };
  const best = strongest(candidates);
  // Arithmetic whose parts agree (subtotal = items, CGST = SGST) over a total one digit from it
  // (after a ₹ taken off): OCR misread a digit of the total, not three lines in the same way.
  if (best && arithmetic?.consistent) {
    const sums = [arithmetic.total, Math.round(arithmetic.total)];
    const figures = [best.value, withoutRupeeDigit(best.value)].filter((v): v is number => v !== null);
    const fixed = sums.find((sum) => figures.some((figure) => oneDigitApart(figure, sum)));
    if (fixed !== undefined) return { total: fixed, checked: true, source: best.label };
  }
  // Whole-rupee items and no arithmetic of taxes or discounts: paise on the total cannot come from
  // them, so a total one digit from the items' sum in its paise ("316.60" under items adding up to
  // 316) is that sum misread.
  if (
    best &&
    arithmetic === null &&
    items !== null &&
    Number.isInteger(items) &&
    Math.trunc(best.value) === items &&
    oneDigitApart(best.value, items)
  )
    return { total: items, checked: true, source: best.label };
  const pumped = best ? pumpCorrected(lines, best.value) : null;
  if (best && pumped !== null) return { total: pumped, checked: true, source: best.label };
  // A figure nothing confirms against the amount in words: a misread keeps a figure's length
  // ("3118" → "3181"), a garbled phrase loses words, so the words win only at the same length.
  if (
    words !== null &&
    (!best || Math.trunc(best.value).toString().length === Math.trunc(words).toString().length)
  )
    return { total: words, checked: best !== null && close(best.value, words), source: IN_WORDS };
  if (best) return { total: best.value, checked: false, source: best.label };
  const lone = loneMoneyFigure(lines);
  return { total: lone, checked: false, source: null };
}

/**
 * A short slip whose label OCR lost (a canteen token's "Amount ₹125.00" read as "apd 125.00"): its
 * one figure written as money (with paise), when it has exactly one and the line is nothing else
 * (not a date, a token or phone number, a tax). More than one, and no total is guessed.
 */
function loneMoneyFigure(lines: readonly Line[]): number | null {
  const money = lines.flatMap((line) => {
    if (NEVER_TOTAL.test(line.lower) || NEVER_TOTAL_HI.test(line.lower) || NOT_AN_ITEM.test(line.lower))
      return [];
    if ([SUBTOTAL, TAX_PART, TAX_SUM, DISCOUNT, ROUND_OFF].some((rule) => rule.test(line.lower))) return [];
    return [...line.lower.matchAll(/(?<![\d.,])\d[\d,]*\.\d{2}(?![\d%])/g)].flatMap((m) => amountsIn(m[0]));
  });
  return money.length === 1 && (money[0] as number) > 0 ? (money[0] as number) : null;
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

/**
 * `rupeeDigits`: the figures whose leading digit the OCR read as it reads a ₹ (ocr-symbols.ts), when
 * the OCR's symbols are at hand.
 */
export function readReceiptText(
  text: string,
  { rupeeDigits = [] }: { rupeeDigits?: readonly number[] } = {},
): ReceiptReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map(lineOf);
  const { total, checked, source } = totalIn(lines, rupeeDigits);
  const merchant = merchantIn(lines);
  return {
    total,
    checked,
    source,
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
