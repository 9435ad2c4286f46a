// Money as integer paise: the one amount type of the app and the function, and the only place an
// amount turns from text or a JSON number into arithmetic and back. Postgres keeps `numeric` and the
// wire keeps decimal strings ("123.45"); these conversions are the boundary. Integer arithmetic keeps
// sums exact (ten ₹0.10 make ₹1.00, not ₹0.9999999999999999) and every rounding rule lives here.

/** A whole number of paise (₹1 = 100). Safe integers only, so sums never lose a paisa. */
export type Paise = number & { readonly __brand: "Paise" };

export const ZERO_PAISE = 0 as Paise;

/** A count of paise, e.g. `paise(12_345)` is ₹123.45. Throws on a fraction of a paisa. */
export function paise(count: number): Paise {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole number of paise: ${count}`);
  return (Object.is(count, -0) ? 0 : count) as Paise;
}

/**
 * A rupee figure written in code or kept in whole rupees (a budget's bounds, a category's budget):
 * `rupees(25_000)` is 25,00,000 paise, `rupees(49.99)` is 4,999. Throws on a fraction of a paisa.
 */
export function rupees(amount: number): Paise {
  const count = Math.round(amount * 100);
  if (!Number.isSafeInteger(count) || Math.abs(count - amount * 100) > 1e-6 * Math.max(1, Math.abs(count))) {
    throw new RangeError(`Not a whole number of paise: ₹${amount}`);
  }
  return paise(count);
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * The wire's decimal text ("123.45", "123.4", "123", "-5.00") → 12345; null for anything else
 * (more than two decimals, exponents, spaces, an empty string). Read digit by digit, never as a float.
 */
export function paiseFromDecimal(text: string): Paise | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = Number.parseInt(match[2] ?? "0", 10);
  const fraction = Number.parseInt((match[3] ?? "").padEnd(2, "0"), 10);
  const count = whole * 100 + fraction;
  if (!Number.isSafeInteger(count)) return null;
  return paise(match[1] === "-" ? -count : count);
}

/** 12345 → "123.45": the text the wire and Postgres `numeric` take. */
export function paiseToDecimal(amount: Paise): string {
  const sign = amount < 0 ? "-" : "";
  const count = Math.abs(amount);
  return `${sign}${Math.floor(count / 100)}.${String(count % 100).padStart(2, "0")}`;
}

/**
 * A JSON number of rupees (120.75) → 12075. The analytics answers carry their figures as JSON numbers
 * (docs/api.md), whose shortest form is the decimal the database summed; null when not finite.
 */
export function paiseFromRupeeNumber(value: number): Paise | null {
  if (!Number.isFinite(value)) return null;
  const count = Math.round(value * 100);
  return Number.isSafeInteger(count) ? paise(count) : null;
}

/** 12075 → 120.75, for the answers documented as JSON numbers of rupees (JSON prints it "120.75"). */
export const paiseToRupeeNumber = (amount: Paise): number => amount / 100;

/**
 * A rupee figure read from words, a message or a receipt (₹1.5k, a bill's subtotal plus taxes) rounded
 * to whole paise and kept in rupees for its parser; the screens convert it with paiseFromRupeeNumber.
 */
export const roundRupeesToPaisa = (value: number): number =>
  paiseToRupeeNumber(paiseFromRupeeNumber(value) ?? ZERO_PAISE);

/**
 * Whatever an answer holds where an amount belongs — decimal text or a JSON number of rupees — as
 * paise; anything else (null, missing, not an amount) counts as 0, as an empty figure shows ₹0.
 */
export function paiseFromWire(value: unknown): Paise {
  if (typeof value === "string") return paiseFromDecimal(value.trim()) ?? ZERO_PAISE;
  if (typeof value === "number") return paiseFromRupeeNumber(value) ?? ZERO_PAISE;
  return ZERO_PAISE;
}

/** A category → amount map from the wire, every amount as paise. */
export const paiseRecordFromWire = (record: Record<string, unknown>): Record<string, Paise> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, paiseFromWire(value)]));

/** Same map back to the JSON numbers of rupees the analytics answers carry. */
export const paiseRecordToRupeeNumbers = (record: Record<string, Paise>): Record<string, number> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, paiseToRupeeNumber(value)]));

export const addPaise = (...amounts: Paise[]): Paise => sumPaise(amounts);

export const subtractPaise = (from: Paise, amount: Paise): Paise => paise(from - amount);

export const negatePaise = (amount: Paise): Paise => paise(-amount);

export function sumPaise(amounts: Iterable<Paise>): Paise {
  let total = 0;
  for (const amount of amounts) total += amount;
  return paise(total);
}

export const maxPaise = (first: Paise, ...rest: Paise[]): Paise => Math.max(first, ...rest) as Paise;

export const minPaise = (first: Paise, ...rest: Paise[]): Paise => Math.min(first, ...rest) as Paise;

/** Negative, zero or positive as `a` is less than, equal to or more than `b` (for `sort`). */
export const comparePaise = (a: Paise, b: Paise): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);

/** n ÷ d for integers (d > 0), rounded half away from zero, as Postgres `round()` does. */
function divideRounded(n: number, d: number): number {
  const sign = n < 0 ? -1 : 1;
  const magnitude = Math.abs(n);
  let quotient = Math.floor(magnitude / d);
  let remainder = magnitude - quotient * d;
  // The float division can miss by one near 2^53; the remainder puts it right.
  if (remainder < 0) {
    quotient -= 1;
    remainder += d;
  } else if (remainder >= d) {
    quotient += 1;
    remainder -= d;
  }
  if (remainder * 2 >= d) quotient += 1;
  return sign * quotient;
}

/** n ÷ d for integers (d > 0), rounded down (toward −∞), as Postgres `floor()` does. */
function divideFloor(n: number, d: number): number {
  const down = Math.floor(n / d);
  const remainder = n - down * d;
  return remainder < 0 ? down - 1 : remainder >= d ? down + 1 : down;
}

/** A whole number or one with a few decimals (7.2 %) as an integer over a power of ten. */
function asFraction(value: number): { numerator: number; denominator: number } {
  for (let denominator = 1; denominator <= 1_000_000; denominator *= 10) {
    const numerator = Math.round(value * denominator);
    if (Math.abs(numerator - value * denominator) < 1e-9 * Math.max(1, Math.abs(numerator))) {
      return { numerator, denominator };
    }
  }
  throw new RangeError(`Too many decimals: ${value}`);
}

/**
 * amount × numerator ÷ denominator, rounded half away from zero to a multiple of `step` paise (1, or
 * 100 for whole rupees): the daily limit (budget ÷ 30, `round(amount / 30, 2)` in SQL), a share of a
 * budget (× 7.2 ÷ 100 to whole rupees), what is left per day.
 */
export function scalePaise(
  amount: Paise,
  numerator: number,
  denominator: number,
  { step = 1 }: { step?: 1 | 100 } = {},
): Paise {
  if (denominator <= 0) throw new RangeError("The denominator must be positive");
  const top = asFraction(numerator);
  const bottom = asFraction(denominator);
  // amount × (a / p) ÷ (b / q) = amount × a × q ÷ (p × b)
  return paise(
    divideRounded(amount * top.numerator * bottom.denominator, top.denominator * bottom.numerator * step) *
      step,
  );
}

/**
 * A total shared out by weights (or into `count` equal parts) so the parts add up to the total exactly:
 * each gets its share rounded down, and the paise left over go one each to the largest remainders,
 * the earlier part first on a tie. ₹100 three ways is 3334 + 3333 + 3333.
 */
export function splitPaise(total: Paise, weightsOrCount: readonly number[] | number): Paise[] {
  const weights =
    typeof weightsOrCount === "number" ? Array.from({ length: weightsOrCount }, () => 1) : weightsOrCount;
  if (weights.length === 0) return [];
  if (weights.some((weight) => weight < 0)) throw new RangeError("Weights cannot be negative");
  const scale = Math.max(...weights.map((weight) => asFraction(weight).denominator));
  const whole = weights.map((weight) => Math.round(weight * scale));
  const sum = whole.reduce((a, b) => a + b, 0);
  if (sum === 0) throw new RangeError("The weights add up to zero");
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const parts = whole.map((weight, index) => {
    const exact = magnitude * weight;
    const share = divideFloor(exact, sum);
    return { index, share, remainder: exact - share * sum };
  });
  let left = magnitude - parts.reduce((a, part) => a + part.share, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => paise(sign * part.share));
}

export interface PercentOptions {
  /** "floor" (the default, as the database's `floor(spent * 100 / limit)`) or "nearest" (half up). */
  rounding?: "floor" | "nearest";
  /** Decimals to keep: 0 for whole percent, 1 for 12.5 %. */
  decimals?: 0 | 1;
}

/**
 * part ÷ whole × 100 in integer arithmetic, rounded as asked; 0 when the whole is zero or less. The one
 * spend-percent rule: ₹4,999.50 of ₹10,000 is 49 (floored, as the stored alert says), never 50.
 */
export function percentOf(
  part: Paise,
  whole: Paise,
  { rounding = "floor", decimals = 0 }: PercentOptions = {},
): number {
  if (whole <= 0) return 0;
  const scale = decimals === 1 ? 10 : 1;
  const top = part * 100 * scale;
  const value = rounding === "floor" ? divideFloor(top, whole) : divideFloor(2 * top + whole, 2 * whole);
  return value / scale;
}

/**
 * How part ÷ whole × 100 stands against a threshold percent, exactly: −1 below, 0 at, 1 above. The
 * database raises an alert when `spent * 100 >= limit * threshold`, i.e. when this is not −1.
 */
export function comparePercent(part: Paise, whole: Paise, threshold: number): -1 | 0 | 1 {
  const { numerator, denominator } = asFraction(threshold);
  const left = part * 100 * denominator;
  const right = whole * numerator;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** part ÷ whole × 100 unrounded, for a bar's width or a chart; 0 when the whole is zero or less. */
export const percentForDisplay = (part: Paise, whole: Paise): number =>
  whole > 0 ? (part * 100) / whole : 0;
