// A household's monthly budget as `PUT /api/households/:id/budget` takes it and `GET` answers it
// (docs/api.md "Household budget"). The bounds are the personal budget's (budget-schemas.ts): the
// total in whole rupees ₹1,000–₹1,00,000, each category 0–₹1,00,000, at most 30 categories. The
// database checks them again (supabase/schemas/52_household_budget.sql).
import { z } from "zod";
import { BUDGET_MAX, MAX_CATEGORY_BUDGETS } from "../budget/monthly-budget.ts";
import { indianClock } from "../calendar/indian-day.ts";
import { budgetAmountSchema } from "./budget-schemas.ts";
import { firstIssueMessage, noControlCharacters } from "./fields.ts";

/** A calendar month, `YYYY-MM`. */
export type MonthKey = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = "month must be a month written YYYY-MM";

/** The Indian calendar month an instant falls in. */
export function indianMonth(instant: Date): MonthKey {
  const { year, month } = indianClock(instant);
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** A month key between 2000-01 and 2100-12, or null. */
export function parseMonth(value: string): MonthKey | null {
  const match = MONTH.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? value : null;
}

/** The month's first day, `YYYY-MM-01` (how the database keys a budget's month). */
export const firstDayOf = (month: MonthKey): string => `${month}-01`;

const monthSchema = z.string({ error: MONTH_MESSAGE }).transform((value, ctx) => {
  const month = parseMonth(value.trim());
  if (month === null) {
    ctx.addIssue({ code: "custom", message: MONTH_MESSAGE });
    return z.NEVER;
  }
  return month;
});

/** Whole rupees, as a number or a decimal string with no paise ("2000", "2000.00"). */
const categoryAmount = z
  .union([z.number(), z.string()], { error: "Category budgets must be whole rupee amounts" })
  .transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const match = /^(\d+)(\.0{1,2})?$/.exec(text);
    const rupees = match ? Number(match[1]) : Number.NaN;
    if (!Number.isSafeInteger(rupees)) {
      const negative = /^-\d/.test(text);
      ctx.addIssue({
        code: "custom",
        message: negative
          ? "Category budgets must not be negative"
          : "Category budgets must be whole rupee amounts",
      });
      return z.NEVER;
    }
    if (rupees > BUDGET_MAX) {
      ctx.addIssue({ code: "custom", message: "A category budget must be at most ₹1,00,000" });
      return z.NEVER;
    }
    return rupees;
  });

const categoriesSchema = z
  .record(
    z
      .string()
      .refine(...noControlCharacters("Category names"))
      .trim()
      .min(1, "Category budget names must not be empty")
      .max(50, "Category names must be at most 50 characters"),
    categoryAmount,
    { error: "categories must be an object of category name to amount" },
  )
  .default({})
  .refine(
    (map) => Object.keys(map).length <= MAX_CATEGORY_BUDGETS,
    "Category budgets may list at most 30 categories",
  );

export const householdBudgetSchema = z.object({
  /** Absent: the current Indian month (the route fills it in from its clock). */
  month: monthSchema.optional(),
  total: budgetAmountSchema,
  categories: categoriesSchema,
});
export type HouseholdBudgetInput = z.output<typeof householdBudgetSchema>;

export const householdBudgetQuerySchema = z.object({ month: monthSchema.optional() });

/** The first problem of a body that does not parse, or null. */
export function householdBudgetProblem(body: unknown): string | null {
  const result = householdBudgetSchema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

/** `GET /api/households/:id/budget`: the budget that holds in `month`, and the household's spending. */
export interface HouseholdBudget {
  month: MonthKey;
  /** The month the budget was set from (it holds until a later month's), or null with no budget. */
  setFrom: MonthKey | null;
  /** Rupees, "5000.00"; null when the owner has set none. */
  total: string | null;
  categories: Record<string, string>;
  /** The household's shared expenses in the month (whole amounts, not shares). */
  spent: string;
  spentByCategory: Record<string, string>;
  role: "owner" | "member";
}

/** The API's refusals (the locale files translate each, keyed by this English). */
export const HOUSEHOLD_BUDGET_MESSAGES = {
  notOwner: "Only the household's owner can set its budget",
  pastMonth: "A household budget is set for this month or a later one",
  unknownCategory: "Each budget category must be a known category or a member's own",
} as const;
