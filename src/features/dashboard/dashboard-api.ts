// The home screen's own server data (docs/product.md §7.2, §7.3) as TanStack Query hooks; what other money screens
// read too (budget, month spending, recent expenses) and the query keys are in lib/money-queries.ts.

import type { NotificationRow } from "@shared/api-rows.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { dayExpensesQuery, moneyKeys, toNumber, toSpending } from "../../lib/money-queries.ts";

/** An unread notification as `/api/notifications` answers it. */
export type BudgetNotification = NotificationRow;

/** docs/product.md §7.3: polled every second and on window focus. */
export const useDailyLimit = () =>
  useQuery({
    queryKey: moneyKeys.dailyLimit,
    queryFn: async () => {
      const raw = await api.read<{ todaySpent?: unknown; dailyLimit?: unknown }>(
        "/analytics/daily-limit",
        "Failed to fetch daily limit",
      );
      return { todaySpent: toNumber(raw?.todaySpent), dailyLimit: toNumber(raw?.dailyLimit) };
    },
    refetchInterval: 1000,
    refetchOnWindowFocus: true,
  });

const daySpendingQuery = (dateKey: string) =>
  queryOptions({
    queryKey: moneyKeys.spending("day", dateKey),
    queryFn: async () =>
      toSpending(
        await api.read(`/analytics/spending?period=day&date=${dateKey}`, "Failed to fetch analytics"),
      ),
  });

/** Today's spending by category: every 60 s and on window focus (docs/product.md §7.3). */
export const useTodaySpending = (dateKey: string) =>
  useQuery({ ...daySpendingQuery(dateKey), refetchInterval: 60_000, refetchOnWindowFocus: true });

/** Any Indian day's spending (the calendar's day total: exact, however many expenses the day has). */
export const useDaySpending = (dateKey: string) => useQuery(daySpendingQuery(dateKey));

export const useDayExpenses = (dateKey: string) => useQuery(dayExpensesQuery(dateKey));

export const useMonthSummary = (year: number, month: number) =>
  useQuery({
    queryKey: moneyKeys.monthSummary(year, month),
    queryFn: async () => {
      const raw = await api.read<{ expenseDates?: string[] }>(
        `/analytics/month-summary?year=${year}&month=${month}`,
        "Failed to fetch month summary",
      );
      return raw?.expenseDates ?? [];
    },
  });

/** Unread notifications, polled every 30 s (docs/product.md §7.3). */
export const useNotifications = () =>
  useQuery({
    queryKey: moneyKeys.notifications,
    queryFn: () => api.get<BudgetNotification[]>("/notifications"),
    refetchInterval: 30_000,
  });

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: BudgetNotification["id"]) => api.post(`/notifications/${id}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.notifications }),
  });
}
