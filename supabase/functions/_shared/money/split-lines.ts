// One bill split across categories (docs/product.md §4.19.1): the lines' paise arithmetic, shared by the
// API (which refuses lines that do not add up) and the Add/Edit form (which shows what is left to
// assign and saves only when nothing is). The database holds the same bounds (43_expense_splits.sql).
import { type Paise, paiseToDecimal, subtractPaise, sumPaise, ZERO_PAISE } from "./paise.ts";
import { expenseAmountOf } from "./rupees.ts";

/** A split has 2 to 10 lines (expenses_split_lines_agree in the database). */
export const MIN_SPLIT_LINES = 2;
export const MAX_SPLIT_LINES = 10;

export interface SplitLine {
  category: string;
  amount: Paise;
}

/** The bill's total: the lines' amounts added to the paisa. */
export const sumLines = (lines: readonly { amount: Paise }[]): Paise =>
  sumPaise(lines.map((line) => line.amount));

/** What is left to assign of `total` (negative when the lines assign more than the bill). */
export const remainingToAssign = (total: Paise, lines: readonly { amount: Paise }[]): Paise =>
  subtractPaise(total, sumLines(lines));

/** ₹1,900.00: the figures of the mismatch message always with their paise, so two totals compare. */
const withPaise = (amount: Paise): string => {
  const [whole, fraction] = paiseToDecimal(amount).split(".");
  return `₹${new Intl.NumberFormat("en-IN").format(BigInt(whole ?? "0"))}.${fraction}`;
};

/** The answer to a total that is not the lines' sum (a 400 from the API). */
export const splitMismatchMessage = (sum: Paise, total: Paise): string =>
  `The lines add up to ${withPaise(sum)}, not ${withPaise(total)}`;

export type SplitLinesProblem =
  | { kind: "count"; message: string }
  | { kind: "amount"; line: number; message: string }
  | { kind: "category"; line: number; message: string }
  | { kind: "mismatch"; sum: Paise; total: Paise; message: string };

/**
 * Why these typed lines cannot be saved as a split of `total` (null: they can): too few or too many
 * lines, a line without a category or a valid amount, or lines that do not add up to the total.
 * Without a total the lines' sum is the bill. `line` counts from 1, as the form shows them.
 */
export function splitLinesProblem(
  lines: readonly { category: string; amount: string }[],
  total?: Paise | null,
): SplitLinesProblem | null {
  if (lines.length < MIN_SPLIT_LINES || lines.length > MAX_SPLIT_LINES) {
    return {
      kind: "count",
      message: `A split has ${MIN_SPLIT_LINES} to ${MAX_SPLIT_LINES} lines`,
    };
  }
  const amounts: Paise[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.category.trim() === "") {
      return { kind: "category", line: index + 1, message: `Line ${index + 1} needs a category` };
    }
    const amount = expenseAmountOf(line.amount);
    if (amount === null) {
      return {
        kind: "amount",
        line: index + 1,
        message: `Line ${index + 1} needs an amount greater than 0 with at most 2 decimals`,
      };
    }
    amounts.push(amount);
  }
  const sum = sumPaise(amounts);
  if (total !== undefined && total !== null && sum !== total) {
    return { kind: "mismatch", sum, total, message: splitMismatchMessage(sum, total) };
  }
  return null;
}

/** The lines' amounts as paise (a line not yet a valid amount counts 0, as an empty field shows). */
export const typedLinesPaise = (lines: readonly { amount: string }[]): Paise[] =>
  lines.map((line) => expenseAmountOf(line.amount) ?? ZERO_PAISE);
