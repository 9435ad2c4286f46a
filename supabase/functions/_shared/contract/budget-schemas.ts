// The monthly budget and its split by category, as the budget form sends it and the API checks it.
import { z } from "zod";
import { BUDGET_MAX, isBudgetAmountInBounds, MAX_CATEGORY_BUDGETS } from "../budget/monthly-budget.ts";
import { type CycleStart, parseCycleStart } from "../calendar/budget-cycle.ts";
import { firstIssueMessage, noControlCharacters } from "./fields.ts";

/** Whole rupees between the bounds; accepts the digit string the budget form sends, or a number. */
export const budgetAmountSchema = z
  .union([z.string(), z.number()], { error: "Budget amount is required" })
  .transform((value, ctx) => {
    const digits = typeof value === "string" ? value.trim() : String(value);
    if (digits === "") {
      ctx.addIssue({ code: "custom", message: "Budget amount is required" });
      return z.NEVER;
    }
    const amount = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
    if (!isBudgetAmountInBounds(amount)) {
      ctx.addIssue({ code: "custom", message: "Budget must be between ₹1,000 and ₹1,00,000" });
      return z.NEVER;
    }
    return amount;
  });

const categoryBudgetMap = z.record(
  z
    .string()
    .refine(...noControlCharacters("Category names"))
    .trim()
    .min(1, "Category budget names must not be empty")
    .max(50, "Category names must be at most 50 characters"),
  z
    .number({ error: "Category budgets must be whole rupee amounts" })
    .int("Category budgets must be whole rupee amounts")
    .min(0, "Category budgets must not be negative")
    .max(BUDGET_MAX, "A category budget must be at most ₹1,00,000"),
);

/** `categoryBudgets` travels as JSON text (docs/product.md §3.2); an object is accepted too. */
export const categoryBudgetsSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: "Category budgets must be a JSON object" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return {};
    let parsed: unknown = value;
    if (typeof value === "string") {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "Category budgets must be a JSON object" });
        return z.NEVER;
      }
    }
    const result = categoryBudgetMap.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: firstIssueMessage(result.error) });
      return z.NEVER;
    }
    if (Object.keys(result.data).length > MAX_CATEGORY_BUDGETS) {
      ctx.addIssue({ code: "custom", message: "Category budgets may list at most 30 categories" });
      return z.NEVER;
    }
    return result.data;
  });

/** The day the budget month starts (docs/product.md §4.31); absent keeps the saved one. */
export const cycleStartSchema = z.union([z.string(), z.number()]).transform((value, ctx): CycleStart => {
  const start = parseCycleStart(value);
  if (start === null) {
    ctx.addIssue({ code: "custom", message: "cycleStart must be a day from 1 to 28 or last_working_day" });
    return z.NEVER;
  }
  return start;
});

/** The categories whose leftover carries into the next cycle (docs/product.md §4.34); absent keeps the saved ones. */
export const carryCategoriesSchema = z
  .array(
    z
      .string({ error: "carryCategories must be a list of category names" })
      .refine(...noControlCharacters("Category names"))
      .trim()
      .min(1, "Category names must not be empty")
      .max(50, "Category names must be at most 50 characters"),
    { error: "carryCategories must be a list of category names" },
  )
  .max(MAX_CATEGORY_BUDGETS, "carryCategories may list at most 30 categories");

export const budgetSchema = z.object({
  type: z.literal("monthly", { error: "Type must be monthly" }).default("monthly"),
  amount: budgetAmountSchema,
  categoryBudgets: categoryBudgetsSchema,
  cycleStart: cycleStartSchema.optional(),
  carryCategories: carryCategoriesSchema.optional(),
  carryOverspending: z.boolean({ error: "carryOverspending must be true or false" }).optional(),
});
export type BudgetInput = z.input<typeof budgetSchema>;
export type Budget = z.output<typeof budgetSchema>;
