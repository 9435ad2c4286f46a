// Analytics over time (docs/product.md §4.26): the months with spending and any month's spending.
// Keys sit under moneyKeys.analytics, so a saved or deleted expense refreshes them.
import type { MonthTotal } from "@shared/contract/api-rows.ts";
import { type Paise, paiseFromWire } from "@shared/money/paise.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { moneyKeys, type Spending, toSpending } from "../../lib/money-queries.ts";

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
