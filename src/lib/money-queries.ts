// Server data that several money screens read (docs/product.md §7.3, docs/money-screens.md): one query key and
// one parse per read, so home, Set Budget, Add Expense and Analytics share cache entries and a save
// or delete anywhere refreshes every screen.

import {
  type CycleSetting,
  DEFAULT_CYCLE_START,
  parseCycleStart,
  settingOf,
} from "@shared/calendar/budget-cycle.ts";
import { indianClock, indianDay, isDayKey } from "@shared/calendar/indian-day.ts";
import type {
  BudgetRow,
  CustomCategoryRow,
  CycleSpending as CycleSpendingAnswer,
  ExpenseRow,
  Spending as SpendingAnswer,
} from "@shared/contract/api-rows.ts";
import { type Paise, paiseFromWire, paiseRecordFromWire } from "@shared/money/paise.ts";
import {
  hashKey,
  onlineManager,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "./api";
import { type CarryOver, carryOverOf } from "./carry-over";
import {
  inMonth,
  onDay,
  type PendingView,
  type ShownExpense,
  withPendingRows,
  withPendingSpending,
} from "./offline-queue";
import { usePendingView } from "./offline-queue-store";

/** An expense as `/api/expenses` answers it (amount as numeric text). */
export type Expense = ExpenseRow;
export type { ShownExpense };

/** Spending of a day or a month as the screens read it: paise, converted once where the answer arrives. */
export type Spending = SpendingAnswer<Paise>;

/** Spending in the budget cycle that holds today, with the cycle's first and last day. */
export type CycleSpending = CycleSpendingAnswer<Paise>;

/** The saved monthly budget with its amounts as paise. */
export interface SavedBudget {
  type: string;
  amount: Paise;
  categoryBudgets: Record<string, Paise>;
  /** The day the budget month starts, with a change waiting for the next cycle (docs/product.md §4.31). */
  cycle: CycleSetting;
  /** The categories that carry over, and what they carried into today's cycle (docs/product.md §4.34). */
  carryOver: CarryOver;
}

/** Prefixes: invalidating `["expenses"]` or `["analytics"]` refreshes every variant below them. */
export const moneyKeys = {
  budget: ["budget"] as const,
  expenses: ["expenses"] as const,
  recentExpenses: (limit: number) => ["expenses", { limit }] as const,
  dayExpenses: (date: string) => ["expenses", { date }] as const,
  /** History pages and summaries, keyed by the filters' query string. */
  history: (filterQuery: string) => ["expenses", "history", filterQuery] as const,
  expenseSummary: (filterQuery: string) => ["expenses", "summary", filterQuery] as const,
  analytics: ["analytics"] as const,
  spending: (period: "day" | "month" | "cycle", date?: string) =>
    ["analytics", "spending", { period, date }] as const,
  dailyLimit: ["analytics", "daily-limit"] as const,
  monthSummary: (year: number, month: number) => ["analytics", "month-summary", { year, month }] as const,
  notifications: ["notifications"] as const,
  customCategories: ["categories"] as const,
  receiptUrl: (path: string) => ["receipt-url", path] as const,
};

/**
 * After an expense is saved or deleted (docs/product.md §7.3): expenses, spending analytics and the daily limit,
 * the budget card, notifications (the database raises budget alerts on insert) and the user's own
 * categories (they include every name the user's expenses use).
 */
export const refreshAfterExpenseChange = (queryClient: QueryClient) =>
  Promise.all(
    [
      moneyKeys.expenses,
      moneyKeys.analytics,
      moneyKeys.budget,
      moneyKeys.notifications,
      moneyKeys.customCategories,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );

/** An expense's amount (numeric text on the wire) as paise. */
export const amountOf = (expense: Pick<Expense, "amount">): Paise => paiseFromWire(expense.amount);

/** `categoryBudgets` travels as JSON text of whole rupees (docs/product.md §3.2); an object is accepted too. */
function parseCategoryBudgets(raw: unknown): Record<string, Paise> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  return value && typeof value === "object" ? paiseRecordFromWire(value as Record<string, unknown>) : {};
}

/** The saved budget, or null when the user has none yet (404 or an empty answer). */
export async function fetchBudget(): Promise<SavedBudget | null> {
  const raw = await api.get<Partial<BudgetRow> | null>("/budget").catch((error: unknown) => {
    if (error instanceof Error && error.message.startsWith("404:")) return null;
    throw error;
  });
  if (!raw || raw.amount === undefined || raw.amount === null) return null;
  return {
    type: raw.type ?? "monthly",
    amount: paiseFromWire(raw.amount),
    categoryBudgets: parseCategoryBudgets(raw.categoryBudgets),
    cycle: cycleSettingOf(raw),
    carryOver: carryOverOf(raw),
  };
}

function cycleSettingOf(raw: Partial<BudgetRow>): CycleSetting {
  const from = raw.cycleStartFrom;
  return {
    ...settingOf(parseCycleStart(raw.cycleStart) ?? DEFAULT_CYCLE_START),
    previousCycleStart: parseCycleStart(raw.previousCycleStart),
    cycleStartFrom: isDayKey(from) ? from : null,
  };
}

export const useBudget = () => useQuery({ queryKey: moneyKeys.budget, queryFn: fetchBudget });

export function toSpending(
  raw: { totalSpent?: unknown; categorySpending?: Record<string, unknown> } | null,
): Spending {
  return {
    totalSpent: paiseFromWire(raw?.totalSpent),
    categorySpending: paiseRecordFromWire(raw?.categorySpending ?? {}),
  };
}

/**
 * A `select` that shows the changes waiting on this device (docs/offline.md) in a read's data: applied
 * to the data as fetched, so a change the server already had when the data was fetched counts once.
 */
export function usePendingSelect<T>(
  queryKey: QueryKey,
  apply: (data: T, view: PendingView, fetchedAt: number) => T,
) {
  const view = usePendingView();
  const queryClient = useQueryClient();
  const key = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key's hash stands for the key, and `apply` depends on nothing the key does not hold.
  return useCallback(
    (data: T) =>
      view.empty ? data : apply(data, view, queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0),
    [view, queryClient, key],
  );
}

/**
 * `placeholderData` of a read that shows this device's changes: offline with nothing synced for it
 * yet, start from `empty` so those changes still show (online, the read loads as usual).
 */
export const emptyWhenOffline =
  <T>(empty: T) =>
  (): T | undefined =>
    onlineManager.isOnline() ? undefined : empty;

const thisMonth = (expense: Expense) => {
  const now = indianClock(new Date());
  return inMonth(expense, now.year, now.month);
};
const monthSpendingWithPending = (data: Spending, view: PendingView, fetchedAt: number) =>
  withPendingSpending(data, view, fetchedAt, thisMonth);

export const useMonthSpending = () => {
  const queryKey = moneyKeys.spending("month");
  return useQuery({
    queryKey,
    queryFn: async () =>
      toSpending(await api.read("/analytics/spending?period=month", "Failed to fetch analytics")),
    select: usePendingSelect(queryKey, monthSpendingWithPending),
  });
};

const cycleSpendingWithPending = (
  data: CycleSpending,
  view: PendingView,
  fetchedAt: number,
): CycleSpending => ({
  ...withPendingSpending(data, view, fetchedAt, (expense) => {
    const day = indianDay(expense.date);
    return day >= data.startDay && day <= data.endDay;
  }),
  startDay: data.startDay,
  endDay: data.endDay,
});

/** Spending in the budget cycle that holds today (home's budget card, docs/product.md §4.31). */
export const useCycleSpending = () => {
  const queryKey = moneyKeys.spending("cycle");
  return useQuery({
    queryKey,
    queryFn: async (): Promise<CycleSpending> => {
      const raw = await api.read<Partial<CycleSpendingAnswer>>(
        "/analytics/spending?period=cycle",
        "Failed to fetch analytics",
      );
      const today = indianDay(new Date());
      return {
        ...toSpending(raw),
        startDay: isDayKey(raw?.startDay) ? raw.startDay : today,
        endDay: isDayKey(raw?.endDay) ? raw.endDay : today,
      };
    },
    select: usePendingSelect(queryKey, cycleSpendingWithPending),
  });
};

/** The latest `limit` expenses, newest first (with changes waiting on this device). */
export const useRecentExpenses = (limit: number) => {
  const queryKey = moneyKeys.recentExpenses(limit);
  return useQuery({
    queryKey,
    queryFn: () => api.read<Expense[]>(`/expenses?limit=${limit}`, "Failed to fetch expenses"),
    select: usePendingSelect<ShownExpense[]>(queryKey, (rows, view, fetchedAt) =>
      withPendingRows(rows, view, fetchedAt, () => true, limit),
    ),
  });
};

export const DAY_LIST_LIMIT = 100;

/**
 * One Indian day's expenses, newest first, as whole rows. Every screen on this key must use this
 * query: a screen that needs fewer fields narrows them with `select`, because a queryFn of its own
 * would store its narrowed rows in the shared cache entry and break the others.
 */
export const dayExpensesQuery = (dateKey: string) =>
  queryOptions({
    queryKey: moneyKeys.dayExpenses(dateKey),
    // A day is one page of at most 100 (the API's largest); the calendar links to history beyond that.
    queryFn: () =>
      api.read<Expense[]>(`/expenses?date=${dateKey}&limit=${DAY_LIST_LIMIT}`, "Failed to fetch expenses"),
  });

/**
 * The user's own categories, the same on every device (GET /api/categories): the ones they added and
 * any other name their expenses use (e.g. from an import). The add-expense grid and Set Budget list them.
 */
export const useCustomCategories = () =>
  useQuery({
    queryKey: moneyKeys.customCategories,
    queryFn: () => api.read<CustomCategoryRow[]>("/categories", "Failed to fetch your categories"),
  });

/** One Indian day's expenses with the changes waiting on this device: what every day list shows. */
export function useDayExpenses(dateKey: string) {
  const options = dayExpensesQuery(dateKey);
  return useQuery({
    ...options,
    placeholderData: emptyWhenOffline<Expense[]>([]),
    select: usePendingSelect<ShownExpense[]>(options.queryKey, (rows, view, fetchedAt) =>
      withPendingRows(rows, view, fetchedAt, onDay(dateKey)),
    ),
  });
}
