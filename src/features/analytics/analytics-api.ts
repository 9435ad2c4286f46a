// Analytics over time (docs/product.md §4.26): the months with spending and any month's spending.
// Keys sit under moneyKeys.analytics, so a saved or deleted expense refreshes them.

import { indianDay } from "@shared/calendar/indian-day.ts";
import type { MonthTotal } from "@shared/contract/api-rows.ts";
import { type Paise, paiseFromWire } from "@shared/money/paise.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import {
  type Expense,
  moneyKeys,
  type ShownExpense,
  type Spending,
  toSpending,
  usePendingSelect,
} from "../../lib/money-queries.ts";
import { withPendingRows } from "../../lib/offline-queue.ts";

export const useMonthTotals = () =>
  useQuery({
    queryKey: [...moneyKeys.analytics, "months"],
    queryFn: async (): Promise<MonthTotal<Paise>[]> =>
      (await api.read<MonthTotal[]>("/analytics/months", "Failed to fetch analytics")).map((row) => ({
        month: row.month,
        total: paiseFromWire(row.total),
      })),
  });

/** The spending of a month `yyyy-mm`. */
export function useSpendingOf(monthKey: string, enabled = true) {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  return useQuery({
    queryKey: moneyKeys.spending("month", monthKey),
    queryFn: async (): Promise<Spending> =>
      toSpending(
        await api.read(
          `/analytics/spending?period=month&year=${year}&month=${month}`,
          "Failed to fetch analytics",
        ),
      ),
    enabled,
  });
}

/** The spending of the budget cycle that holds `day` (docs/product.md §4.31). */
export function useCycleSpendingOf(day: string, enabled = true) {
  return useQuery({
    queryKey: moneyKeys.spending("cycle", day),
    queryFn: async (): Promise<Spending> =>
      toSpending(await api.read(`/analytics/spending?period=cycle&date=${day}`, "Failed to fetch analytics")),
    enabled,
  });
}

/**
 * The latest `limit` expenses of a month `yyyy-mm` (the chosen month's, not the newest overall), with
 * this device's waiting changes. Under the expenses key, so a save or delete refreshes it.
 */
export function useLatestOfMonth(monthKey: string, limit: number) {
  const queryKey = [...moneyKeys.expenses, "latest-of-month", { month: monthKey, limit }] as const;
  return useQuery({
    queryKey,
    queryFn: () =>
      api.read<Expense[]>(`/expenses?month=${monthKey}&limit=${limit}`, "Failed to fetch expenses"),
    select: usePendingSelect<ShownExpense[]>(queryKey, (rows, view, fetchedAt) =>
      withPendingRows(
        rows,
        view,
        fetchedAt,
        (expense) => indianDay(expense.date).startsWith(monthKey),
        limit,
      ),
    ),
  });
}
