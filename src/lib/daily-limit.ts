// Today's daily limit as the API sends it (GET /api/analytics/daily-limit, docs/product.md §4.7):
// home's today card, its alert banner and Set Budget's daily allowance all show this one figure,
// never one of their own. Amounts become paise here, where the answer is read.
import { indianDay } from "@shared/calendar/indian-day.ts";
import type { DailyLimitStatus } from "@shared/contract/api-rows.ts";
import { type Paise, paiseFromWire } from "@shared/money/paise.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api.ts";
import { usePollingFallback } from "./live-status.ts";
import { moneyKeys, usePendingSelect } from "./money-queries.ts";
import { onDay, withPendingSpending } from "./offline-queue.ts";

/** The daily-limit answer in paise. */
export type DailyLimitFigure = DailyLimitStatus<Paise>;

const paiseOrNull = (value: unknown): Paise | null =>
  value === null || value === undefined ? null : paiseFromWire(value);

/** Days left come as a JSON integer (today included, so at least 1). */
const daysLeftOf = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) ? Math.max(1, value) : 1;

/** docs/product.md §7.3: live updates keep it fresh (polled every 30 s only without them), and on window focus. */
export const useDailyLimit = () =>
  useQuery({
    queryKey: moneyKeys.dailyLimit,
    // Expenses waiting on this device count in today's spending; the limit is fixed for the day.
    select: usePendingSelect<DailyLimitFigure>(moneyKeys.dailyLimit, (data, view, fetchedAt) => ({
      ...data,
      todaySpent: withPendingSpending(
        { totalSpent: data.todaySpent, categorySpending: {} },
        view,
        fetchedAt,
        onDay(indianDay(new Date())),
      ).totalSpent,
    })),
    queryFn: async (): Promise<DailyLimitFigure> => {
      const raw = await api.read<Partial<Record<keyof DailyLimitStatus, unknown>>>(
        "/analytics/daily-limit",
        "Failed to fetch daily limit",
      );
      return {
        todaySpent: paiseFromWire(raw?.todaySpent),
        dailyLimit: paiseOrNull(raw?.dailyLimit),
        monthlyBudget: paiseOrNull(raw?.monthlyBudget),
        spentBeforeToday: paiseFromWire(raw?.spentBeforeToday),
        committed: paiseFromWire(raw?.committed),
        daysLeft: daysLeftOf(raw?.daysLeft),
      };
    },
    refetchInterval: usePollingFallback(30_000),
    refetchOnWindowFocus: true,
  });
