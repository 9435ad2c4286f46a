// Rupee amounts: formatting with Indian digit grouping and lenient parsing of what users type.
import { type LocaleFormat, perLocale } from "./locale.ts";

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
export const formatRupees = (amount: number, format?: LocaleFormat): string =>
  rupeeFormatter(format).format(amount);

/** Strips the rupee sign, commas and spaces; anything that is not a number becomes 0 (docs/product.md §5.9). */
export function parseRupees(text: string | number): number {
  if (typeof text === "number") return Number.isFinite(text) ? text : 0;
  const cleaned = text.replace(/[₹,\s]/g, "");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return 0;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : 0;
}

/** Largest single expense the database accepts (₹10,00,000). */
export const MAX_AMOUNT = 1_000_000;

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

/**
 * An amount field's rule for what is typed or pasted: digits with at most one decimal point and two
 * decimals (or whole rupees), never reinterpreted. A leading ₹, spaces and the grouping commas of a
 * pasted amount are dropped ("₹1,23,456.50" → "123456.50"); anything else ("1e5", "-50", "45.678")
 * is refused with the reason, so the caller keeps the field as it was and shows the problem.
 */
export function acceptTypedAmount(typed: string, { wholeRupees = false } = {}): TypedAmount {
  const trimmed = typed.replace(/\s/g, "").replace(/^₹/, "");
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

/**
 * A positive amount with at most two decimals, normalised to a decimal string ("120.5" → "120.50")
 * so it reaches Postgres `numeric` without passing through binary floating point arithmetic.
 * Returns null when the input is not such an amount.
 */
export function toAmountString(input: string | number): string | null {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? "0").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const normalised = `${whole}.${fraction}`;
  const value = Number(normalised);
  if (value <= 0 || value > MAX_AMOUNT) return null;
  return normalised;
}
