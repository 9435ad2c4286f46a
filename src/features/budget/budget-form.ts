// Set Budget form rules (docs/product.md §4.16 budget save, §5.6 budget amount, §9.1 default split): pure so the
// page only wires inputs to them.
import {
  categorySplitOf,
  DEFAULT_SPLIT_SHARES,
  MAX_CATEGORY_BUDGETS,
  splitBudget,
} from "@shared/budget/monthly-budget.ts";
import { type CycleStart, cycleStartText } from "@shared/calendar/budget-cycle.ts";
import { budgetAmountSchema } from "@shared/contract/budget-schemas.ts";
import { SPENDING_CATEGORY_NAMES } from "@shared/contract/categories.ts";
import { latinDigits } from "@shared/format/digits.ts";
import {
  comparePaise,
  type Paise,
  paiseFromDecimal,
  paiseToRupeeNumber,
  scalePaise,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
} from "@shared/money/paise.ts";
import { acceptTypedAmount, toTypedAmount } from "@shared/money/rupees.ts";

/**
 * A category input's new amount: whole rupees (pasted grouping commas dropped), empty meaning 0
 * (docs/product.md §5.6); anything else is refused with the reason and the input keeps its amount.
 */
export function categoryInputValue(
  typed: string,
): { ok: true; value: Paise } | { ok: false; problem: string } {
  const outcome = acceptTypedAmount(latinDigits(typed), { wholeRupees: true });
  return outcome.ok ? { ok: true, value: amountOfDigits(outcome.text) } : outcome;
}

/** The budget form's digits (empty meaning 0) as paise. */
export const amountOfDigits = (digits: string): Paise => paiseFromDecimal(digits || "0") ?? ZERO_PAISE;

/** An amount rounded to whole rupees, as the budget's fields hold them. */
export const wholeRupees = (amount: Paise): Paise => scalePaise(amount, 1, 1, { step: 100 });

/** The inline error for the budget amount, or null when it is a whole number in bounds. */
export function budgetAmountError(digits: string): string | null {
  const result = budgetAmountSchema.safeParse(digits);
  return result.success ? null : (result.error.issues[0]?.message ?? "Budget amount is required");
}

/** The default split of an amount (shared with home: @shared/budget/monthly-budget.ts), whole rupees. */
export const defaultSplit = (amount: Paise): Record<string, Paise> =>
  splitBudget(amount, DEFAULT_SPLIT_SHARES);

/**
 * What the form starts with: a saved budget's amount rounded to whole rupees and the split it stands
 * for (its saved one, a category it leaves out at ₹0; without one the default split, as home shows it);
 * no budget → ₹25,000 and its default split.
 */
export function initialBudgetForm(
  saved: { amount: Paise; categoryBudgets: Record<string, Paise> } | null,
  defaultAmount: Paise,
): { amount: string; categories: Record<string, Paise> } {
  const amount = wholeRupees(saved?.amount ?? defaultAmount);
  const split = categorySplitOf(amount, saved?.categoryBudgets ?? null);
  const categories = Object.fromEntries(
    Object.entries(split).map(([name, value]) => [name, wholeRupees(value)]),
  );
  return { amount: toTypedAmount(amount), categories };
}

export function allocation(amountDigits: string, categories: Record<string, Paise>) {
  const budget = amountOfDigits(amountDigits);
  const allocated = sumPaise(Object.values(categories));
  return {
    allocated,
    remaining: subtractPaise(budget, allocated),
    overAllocated: comparePaise(allocated, budget) > 0,
  };
}

/**
 * The rows of the category split: every default spending category (set-aside ones are no spending,
 * docs/product.md §4.32), then the user's own (kept on the server, so
 * every device lists them), then any other name the saved split holds; each name once whatever its
 * letter case.
 */
export function budgetCategoryNames(custom: readonly string[], savedSplit: readonly string[] = []): string[] {
  const names: string[] = [...SPENDING_CATEGORY_NAMES];
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (const name of [...custom, ...savedSplit]) {
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

/** The categories given an amount: what the split saves (a category at ₹0 has no budget). */
const budgeted = (categories: Record<string, Paise>) =>
  Object.entries(categories).filter(([, value]) => value > 0);

/** Why the split cannot be saved, or null: more categories with an amount than a budget holds. */
export function budgetSplitProblem(categories: Record<string, Paise>): string | null {
  return budgeted(categories).length > MAX_CATEGORY_BUDGETS
    ? "Category budgets may list at most 30 categories"
    : null;
}

/**
 * docs/product.md §3.2 body: amount as a digit string, categoryBudgets as JSON text of whole amounts,
 * every category with an amount (at most 30, budgetSplitProblem).
 */
export function budgetPayload(
  amountDigits: string,
  categories: Record<string, Paise>,
  cycleStart?: CycleStart,
  carryOver?: { categories: readonly string[]; overspending: boolean },
) {
  const split = Object.fromEntries(
    budgeted(categories).map(([name, value]) => [name, paiseToRupeeNumber(value)]),
  );
  return {
    type: "monthly" as const,
    amount: amountDigits,
    categoryBudgets: JSON.stringify(split),
    // Absent keeps the saved start day (docs/product.md §4.31).
    ...(cycleStart === undefined ? {} : { cycleStart: cycleStartText(cycleStart) }),
    // Absent keeps the saved carry-over (docs/product.md §4.34).
    ...(carryOver === undefined
      ? {}
      : { carryCategories: [...carryOver.categories].sort(), carryOverspending: carryOver.overspending }),
  };
}
