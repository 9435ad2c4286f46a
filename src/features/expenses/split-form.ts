// The Add/Edit form's "Split across categories" (docs/product.md §4.19.1): the lines as typed, what is
// left to assign of the bill, and whether it can be saved. The arithmetic is the shared core's
// (split-lines.ts), so the form and the API agree to the paisa.
import { type Paise, ZERO_PAISE } from "@shared/money/paise.ts";
import { expenseAmountOf } from "@shared/money/rupees.ts";
import {
  MAX_SPLIT_LINES,
  remainingToAssign,
  splitLinesProblem,
  typedLinesPaise,
} from "@shared/money/split-lines.ts";

export interface SplitLineDraft {
  /** A stable key for the list while lines are added and removed. */
  key: string;
  category: string;
  /** As typed, e.g. "1900" or "500.50". */
  amount: string;
}

let nextKey = 0;
const draft = (category = "", amount = ""): SplitLineDraft => ({
  key: `line-${++nextKey}`,
  category,
  amount,
});

/** The two lines a split starts with: the form's category on the first, nothing assigned yet. */
export const startSplit = (category: string | null): SplitLineDraft[] => [draft(category ?? ""), draft()];

/** One more empty line, up to ten. */
export const withNewLine = (lines: readonly SplitLineDraft[]): SplitLineDraft[] =>
  lines.length >= MAX_SPLIT_LINES ? [...lines] : [...lines, draft()];

/** Lines a bill already has (Edit), as drafts. */
export const draftsOf = (lines: readonly { category: string; amount: string }[]): SplitLineDraft[] =>
  lines.map((line) => draft(line.category, line.amount.replace(/\.00$/, "")));

export interface SplitState {
  /** The bill as typed in Amount (0 while it is not an amount). */
  total: Paise;
  /** What is left to assign; negative when the lines assign more than the bill. */
  remaining: Paise;
  /** Every line has a category and an amount, there are 2–10, and they add up to the bill. */
  canSave: boolean;
}

export function splitState(totalTyped: string, lines: readonly SplitLineDraft[]): SplitState {
  const total = expenseAmountOf(totalTyped) ?? ZERO_PAISE;
  const remaining = remainingToAssign(
    total,
    typedLinesPaise(lines).map((amount) => ({ amount })),
  );
  const canSave = total > 0 && splitLinesProblem(lines, total) === null;
  return { total, remaining, canSave };
}

/** The lines as the API takes them. */
export const linesPayload = (lines: readonly SplitLineDraft[]) =>
  lines.map(({ category, amount }) => ({ category, amount }));
