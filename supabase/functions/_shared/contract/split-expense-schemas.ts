// One bill split across categories (docs/product.md §4.19.1): the lines a save or an edit sends, each a
// category and an amount (decimal text). The lines' sum is the bill; a total sent beside them must be
// that sum to the paisa (split-lines.ts). The API enforces these; the form uses them for feedback.
import { z } from "zod";
import { paiseFromDecimal } from "../money/paise.ts";
import { MAX_SPLIT_LINES, MIN_SPLIT_LINES, splitLinesProblem } from "../money/split-lines.ts";
import {
  expenseAmountSchema,
  expenseCategorySchema,
  expensePatchSchema,
  expenseSchema,
} from "./expense-schemas.ts";

export const splitLineSchema = z.object({
  category: expenseCategorySchema,
  amount: expenseAmountSchema,
});
export type SplitLineInput = z.input<typeof splitLineSchema>;

const LINE_COUNT_MESSAGE = `A split has ${MIN_SPLIT_LINES} to ${MAX_SPLIT_LINES} lines`;

export const splitLinesSchema = z
  .array(splitLineSchema, { error: "lines must be a list of { category, amount }" })
  .min(MIN_SPLIT_LINES, LINE_COUNT_MESSAGE)
  .max(MAX_SPLIT_LINES, LINE_COUNT_MESSAGE);
export type SplitLines = z.output<typeof splitLinesSchema>;

/** The lines must add up to the total when one is sent too ("The lines add up to ₹1,900.00, not ₹2,400.00"). */
const linesMatchTotal = (value: { lines: SplitLines; amount?: string | undefined }, ctx: z.RefinementCtx) => {
  if (value.amount === undefined) return;
  const problem = splitLinesProblem(value.lines, paiseFromDecimal(value.amount));
  if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem.message });
};

/** POST /api/expenses with `lines`: a new expense as ever, its category and amount given per line. */
export const splitExpenseSchema = expenseSchema
  .omit({ amount: true, category: true })
  .extend({ lines: splitLinesSchema, amount: expenseAmountSchema.optional() })
  .superRefine(linesMatchTotal);
export type SplitExpenseInput = z.input<typeof splitExpenseSchema>;
export type NewSplitExpense = z.output<typeof splitExpenseSchema>;

/**
 * PATCH /api/expenses/:id with `lines`: the bill's lines replaced as a whole (the expense becomes a
 * split when it was not one), with any of the fields every line shares.
 */
export const splitPatchSchema = z
  .object({
    lines: splitLinesSchema,
    amount: expenseAmountSchema.optional(),
    description: expensePatchSchema.shape.description,
    date: expensePatchSchema.shape.date,
    paidWith: expensePatchSchema.shape.paidWith,
    receiptPath: expensePatchSchema.shape.receiptPath,
  })
  .superRefine(linesMatchTotal);
export type SplitPatchInput = z.input<typeof splitPatchSchema>;
export type SplitPatch = z.output<typeof splitPatchSchema>;

/** True when a request body carries `lines`: a split's save or edit. */
export const sendsLines = (body: Record<string, unknown>): boolean => body.lines !== undefined;
