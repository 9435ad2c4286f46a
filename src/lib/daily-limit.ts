// Today's daily limit as the API sends it (GET /api/analytics/daily-limit, docs/product.md §4.7):
// home's today card, its alert banner and Set Budget's daily allowance all show this one figure,
// never one of their own.
import type { DailyLimitStatus } from "@shared/api-rows.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";
import { usePollingFallback } from "./live-status.ts";
import { moneyKeys, toNumber, usePendingSelect } from "./money-queries.ts";
import { onDay, withPendingSpending } from "./offline-queue.ts";
import { indiaDay } from "./wall-clock.ts";

const amountOrNull = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

/** docs/product.md §7.3: live updates keep it fresh (polled every 30 s only without them), and on window focus. */
export const useDailyLimit = () =>
  useQuery({
    queryKey: moneyKeys.dailyLimit,
    // Expenses waiting on this device count in today's spending; the limit is fixed for the day.
    select: usePendingSelect<DailyLimitStatus>(moneyKeys.dailyLimit, (data, view, fetchedAt) => ({
      ...data,
      todaySpent: withPendingSpending(
        { totalSpent: data.todaySpent, categorySpending: {} },
        view,
        fetchedAt,
        onDay(indiaDay(new Date()).dateKey),
      ).totalSpent,
    })),
    queryFn: async (): Promise<DailyLimitStatus> => {
      const raw = await api.read<Partial<Record<keyof DailyLimitStatus, unknown>>>(
        "/analytics/daily-limit",
        "Failed to fetch daily limit",
      );
      return {
        todaySpent: toNumber(raw?.todaySpent),
        dailyLimit: amountOrNull(raw?.dailyLimit),
        monthlyBudget: amountOrNull(raw?.monthlyBudget),
        spentBeforeToday: toNumber(raw?.spentBeforeToday),
        committed: toNumber(raw?.committed),
        daysLeft: Math.max(1, toNumber(raw?.daysLeft)),
      };
    },
    refetchInterval: usePollingFallback(30_000),
    refetchOnWindowFocus: true,
  });
