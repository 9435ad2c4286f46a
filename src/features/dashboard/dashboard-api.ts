// The home screen's own server data (docs/product.md §7.2, §7.3) as TanStack Query hooks; what other money screens
// read too (budget, month spending, recent expenses) and the query keys are in lib/money-queries.ts.

import type { NotificationRow } from "@shared/contract/api-rows.ts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { usePollingFallback } from "../../lib/live-status.ts";
import {
  emptyWhenOffline,
  moneyKeys,
  type Spending,
  toSpending,
  usePendingSelect,
} from "../../lib/money-queries.ts";
import { onDay, withPendingDates, withPendingSpending } from "../../lib/offline-queue.ts";

/** An unread notification as `/api/notifications` answers it. */
export type BudgetNotification = NotificationRow;

/** One Indian day's spending by category, with the changes waiting on this device. */
const daySpendingQuery = (dateKey: string) =>
  queryOptions({
    queryKey: moneyKeys.spending("day", dateKey),
    queryFn: async () =>
      toSpending(
        await api.read(`/analytics/spending?period=day&date=${dateKey}`, "Failed to fetch analytics"),
      ),
  });

const useDaySpendingSelect = (dateKey: string) =>
  usePendingSelect<Spending>(moneyKeys.spending("day", dateKey), (data, view, fetchedAt) =>
    withPendingSpending(data, view, fetchedAt, onDay(dateKey)),
  );

/** Today's spending by category: live, every 60 s only without live updates, and on window focus (docs/product.md §7.3). */
export const useTodaySpending = (dateKey: string) =>
  useQuery({
    ...daySpendingQuery(dateKey),
    select: useDaySpendingSelect(dateKey),
    refetchInterval: usePollingFallback(60_000),
    refetchOnWindowFocus: true,
  });

/** Any Indian day's spending (the calendar's day total: exact, however many expenses the day has). */
export const useDaySpending = (dateKey: string) =>
  useQuery({ ...daySpendingQuery(dateKey), select: useDaySpendingSelect(dateKey) });

export const useMonthSummary = (year: number, month: number) =>
  useQuery({
    queryKey: moneyKeys.monthSummary(year, month),
    placeholderData: emptyWhenOffline<string[]>([]),
    select: usePendingSelect<string[]>(moneyKeys.monthSummary(year, month), (dates, view, fetchedAt) =>
      withPendingDates(dates, view, fetchedAt, year, month),
    ),
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
