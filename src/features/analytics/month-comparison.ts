// The figures of Analytics over time (docs/product.md §2.15, §4.26): which months the switcher
// offers, the month before, the last six months' totals, and the category comparisons.
import type { MonthTotal } from "@shared/contract/api-rows.ts";
import { comparePaise, type Paise, percentOf, ZERO_PAISE } from "@shared/money/paise.ts";

/** `yyyy-mm` `offset` months after `monthKey` (negative: before). */
export function shiftMonth(monthKey: string, offset: number): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The switcher's months: the current one, then every earlier month with spending, newest first. */
export function monthOptions(currentMonth: string, withData: readonly MonthTotal<Paise>[]): string[] {
  const earlier = withData.map((row) => row.month).filter((month) => month < currentMonth);
  return [currentMonth, ...new Set(earlier)];
}

/** The six months ending with `chosen`, oldest first, with 0 for a month without spending. */
export function lastSixMonths(chosen: string, withData: readonly MonthTotal<Paise>[]): MonthTotal<Paise>[] {
  const totals = new Map(withData.map((row) => [row.month, row.total]));
  return Array.from({ length: 6 }, (_, i) => {
    const month = shiftMonth(chosen, i - 5);
    return { month, total: totals.get(month) ?? ZERO_PAISE };
  });
}

export interface ComparisonRow {
  category: string;
  chosen: Paise;
  previous: Paise;
}

/** Every category of either month, biggest in the chosen month first. */
export function compareByCategory(
  chosen: Record<string, Paise>,
  previous: Record<string, Paise>,
): ComparisonRow[] {
  const categories = new Set([...Object.keys(chosen), ...Object.keys(previous)]);
  return [...categories]
    .map((category) => ({
      category,
      chosen: chosen[category] ?? ZERO_PAISE,
      previous: previous[category] ?? ZERO_PAISE,
    }))
    .filter((row) => row.chosen > 0 || row.previous > 0)
    .sort(
      (a, b) =>
        comparePaise(b.chosen, a.chosen) ||
        comparePaise(b.previous, a.previous) ||
        a.category.localeCompare(b.category),
    );
}

export interface BudgetRow {
  category: string;
  budget: Paise;
  actual: Paise;
  /** Whole percent of the budget spent; null without a budget for the category. */
  percent: number | null;
}

/**
 * Budget vs actual per category: the budgeted ones first, then unbudgeted spending, each by the largest
 * spend first (then the largest budget, then the name): where the money went leads (docs/product.md §4.26).
 */
export function budgetVsActual(budgets: Record<string, Paise>, spending: Record<string, Paise>): BudgetRow[] {
  const budgeted = Object.entries(budgets)
    .filter(([, budget]) => budget > 0)
    .map(([category, budget]) => {
      const actual = spending[category] ?? ZERO_PAISE;
      return { category, budget, actual, percent: percentOf(actual, budget, { rounding: "nearest" }) };
    })
    .sort(
      (a, b) =>
        comparePaise(b.actual, a.actual) ||
        comparePaise(b.budget, a.budget) ||
        a.category.localeCompare(b.category),
    );
  const unbudgeted = Object.entries(spending)
    .filter(([category, actual]) => actual > 0 && !((budgets[category] ?? 0) > 0))
    .sort(([, a], [, b]) => comparePaise(b, a))
    .map(([category, actual]) => ({ category, budget: ZERO_PAISE, actual, percent: null }));
  return [...budgeted, ...unbudgeted];
}
