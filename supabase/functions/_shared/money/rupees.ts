// Rupee amounts for people: formatting with Indian digit grouping and the rules for what users type.
// The arithmetic and the conversions to and from the wire are in paise.ts; both files are the money core.
import { type LocaleFormat, perLocale } from "../format/locale.ts";
import { type Paise, paiseFromDecimal, paiseToDecimal, rupees } from "./paise.ts";

// Paise always with both digits, whole rupees with none (₹2,000.50 · ₹30,000), as Indian banks print.
const rupeeFormatter = perLocale(
  (locale, numberingSystem) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "INR",
      numberingSystem,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: "stripIfInteger",
    }),
);

/**
 * ₹1,00,000 style: rupee sign, Indian grouping, no decimals or two (docs/product.md §5.9), in en-IN
 * unless told; hi-IN reads the same, and Devanagari digits give ₹१,२३,४५६.५० (§9.10).
 */
export const formatRupees = (amount: Paise, format?: LocaleFormat): string =>
  // The decimal text, not a float: Intl formats "123.45" exactly.
  rupeeFormatter(format).format(paiseToDecimal(amount) as Intl.StringNumericLiteral);

/** Largest single expense the database accepts (₹10,00,000). */
export const MAX_AMOUNT = 1_000_000;
const MAX_AMOUNT_PAISE = rupees(MAX_AMOUNT);

/** An amount as a field shows it: "120.50", and whole rupees without decimals ("25000"). */
export const toTypedAmount = (amount: Paise): string => paiseToDecimal(amount).replace(/\.00$/, "");

/** The ceiling as the form and the API state it. */
export const AMOUNT_CEILING_MESSAGE = "Amounts up to ₹10,00,000 only";

/** What an amount field shows when it refuses a keystroke or a paste (the field keeps its old value). */
export const TYPED_AMOUNT_PROBLEMS = {
  negative: "Amounts can't be negative",
  format: "Use digits with at most one decimal point, e.g. 120.50",
  decimals: "At most two decimals (paise), e.g. 45.50",
  wholeRupees: "Whole rupees only, without paise",
  wholeFormat: "Use digits only, e.g. 25000",
} as const;

export type TypedAmount = { ok: true; text: string } | { ok: false; problem: string };

// The currency a pasted amount may carry: "₹450", "Rs. 450", "INR 1,250.50", and the "/-" Indian
// receipts close a whole amount with ("Rs. 450/-").
const CURRENCY_PREFIX = /^(?:₹|rs\.?|inr)/i;
const WHOLE_AMOUNT_CLOSE = /\/-$/;

/**
 * An amount field's rule for what is typed or pasted: digits with at most one decimal point and two
 * decimals (or whole rupees), never reinterpreted. The currency (₹, Rs., INR, a closing "/-"), spaces
 * and the grouping commas of a pasted amount are dropped ("Rs. 1,23,456.50" → "123456.50"); anything
 * else ("1e5", "-50", "45.678") is refused with the reason.
 */
export function acceptTypedAmount(typed: string, { wholeRupees = false } = {}): TypedAmount {
  const trimmed = typed.replace(/\s/g, "").replace(CURRENCY_PREFIX, "").replace(WHOLE_AMOUNT_CLOSE, "");
  const point = trimmed.indexOf(".");
  const whole = (point < 0 ? trimmed : trimmed.slice(0, point)).replace(/,/g, "");
  const text = point < 0 ? whole : `${whole}${trimmed.slice(point)}`;
  if (/^\d*$/.test(text)) return { ok: true, text };
  if (text.startsWith("-")) return { ok: false, problem: TYPED_AMOUNT_PROBLEMS.negative };
  if (wholeRupees) {
    const problem = /^\d*\.\d*$/.test(text)
      ? TYPED_AMOUNT_PROBLEMS.wholeRupees
      : TYPED_AMOUNT_PROBLEMS.wholeFormat;
    return { ok: false, problem };
  }
  if (/^\d*\.\d{0,2}$/.test(text)) return { ok: true, text };
  if (/^\d*\.\d+$/.test(text)) return { ok: false, problem: TYPED_AMOUNT_PROBLEMS.decimals };
  return { ok: false, problem: TYPED_AMOUNT_PROBLEMS.format };
}

/** What an amount field holds after a change, and why it is refused (null when it is not). */
export interface TypedAmountField {
  text: string;
  refused: string | null;
}

/**
 * The field after a keystroke or a paste (docs/product.md §5.4, §5.6): an accepted text as
 * acceptTypedAmount cleans it, a refused one exactly as typed with its reason. A refused character
 * stays in sight until the user removes it, so the digits around it never merge into another amount
 * ("1e5" never becomes 15, "2500.50" never 250050) and the form cannot save it.
 */
export function typedAmountField(typed: string, options: { wholeRupees?: boolean } = {}): TypedAmountField {
  const outcome = acceptTypedAmount(typed, options);
  return outcome.ok ? { text: outcome.text, refused: null } : { text: typed, refused: outcome.problem };
}

/**
 * A positive amount with at most two decimals, normalised to a decimal string ("120.5" → "120.50")
 * so it reaches Postgres `numeric` without passing through binary floating point arithmetic.
 * Returns null when the input is not such an amount.
 */
export function toAmountString(input: string | number): string | null {
  const amount = expenseAmountOf(input);
  return amount === null ? null : paiseToDecimal(amount);
}

/** The same rule as toAmountString, as paise: a positive amount up to the ceiling, or null. */
export function expenseAmountOf(input: string | number): Paise | null {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  if (!/^\d+(?:\.\d{1,2})?$/.test(text)) return null;
  const amount = paiseFromDecimal(text);
  return amount !== null && amount > 0 && amount <= MAX_AMOUNT_PAISE ? amount : null;
}

export type AmountProblem = "required" | "notPositive" | "tooLarge" | "format";

/**
 * Why what was typed or sent is not an expense amount, or null when it is one: empty, zero or less,
 * over ₹10,00,000, or not digits with at most two decimals. Any number of decimals is read exactly,
 * so "1000000.001" is too large, not refused for its format.
 */
export function expenseAmountProblem(input: string | number): AmountProblem | null {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  if (text === "") return "required";
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return "format";
  const digits = `${match[2]}${match[3] ?? ""}`;
  const zero = /^0*$/.test(digits);
  if (match[1] === "-" || zero) return "notPositive";
  const whole = (match[2] ?? "").replace(/^0+/, "");
  const fraction = (match[3] ?? "").replace(/0+$/, "");
  const ceiling = String(MAX_AMOUNT);
  if (
    whole.length > ceiling.length ||
    (whole.length === ceiling.length && (whole > ceiling || (whole === ceiling && fraction !== "")))
  ) {
    return "tooLarge";
  }
  return expenseAmountOf(text) === null ? "format" : null;
}
