// Monthly budget rules (docs/product.md §5.6, §9.1): bounds and the default category splits. The daily
// limit is the database's (private.daily_figure; the API's /analytics/daily-limit sends it).
// Bounds are whole rupees as the form and the API state them; figures are paise (paise.ts).
import { type Paise, scalePaise } from "../money/paise.ts";

export const BUDGET_MIN = 1_000;
export const BUDGET_MAX = 100_000;
/** Shown when no budget is loaded yet (home and budget screens). */
export const DEFAULT_BUDGET = 25_000;
/** Used when a manual save has no amount. */
export const FALLBACK_BUDGET = 3_000;
/** A category row turns red above this share of its own budget. */
export const CATEGORY_WARNING_PERCENT = 80;

export const isBudgetAmountInBounds = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= BUDGET_MIN && amount <= BUDGET_MAX;

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
