// The household budget form (docs/product.md §2.25.3): a total and an amount per category, checked with
// the API's own rules (@shared/contract/household-budget-schemas.ts) so the form and the server agree.
import { DEFAULT_SPLIT_SHARES } from "@shared/budget/monthly-budget.ts";
import { type HouseholdBudget, householdBudgetSchema } from "@shared/contract/household-budget-schemas.ts";
import { z } from "zod";

export interface HouseholdBudgetFormValues {
  total: string;
  categories: { name: string; amount: string }[];
}

/** What the form sends: empty category amounts left out. */
export function householdBudgetBody(values: HouseholdBudgetFormValues) {
  return {
    total: values.total.trim(),
    categories: Object.fromEntries(
      values.categories
        .filter((category) => category.amount.trim() !== "")
        .map((category) => [category.name, category.amount.trim()]),
    ),
  };
}

/** The API's check on what the form would send, each problem under the field it is about. */
export const householdBudgetFormSchema = z
  .object({
    total: z.string(),
    categories: z.array(z.object({ name: z.string(), amount: z.string() })),
  })
  .superRefine((values, ctx) => {
    const result = householdBudgetSchema.safeParse(householdBudgetBody(values));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [field, key] = issue.path;
      const index = field === "categories" ? values.categories.findIndex((c) => c.name === key) : -1;
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: index >= 0 ? ["categories", index, "amount"] : ["total"],
      });
    }
  });

/** Whole rupees as the form shows them: "12000.00" → "12000". */
const typed = (amount: string) => amount.replace(/\.00?$/, "");

/** The form's first values: the budget's, with its categories, those spent in and the usual ones. */
export function householdBudgetDefaults(budget: HouseholdBudget | undefined): HouseholdBudgetFormValues {
  const names = new Set([
    ...Object.keys(budget?.categories ?? {}),
    ...Object.keys(budget?.spentByCategory ?? {}),
    ...DEFAULT_SPLIT_SHARES.map(([category]) => category),
  ]);
  return {
    total: budget?.total ? typed(budget.total) : "",
    categories: [...names].map((name) => ({
      name,
      amount: budget?.categories[name] ? typed(budget.categories[name]) : "",
    })),
  };
}
