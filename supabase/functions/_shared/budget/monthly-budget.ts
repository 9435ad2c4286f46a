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

/**
 * The default split of a monthly budget (percent of the amount, canonical names), the one home shows
 * before a split is saved and Set Budget starts from (docs/product.md §9.1): it adds up to 100 %, and
 * the other categories start at ₹0.
 */
export const DEFAULT_SPLIT_SHARES: ReadonlyArray<readonly [category: string, percent: number]> = [
  ["Food & Dining", 25],
  ["Transport", 15],
  ["Groceries", 20],
  ["Entertainment", 10],
  ["Health", 10],
  ["Shopping", 10],
  ["Petrol", 8],
  ["Mobile Recharge", 2],
];

/** At most this many categories carry an amount in a budget's split (the database's check too). */
export const MAX_CATEGORY_BUDGETS = 30;

/** Whole-rupee split of a monthly amount by the given shares, each share rounded on its own. */
export function splitBudget(
  monthlyBudget: Paise,
  shares: ReadonlyArray<readonly [string, number]> = DEFAULT_SPLIT_SHARES,
): Record<string, Paise> {
  return Object.fromEntries(
    shares.map(([category, percent]) => [category, scalePaise(monthlyBudget, percent, 100, { step: 100 })]),
  );
}

/**
 * The split a budget stands for: its saved one, or — when none is saved (no budget yet, or a budget
 * saved without category amounts) — the default split of its amount. Home and Set Budget both read it.
 */
export function categorySplitOf(
  monthlyBudget: Paise,
  saved: Record<string, Paise> | null,
): Record<string, Paise> {
  return saved && Object.keys(saved).length > 0 ? saved : splitBudget(monthlyBudget, DEFAULT_SPLIT_SHARES);
}
