// Monthly budget rules (docs/product.md §5.6, §9.1): bounds, daily limit and the default category splits.
// Bounds are whole rupees as the form and the API state them; figures are paise (paise.ts).
import { maxPaise, type Paise, scalePaise, subtractPaise, ZERO_PAISE } from "./money/paise.ts";

export const BUDGET_MIN = 1_000;
export const BUDGET_MAX = 100_000;
/** Shown when no budget is loaded yet (home and budget screens). */
export const DEFAULT_BUDGET = 25_000;
/** Used when a manual save has no amount. */
export const FALLBACK_BUDGET = 3_000;
/** The daily limit is one thirtieth of the monthly budget. */
export const DAYS_PER_BUDGET_MONTH = 30;
/** A category row turns red above this share of its own budget. */
export const CATEGORY_WARNING_PERCENT = 80;

export const isBudgetAmountInBounds = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= BUDGET_MIN && amount <= BUDGET_MAX;

/** Daily limit, rounded to paise as the database's `round(amount / 30, 2)`. */
export const dailyLimitOf = (monthlyBudget: Paise): Paise =>
  scalePaise(monthlyBudget, 1, DAYS_PER_BUDGET_MONTH);

/** Budget screen split (percent of the monthly amount); the first six are editable. */
export const BUDGET_SCREEN_SHARES: ReadonlyArray<readonly [category: string, percent: number]> = [
  ["Food & Dining", 25],
  ["Transport", 15],
  ["Groceries", 20],
  ["Entertainment", 10],
  ["Health", 10],
  ["Shopping", 10],
  ["Petrol", 8],
  ["Mobile", 2],
];

/** Home screen shares of the budget per category. */
export const HOME_SCREEN_SHARES: ReadonlyArray<readonly [category: string, percent: number]> = [
  ["Food & Dining", 15],
  ["Transport", 9],
  ["Groceries", 12],
  ["Entertainment", 6],
  ["Health", 6],
  ["Shopping", 6],
  ["Petrol", 7.2],
  ["Mobile Recharge", 1.8],
  ["Rent", 45],
];

/** Whole-rupee split of a monthly amount by the given shares, each share rounded on its own. */
export function splitBudget(
  monthlyBudget: Paise,
  shares: ReadonlyArray<readonly [string, number]> = BUDGET_SCREEN_SHARES,
): Record<string, Paise> {
  return Object.fromEntries(
    shares.map(([category, percent]) => [category, scalePaise(monthlyBudget, percent, 100, { step: 100 })]),
  );
}

/**
 * What may still be spent each day left in the month, counting today, once the recurring payments
 * still to come are set aside (docs/product.md §4.23). Rounded to paise; never below zero.
 */
export function dailyAllowanceOf(figures: {
  budget: Paise;
  spent: Paise;
  committed: Paise;
  daysLeft: number;
}): Paise {
  const left = subtractPaise(subtractPaise(figures.budget, figures.spent), figures.committed);
  return maxPaise(ZERO_PAISE, scalePaise(left, 1, Math.max(1, figures.daysLeft)));
}
