// Analytics screen reads (spec §7): this month's spending and the latest expenses.
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

export interface RecentExpense {
  id: string | number;
  amount: string | number;
  category: string;
  description?: string | null;
  date: string;
}

const toNumber = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

/** Same key as the home screen's month query (docs/money-screens.md). */
export const useMonthSpending = () =>
  useQuery({
    queryKey: ["analytics", "spending", { period: "month", date: undefined }],
    queryFn: async () => {
      const raw = await api.read<{ totalSpent?: unknown; categorySpending?: Record<string, unknown> }>(
        "/analytics/spending?period=month",
        "Failed to fetch analytics",
      );
      return {
        totalSpent: toNumber(raw?.totalSpent),
        categorySpending: Object.fromEntries(
          Object.entries(raw?.categorySpending ?? {}).map(([k, v]) => [k, toNumber(v)]),
        ),
      };
    },
  });

/** The latest five (spec §9); asking the API for five keeps the payload small. */
export const useLatestExpenses = (limit = 5) =>
  useQuery({
    queryKey: ["expenses", { limit }],
    queryFn: () => api.read<RecentExpense[]>(`/expenses?limit=${limit}`, "Failed to fetch expenses"),
  });

export const amountOf = (expense: Pick<RecentExpense, "amount">) => toNumber(expense.amount);
