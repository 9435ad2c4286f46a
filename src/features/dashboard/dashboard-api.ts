// The home screen's server data (spec §7) as TanStack Query hooks. Query keys are shared by name
// with the other money screens (docs/money-screens.md) so a save or delete anywhere refreshes home.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { supabase } from "../../lib/supabase.ts";

export interface Expense {
  id: string | number;
  amount: string | number;
  category: string;
  description?: string | null;
  date: string;
  method?: string;
  receiptPath?: string | null;
}

export interface SavedBudget {
  type: string;
  amount: number;
  categoryBudgets: Record<string, number>;
}

export interface Spending {
  totalSpent: number;
  categorySpending: Record<string, number>;
}

export interface BudgetNotification {
  id: string | number;
  notificationType: string;
  message: string;
  triggerDate: string;
}

/** Prefixes: invalidating `["expenses"]` or `["analytics"]` refreshes every variant below them. */
export const moneyKeys = {
  budget: ["budget"] as const,
  expenses: ["expenses"] as const,
  recentExpenses: (limit: number) => ["expenses", { limit }] as const,
  dayExpenses: (date: string) => ["expenses", { date }] as const,
  analytics: ["analytics"] as const,
  spending: (period: "day" | "month", date?: string) => ["analytics", "spending", { period, date }] as const,
  dailyLimit: ["analytics", "daily-limit"] as const,
  monthSummary: (year: number, month: number) => ["analytics", "month-summary", { year, month }] as const,
  notifications: ["notifications"] as const,
  receiptUrl: (path: string) => ["receipt-url", path] as const,
};

const toNumber = (value: unknown): number => {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

function parseCategoryBudgets(raw: unknown): Record<string, number> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toNumber(v)]),
  );
}

/** The saved budget, or null when the user has none yet (404 or an empty answer). */
export async function fetchBudget(): Promise<SavedBudget | null> {
  const raw = await api
    .get<{ type?: string; amount?: unknown; categoryBudgets?: unknown } | null>("/budget")
    .catch((error: unknown) => {
      if (error instanceof Error && error.message.startsWith("404:")) return null;
      throw error;
    });
  if (!raw || raw.amount === undefined || raw.amount === null) return null;
  return {
    type: raw.type ?? "monthly",
    amount: toNumber(raw.amount),
    categoryBudgets: parseCategoryBudgets(raw.categoryBudgets),
  };
}

function toSpending(
  raw: { totalSpent?: unknown; categorySpending?: Record<string, unknown> } | null,
): Spending {
  return {
    totalSpent: toNumber(raw?.totalSpent),
    categorySpending: Object.fromEntries(
      Object.entries(raw?.categorySpending ?? {}).map(([k, v]) => [k, toNumber(v)]),
    ),
  };
}

export const useBudget = () => useQuery({ queryKey: moneyKeys.budget, queryFn: fetchBudget });

/** Spec §7: polled every second and on window focus. */
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

/** Today's spending by category: every 60 s and on window focus (spec §7). */
export const useTodaySpending = (dateKey: string) =>
  useQuery({
    queryKey: moneyKeys.spending("day", dateKey),
    queryFn: async () =>
      toSpending(
        await api.read(`/analytics/spending?period=day&date=${dateKey}`, "Failed to fetch analytics"),
      ),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useMonthSpending = () =>
  useQuery({
    queryKey: moneyKeys.spending("month"),
    queryFn: async () =>
      toSpending(await api.read("/analytics/spending?period=month", "Failed to fetch analytics")),
  });

export const useRecentExpenses = (limit = 10) =>
  useQuery({
    queryKey: moneyKeys.recentExpenses(limit),
    queryFn: () => api.read<Expense[]>(`/expenses?limit=${limit}`, "Failed to fetch expenses"),
  });

export const useDayExpenses = (dateKey: string) =>
  useQuery({
    queryKey: moneyKeys.dayExpenses(dateKey),
    queryFn: () => api.read<Expense[]>(`/expenses?date=${dateKey}`, "Failed to fetch expenses"),
  });

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

/** Unread notifications, polled every 30 s (spec §7). */
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

/** Spec §4: a delete refreshes expenses, spending analytics, daily limit, budget and month summary. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Expense["id"]) => api.delete(`/expenses/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.expenses }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.analytics }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.budget }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.notifications }),
      ]),
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

export const amountOf = (expense: Pick<Expense, "amount">): number => toNumber(expense.amount);
