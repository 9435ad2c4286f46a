// Rupee amounts: formatting with Indian digit grouping and lenient parsing of what users type.

// Paise always with both digits, whole rupees with none (₹2,000.50 · ₹30,000), as Indian banks print.
const rupeeFormatter = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: "stripIfInteger",
});

/** ₹1,00,000 style: rupee sign, Indian grouping, no decimals or two (docs/product.md §5.9). */
export const formatRupees = (amount: number): string => rupeeFormatter.format(amount);

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
