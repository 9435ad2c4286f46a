// The history screen's server data: keyset pages of the filtered expenses (GET /api/expenses with
// `before`), the filtered set's count and total, and the totals of the days on screen. All keys
// start with "expenses", so an add, edit, delete or undo anywhere refreshes them. Each shows the
// changes waiting on this device (docs/offline.md; history-pending.ts).
import { type ExpenseFilters, filterParams } from "@shared/contract/expense-filters.ts";
import {
  type InfiniteData,
  keepPreviousData,
  onlineManager,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../lib/api.ts";
import { type Expense, moneyKeys, type ShownExpense, usePendingSelect } from "../../lib/money-queries.ts";
import { withPendingCountTotal } from "../../lib/offline-queue.ts";
import { useOfflineQueue, usePendingView } from "../../lib/offline-queue-store.ts";
import { daySpan } from "./day-groups.ts";
import {
  type DayTotal,
  type HistoryPage,
  lastSyncedPage,
  matchesFilters,
  withPendingDayTotals,
  withPendingPages,
} from "./history-pending.ts";

export const HISTORY_PAGE_SIZE = 50;

export interface ExpenseSummary {
  count: number;
  /** numeric text, e.g. "1234.50" */
  total: string;
  days?: { date: string; count: number; total: string }[];
}

const withParams = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

// Placeholders are module constants (or memoised): the same function each render lets TanStack Query
// keep the placeholder it selected, instead of selecting (a new Map every time) on every render.

/**
 * All history is kept a day after its screen closes (not TanStack Query's 5 minutes), so the
 * last-synced copy written to this device still holds it when the connection goes later on.
 */
const KEEP_ALL_HISTORY_MS = 24 * 60 * 60 * 1000;
const keptFor = (filterQuery: string) => (filterQuery === "" ? KEEP_ALL_HISTORY_MS : undefined);
/** No rows of the server's on screen (only this device's adds): every day starts from nothing. */
const NO_DAYS = new Map<string, DayTotal>();
const previousOrNoDays = (previous?: Map<string, DayTotal>) => previous ?? NO_DAYS;

/**
 * The pages as fetched (offline: as last synced) with this device's waiting adds that the filters
 * match, its edits in place and its deletes gone (docs/offline.md).
 */
export function useHistoryPages(filters: ExpenseFilters) {
  const filterQuery = filterParams(filters).toString();
  const queryKey = moneyKeys.history(filterQuery);
  const queryClient = useQueryClient();
  const view = usePendingView();
  // Offline with no last-synced history for these filters: what the other lists last synced (home's
  // among them), with this device's own adds. A new function when the queue changes: TanStack Query
  // keeps a placeholder it selected while the function stays the same, and the queue loads after the
  // first render of an offline start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `view` is why a new placeholder is needed.
  const placeholderData = useMemo(
    () => (): InfiniteData<HistoryPage, string | null> | undefined =>
      onlineManager.isOnline()
        ? undefined
        : {
            pages: [
              lastSyncedPage(
                queryClient.getQueriesData({ queryKey: moneyKeys.expenses }).map(([, data]) => data),
                matchesFilters(filters),
              ),
            ],
            pageParams: [null],
          },
    [queryClient, filterQuery, view],
  );
  const select = usePendingSelect<InfiniteData<HistoryPage, string | null>>(
    queryKey,
    (data, view, fetchedAt) => ({
      ...data,
      pages: withPendingPages(data.pages, view, fetchedAt, matchesFilters(filters)),
    }),
  );
  return useInfiniteQuery({
    queryKey,
    select,
    placeholderData,
    gcTime: keptFor(filterQuery),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<HistoryPage> => {
      const params = filterParams(filters);
      params.set("limit", String(HISTORY_PAGE_SIZE));
      if (pageParam) params.set("before", pageParam);
      const { data, headers } = await api.readWithHeaders<Expense[]>(
        withParams("/expenses", params),
        "Failed to fetch expenses",
      );
      return { rows: data, next: headers.get("X-Next-Cursor") };
    },
    getNextPageParam: (page) => page.next,
  });
}

/** Count and total of everything the filters match (with this device's waiting changes). */
export function useHistorySummary(filters: ExpenseFilters) {
  const params = filterParams(filters);
  const queryKey = moneyKeys.expenseSummary(params.toString());
  return useQuery({
    queryKey,
    queryFn: () =>
      api.read<ExpenseSummary>(withParams("/expenses/summary", params), "Failed to fetch summary"),
    select: usePendingSelect<ExpenseSummary>(queryKey, (summary, view, fetchedAt) =>
      withPendingCountTotal(summary, view, fetchedAt, matchesFilters(filters)),
    ),
    // Offline with no last-synced summary, there is no total to show (the screen says so).
    placeholderData: keepPreviousData,
    gcTime: keptFor(params.toString()),
  });
}

/**
 * Each day's total (of the filtered set) for the days of `rows` (the history on screen), as a map,
 * with this device's waiting changes. The server is asked about the days of its own rows only, so
 * the request (and its last-synced answer) stays the same while adds wait.
 */
export function useDayTotals(filters: ExpenseFilters, rows: readonly ShownExpense[]) {
  const { items } = useOfflineQueue();
  const span = useMemo(() => {
    const queued = new Set(items.map((item) => item.id));
    return daySpan(rows.filter((row) => !queued.has(row.id)));
  }, [rows, items]);
  // The rows on screen already match the period filter: their own span replaces it.
  const params = filterParams({ ...filters, month: undefined, from: span?.first, to: span?.last });
  params.set("byDay", "true");
  const queryKey = moneyKeys.expenseSummary(params.toString());
  return useQuery({
    queryKey,
    enabled: span !== null,
    queryFn: async () => {
      const summary = await api.read<ExpenseSummary>(
        `/expenses/summary?${params}`,
        "Failed to fetch summary",
      );
      return new Map((summary.days ?? []).map((day) => [day.date, day]));
    },
    select: usePendingSelect<Map<string, DayTotal>>(queryKey, (days, view, fetchedAt) =>
      withPendingDayTotals(days, view, fetchedAt, matchesFilters(filters)),
    ),
    // No rows of the server's on screen (only this device's adds): every day starts from nothing.
    placeholderData: span === null ? previousOrNoDays : keepPreviousData,
    gcTime: keptFor(filterParams(filters).toString()),
  });
}
