// The home screen's own server data (docs/product.md §7.2, §7.3) as TanStack Query hooks; what other money screens
// read too (budget, month spending, recent expenses) and the query keys are in lib/money-queries.ts.

import type { NotificationRow } from "@shared/api-rows.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { usePollingFallback } from "../../lib/live-status.ts";
import {
  dayExpensesQuery,
  type Expense,
  moneyKeys,
  refreshAfterExpenseChange,
  toNumber,
  toSpending,
} from "../../lib/money-queries.ts";
import { supabase } from "../../lib/supabase.ts";

/** An unread notification as `/api/notifications` answers it. */
export type BudgetNotification = NotificationRow;

/** docs/product.md §7.3: live updates keep it fresh (polled every 30 s only without them), and on window focus. */
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
    refetchInterval: usePollingFallback(30_000),
    refetchOnWindowFocus: true,
  });

/** Today's spending by category: live, every 60 s only without live updates, and on window focus (docs/product.md §7.3). */
export const useTodaySpending = (dateKey: string) =>
  useQuery({
    queryKey: moneyKeys.spending("day", dateKey),
    queryFn: async () =>
      toSpending(
        await api.read(`/analytics/spending?period=day&date=${dateKey}`, "Failed to fetch analytics"),
      ),
    refetchInterval: usePollingFallback(60_000),
    refetchOnWindowFocus: true,
  });

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

/** Unread notifications: live, polled every 30 s only without live updates (docs/product.md §7.3). */
export const useNotifications = () =>
  useQuery({
    queryKey: moneyKeys.notifications,
    queryFn: () => api.get<BudgetNotification[]>("/notifications"),
    refetchInterval: usePollingFallback(30_000),
  });

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: BudgetNotification["id"]) => api.post(`/notifications/${id}/read`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.notifications }),
  });
}

/** docs/product.md §4.17: a delete refreshes expenses, spending analytics, daily limit, budget and month summary. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Expense["id"]) => api.delete(`/expenses/${id}`),
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}

/** A short-lived signed URL for a receipt thumbnail (the bucket is private). */
export const useReceiptUrl = (path: string | null | undefined) =>
  useQuery({
    queryKey: moneyKeys.receiptUrl(path ?? ""),
    enabled: Boolean(path),
    staleTime: 50 * 60 * 1000,
    queryFn: async () => {
      const { data, error } = await supabase.storage.from("receipts").createSignedUrl(path as string, 3600);
      if (error) throw error;
      return data.signedUrl;
    },
  });
