// The history screen's server data: keyset pages of the filtered expenses (GET /api/expenses with
// `before`), the filtered set's count and total, and the totals of the days on screen. All keys
// start with "expenses", so an add, edit, delete or undo anywhere refreshes them.
import { type ExpenseFilters, filterParams } from "@shared/expense-filters.ts";
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { type Expense, moneyKeys, type ShownExpense, usePendingSelect } from "../../lib/money-queries.ts";
import { withPendingChangesInPlace } from "../../lib/offline-queue.ts";

export const HISTORY_PAGE_SIZE = 50;

export interface ExpenseSummary {
  count: number;
  /** numeric text, e.g. "1234.50" */
  total: string;
  days?: { date: string; count: number; total: string }[];
}

const withParams = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path);

interface HistoryPage {
  rows: ShownExpense[];
  next: string | null;
}

/**
 * The pages as fetched (offline: as last synced) with this device's waiting edits in place and its
 * deletes gone (docs/offline.md); adds show on home and the calendar until the server has them.
 */
export function useHistoryPages(filters: ExpenseFilters) {
  const filterQuery = filterParams(filters).toString();
  const queryKey = moneyKeys.history(filterQuery);
  const select = usePendingSelect<InfiniteData<HistoryPage, string | null>>(
    queryKey,
    (data, view, fetchedAt) => ({
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        rows: withPendingChangesInPlace(page.rows, view, fetchedAt),
      })),
    }),
  );
  return useInfiniteQuery({
    queryKey,
    select,
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

/** Count and total of everything the filters match. */
export function useHistorySummary(filters: ExpenseFilters) {
  const params = filterParams(filters);
  return useQuery({
    queryKey: moneyKeys.expenseSummary(params.toString()),
    queryFn: () =>
      api.read<ExpenseSummary>(withParams("/expenses/summary", params), "Failed to fetch summary"),
    placeholderData: keepPreviousData,
  });
}

/** Each day's total (of the filtered set) for the days from `first` to `last`, as a map. */
export function useDayTotals(filters: ExpenseFilters, span: { first: string; last: string } | null) {
  // The rows on screen already match the period filter: their own span replaces it.
  const params = filterParams({ ...filters, month: undefined, from: span?.first, to: span?.last });
  params.set("byDay", "true");
  return useQuery({
    queryKey: moneyKeys.expenseSummary(params.toString()),
    enabled: span !== null,
    queryFn: async () => {
      const summary = await api.read<ExpenseSummary>(
        `/expenses/summary?${params}`,
        "Failed to fetch summary",
      );
      return new Map((summary.days ?? []).map((day) => [day.date, day]));
    },
    placeholderData: keepPreviousData,
  });
}
