// The figures of Analytics over time (docs/product.md §2.15, §4.26): which months the switcher
// offers, the month before, the last six months' totals, and the category comparisons.
import type { MonthTotal } from "@shared/api-rows.ts";

/** `yyyy-mm` `offset` months after `monthKey` (negative: before). */
export function shiftMonth(monthKey: string, offset: number): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The switcher's months: the current one, then every earlier month with spending, newest first. */
export function monthOptions(currentMonth: string, withData: readonly MonthTotal[]): string[] {
  const earlier = withData.map((row) => row.month).filter((month) => month < currentMonth);
  return [currentMonth, ...new Set(earlier)];
}

/** The six months ending with `chosen`, oldest first, with 0 for a month without spending. */
export function lastSixMonths(chosen: string, withData: readonly MonthTotal[]): MonthTotal[] {
  const totals = new Map(withData.map((row) => [row.month, row.total]));
  return Array.from({ length: 6 }, (_, i) => {
    const month = shiftMonth(chosen, i - 5);
    return { month, total: totals.get(month) ?? 0 };
  });
}

export interface ComparisonRow {
  category: string;
  chosen: number;
  previous: number;
}

/** Every category of either month, biggest in the chosen month first. */
export function compareByCategory(
  chosen: Record<string, number>,
  previous: Record<string, number>,
): ComparisonRow[] {
  const categories = new Set([...Object.keys(chosen), ...Object.keys(previous)]);
  return [...categories]
    .map((category) => ({ category, chosen: chosen[category] ?? 0, previous: previous[category] ?? 0 }))
    .filter((row) => row.chosen > 0 || row.previous > 0)
    .sort((a, b) => b.chosen - a.chosen || b.previous - a.previous || a.category.localeCompare(b.category));
}

export interface BudgetRow {
  category: string;
  budget: number;
  actual: number;
  /** Whole percent of the budget spent; null without a budget for the category. */
  percent: number | null;
}

/** Budget vs actual per category: the budgeted ones first (in budget order), then unbudgeted spending. */
export function budgetVsActual(
  budgets: Record<string, number>,
  spending: Record<string, number>,
): BudgetRow[] {
  const budgeted = Object.entries(budgets)
    .filter(([, budget]) => budget > 0)
    .map(([category, budget]) => {
      const actual = spending[category] ?? 0;
      return { category, budget, actual, percent: Math.round((actual / budget) * 100) };
    });
  const unbudgeted = Object.entries(spending)
    .filter(([category, actual]) => actual > 0 && !((budgets[category] ?? 0) > 0))
    .sort(([, a], [, b]) => b - a)
    .map(([category, actual]) => ({ category, budget: 0, actual, percent: null }));
  return [...budgeted, ...unbudgeted];
}
