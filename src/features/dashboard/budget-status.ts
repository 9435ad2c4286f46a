// Money arithmetic behind the home widgets (docs/product.md §4.8 budget card, §4.9 alert banner, §9.1).
// Pure but for the texts, which come from the locale files (i18n.t, English unless Hindi is chosen):
// the components only render what these return. Bounds and splits come from _shared/budget/monthly-budget.ts,
// the alert thresholds from _shared/budget/thresholds.ts, today's daily limit from the API.
import { alertPercent } from "@shared/budget/thresholds.ts";
import type { DailyLimitStatus } from "@shared/contract/api-rows.ts";
import {
  addPaise,
  comparePaise,
  comparePercent,
  type Paise,
  percentOf,
  subtractPaise,
  sumPaise,
  ZERO_PAISE,
} from "@shared/money/paise.ts";
import { i18n } from "../../i18n/i18n.ts";

type Format = (amount: Paise) => string;

// The budget card's figures live beside the shared card (src/lib/budget-rows.ts).
export {
  type BudgetUsage,
  budgetUsage,
  type CategoryRow,
  categoryRows,
  categoryRowText,
} from "../../lib/budget-rows.ts";

/** Today's breakdown: the top `count` categories by spend (docs/product.md §9.3: 6), zero rows dropped. */
export function topCategories(
  categorySpending: Record<string, Paise>,
  count = 6,
): Array<{ category: string; spent: Paise; share: number }> {
  const total = sumPaise(Object.values(categorySpending));
  return Object.entries(categorySpending)
    .filter(([, spent]) => spent > 0)
    .sort(([a, x], [b, y]) => comparePaise(y, x) || a.localeCompare(b))
    .slice(0, count)
    .map(([category, spent]) => ({
      category,
      spent,
      share: percentOf(spent, total, { rounding: "nearest" }),
    }));
}

export interface BudgetAlert {
  /** Which alert of which period ("budget_80:2026-11", "daily_limit:2026-11-23"): closing it hides this one only. */
  key: string;
  status: "error" | "warning";
  title: string;
  message: string;
}

/**
 * The banner of docs/product.md §4, at the thresholds the database raises alerts at: month ≥ 100 % →
 * error, ≥ 80 % → warning, else today at today's daily limit (as the API sends it; null without a
 * budget, 0 when nothing is left, which the month's alert already says) → daily alert. `today` is the
 * Indian day (yyyy-mm-dd) the figures are for.
 */
export function budgetAlert(
  input: {
    monthSpent: Paise;
    monthlyBudget: Paise;
    todaySpent: Paise;
    dailyLimit: Paise | null;
    today: string;
    /** The budget cycle's first day (docs/product.md §4.31); the calendar month's key when absent. */
    period?: string;
  },
  format: Format,
): BudgetAlert | null {
  const { monthSpent, monthlyBudget, todaySpent, dailyLimit, today } = input;
  if (monthlyBudget <= 0) return null;
  const month = input.period ?? today.slice(0, 7);
  // The database's rule: spent × 100 ≥ budget × threshold.
  if (comparePercent(monthSpent, monthlyBudget, alertPercent("budget_100")) >= 0) {
    return {
      key: `budget_100:${month}`,
      status: "error",
      title: i18n.t("dashboard:alert.exceededTitle"),
      message: i18n.t("dashboard:alert.exceeded", {
        spent: format(monthSpent),
        budget: format(monthlyBudget),
        over: format(subtractPaise(monthSpent, monthlyBudget)),
      }),
    };
  }
  if (comparePercent(monthSpent, monthlyBudget, alertPercent("budget_80")) >= 0) {
    return {
      key: `budget_80:${month}`,
      status: "warning",
      title: i18n.t("dashboard:alert.warningTitle"),
      message: i18n.t("dashboard:alert.warning", {
        percent: percentOf(monthSpent, monthlyBudget),
        left: format(subtractPaise(monthlyBudget, monthSpent)),
      }),
    };
  }
  if (dailyLimit && comparePercent(todaySpent, dailyLimit, alertPercent("daily_limit")) >= 0) {
    return {
      key: `daily_limit:${today}`,
      status: "warning",
      title: i18n.t("dashboard:alert.dailyTitle"),
      message: i18n.t("dashboard:alert.daily", { spent: format(todaySpent), limit: format(dailyLimit) }),
    };
  }
  return null;
}

/** The closed alerts to keep after closing one: at most the last 20 (older periods never come back). */
export const withClosedAlert = (closed: readonly string[], key: string): string[] =>
  [...closed.filter((k) => k !== key), key].slice(-20);

/** The one line that says how today's daily limit is made (docs/product.md §4.7). */
export function dailyLimitRule(figure: DailyLimitStatus<Paise>, format: Format): string {
  return i18n.t("dashboard:dailyLimitRule", {
    budget: format(figure.monthlyBudget ?? ZERO_PAISE),
    spent: format(figure.spentBeforeToday),
    committed: format(figure.committed),
    count: figure.daysLeft,
  });
}

/** Sums a category → amount map under canonical names, so "Mobile" and "Mobile Recharge" are one row. */
export function byCanonicalName(
  amounts: Record<string, Paise>,
  canonical: (name: string) => string,
): Record<string, Paise> {
  const merged: Record<string, Paise> = {};
  for (const [name, amount] of Object.entries(amounts)) {
    const key = canonical(name);
    merged[key] = addPaise(merged[key] ?? ZERO_PAISE, amount);
  }
  return merged;
}
