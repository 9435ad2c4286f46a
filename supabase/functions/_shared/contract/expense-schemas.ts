// An expense as it is saved, edited or saved in a batch: amount, category, date, how it was entered
// and paid, and the texts that go with it. The API enforces these; the forms use them for instant feedback.
import { z } from "zod";
import { AMOUNT_CEILING_MESSAGE, expenseAmountProblem, toAmountString } from "../money/rupees.ts";
import { CATEGORY_NAME_MAX } from "./categories.ts";
import {
  DESCRIPTION_MAX,
  EXPENSE_DATE_RANGE_MESSAGE,
  isAcceptedExpenseInstant,
  RECEIPT_PATH_MAX,
} from "./expense-limits.ts";
import { clearableText, text } from "./fields.ts";
import { PAID_WITH_CODES } from "./paid-with.ts";

/** Amount as typed (string or number): > 0, at most 2 decimals; normalised to a decimal string. */
export const expenseAmountSchema = z
  .union([z.string(), z.number()], { error: "Amount is required" })
  .transform((value, ctx) => {
    const amount = toAmountString(value);
    if (amount === null) {
      const problem = expenseAmountProblem(value);
      ctx.addIssue({
        code: "custom",
        message:
          typeof value === "string" && value.trim() === ""
            ? "Amount is required"
            : problem === "notPositive"
              ? "Amount must be greater than 0"
              : problem === "tooLarge"
                ? AMOUNT_CEILING_MESSAGE
                : "Amount must be a number greater than 0 with at most 2 decimals",
      });
      return z.NEVER;
    }
    return amount;
  });

/**
 * How an expense was entered: typed, spoken, from a receipt or a bank/UPI message (docs/capture.md),
 * or a CSV import. The one list of entry methods: the rows, the history filter and the export take
 * their types from it, and the database's check (expenses_method_known) holds the same values
 * (tests/integration/db/constraints.test.ts writes each one, and another, through the database).
 */
export const entryMethodSchema = z.enum(["manual", "voice", "receipt", "message", "import"]);
export type EntryMethod = z.infer<typeof entryMethodSchema>;
export const ENTRY_METHODS = entryMethodSchema.options;

/** What a save may say about itself: an import is made only by the import (POST /api/imports). */
const SAVED_METHODS = entryMethodSchema.exclude(["import"]).options;

/** ISO 8601 date-time with an explicit offset, e.g. `2026-11-22T09:30:00+05:30`. */
export const expenseDateSchema = z
  .string({ error: "Date must be an ISO date-time with an offset, e.g. 2026-11-22T09:30:00+05:30" })
  .pipe(
    z.iso.datetime({
      offset: true,
      error: "Date must be an ISO date-time with an offset, e.g. 2026-11-22T09:30:00+05:30",
    }),
  )
  .refine(isAcceptedExpenseInstant, { message: EXPENSE_DATE_RANGE_MESSAGE });

export const expenseCategorySchema = text("Category")
  .trim()
  .min(1, "Category is required")
  .max(CATEGORY_NAME_MAX, `Category must be at most ${CATEGORY_NAME_MAX} characters`);

export const paidWithSchema = z
  .enum(PAID_WITH_CODES, {
    error: `Paid with must be one of: ${PAID_WITH_CODES.join(", ")}`,
  })
  .nullable();

export const expenseSchema = z.object({
  category: expenseCategorySchema,
  description: clearableText("Description", DESCRIPTION_MAX, true).transform((value) => value ?? null),
  method: z
    .enum(SAVED_METHODS, { error: `Method must be one of: ${SAVED_METHODS.join(", ")}` })
    .default("manual"),
  amount: expenseAmountSchema,
  date: expenseDateSchema.optional(),
  paidWith: paidWithSchema.optional().transform((value) => value ?? null),
  receiptPath: clearableText("Receipt path", RECEIPT_PATH_MAX).transform((value) => value ?? null),
  /** The bank/UPI message the expense came from ("ref:…" or "msg:…"): one expense per message. */
  messageRef: clearableText("Message reference", 100).transform((value) => value ?? null),
  /** The payee as the message names it; its category is learned for the next message. */
  merchant: clearableText("Merchant", 100).transform((value) => value ?? null),
});
export type ExpenseInput = z.input<typeof expenseSchema>;
export type NewExpense = z.output<typeof expenseSchema>;

/** One expense of a batch: as a single one, but the category may be left to the payee's learned one. */
export const batchExpenseSchema = expenseSchema.extend({ category: expenseCategorySchema.optional() });
export type BatchExpenseInput = z.input<typeof batchExpenseSchema>;

export const MAX_BATCH_EXPENSES = 50;

/** POST /api/expenses/batch: all saved or none. Items are checked one by one to name the bad one. */
export const expenseBatchSchema = z.object({
  expenses: z
    .array(z.unknown(), { error: "expenses must be a list of expenses" })
    .min(1, "Add at least one expense")
    .max(MAX_BATCH_EXPENSES, `Save at most ${MAX_BATCH_EXPENSES} expenses at once`),
});

/**
 * An edit (PATCH): any of the fields the user can change, each validated as on a new expense;
 * null clears description, paid with or the receipt. How it was entered (`method`) stays.
 */
export const expensePatchSchema = z
  .object({
    category: expenseCategorySchema.optional(),
    description: clearableText("Description", DESCRIPTION_MAX, true),
    amount: expenseAmountSchema.optional(),
    date: expenseDateSchema.optional(),
    paidWith: paidWithSchema.optional(),
    receiptPath: clearableText("Receipt path", RECEIPT_PATH_MAX),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message:
      "Nothing to change: send at least one of amount, category, description, date, paidWith, receiptPath",
  });
export type ExpensePatchInput = z.input<typeof expensePatchSchema>;
export type ExpensePatch = z.output<typeof expensePatchSchema>;
