// The budget card's figures (docs/product.md §4.8): used percent, what is left, and a row per category
// against its budget. Pure but for the texts, from the locale files (i18n.t). Home's card and a
// household's (§2.25.3) both show them (src/components/BudgetCard.tsx).
import { CATEGORY_WARNING_PERCENT } from "@shared/budget/monthly-budget.ts";
import {
  comparePaise,
  comparePercent,
  negatePaise,
  type Paise,
  percentOf,
  subtractPaise,
  ZERO_PAISE,
} from "@shared/money/paise.ts";
import { i18n } from "../i18n/i18n.ts";

type Format = (amount: Paise) => string;

export interface BudgetUsage {
  /** spent / budget × 100 (0 when there is no budget), whole percent for display. */
  usedPercent: number;
  /** Bar width, capped at 100. */
  barPercent: number;
  /** budget − spent; negative when over. */
  left: Paise;
}

export function budgetUsage(spent: Paise, budget: Paise): BudgetUsage {
  const usedPercent = percentOf(spent, budget, { rounding: "nearest" });
  return {
    usedPercent,
    barPercent: Math.min(100, Math.max(0, usedPercent)),
    left: subtractPaise(budget, spent),
  };
}

export interface CategoryRow {
  category: string;
  spent: Paise;
  budget: Paise;
  percent: number;
  /** Over 80 % of the category's budget (or any spend against a zero budget). */
  warning: boolean;
}

/** One row per budgeted category plus any category with spending but no budget, biggest spend first. */
export function categoryRows(
  categorySpending: Record<string, Paise>,
  categoryBudgets: Record<string, Paise>,
): CategoryRow[] {
  const names = new Set([...Object.keys(categoryBudgets), ...Object.keys(categorySpending)]);
  return [...names]
    .map((category) => {
      const spent = categorySpending[category] ?? ZERO_PAISE;
      const budget = categoryBudgets[category] ?? ZERO_PAISE;
      const percent = budget > 0 ? percentOf(spent, budget, { rounding: "nearest" }) : spent > 0 ? 100 : 0;
      const warning = budget > 0 ? comparePercent(spent, budget, CATEGORY_WARNING_PERCENT) > 0 : spent > 0;
      return { category, spent, budget, percent, warning };
    })
    .sort(
      (a, b) =>
        comparePaise(b.spent, a.spent) ||
        comparePaise(b.budget, a.budget) ||
        a.category.localeCompare(b.category),
    );
}

/** What a budget card row says: amounts beside the name, and the line shown when it is expanded. */
export function categoryRowText(row: CategoryRow, format: Format): { amounts: string; detail: string } {
  if (row.budget <= 0) {
    const amounts = i18n.t("dashboard:budgetCard.noBudgetAmounts", { spent: format(row.spent) });
    return { amounts, detail: i18n.t("dashboard:budgetCard.noBudgetDetail") };
  }
  const left = subtractPaise(row.budget, row.spent);
  return {
    amounts: `${format(row.spent)} / ${format(row.budget)}`,
    detail:
      left >= 0
        ? i18n.t("dashboard:budgetCard.detailLeft", { percent: row.percent, left: format(left) })
        : i18n.t("dashboard:budgetCard.detailOver", {
            percent: row.percent,
            over: format(negatePaise(left)),
          }),
  };
}
