// History with the changes waiting on this device (docs/offline.md): expenses added offline in the
// pages where they belong, edits in place, deletes gone, and the summary and day totals counting them
// as home and the calendar do (pendingView). Pure.

import { indianDay } from "@shared/calendar/indian-day.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import { type ExpenseFilters, filterInstants } from "@shared/contract/expense-filters.ts";
import { matchesSearch, searchTerms } from "@shared/contract/expense-search.ts";
import type { Expense, ShownExpense } from "../../lib/money-queries.ts";
import {
  type CountTotal,
  type PendingView,
  withPendingChangesInPlace,
  withPendingCountTotal,
} from "../../lib/offline-queue.ts";

export interface HistoryPage {
  rows: ShownExpense[];
  next: string | null;
  /**
   * Offline, built from the other expense lists this device last synced (history itself never was):
   * older expenses may exist that it never fetched, so the list is not "everything".
   */
  partial?: boolean;
}

/** Whether an expense is one the filters match, as the API decides it (db/expenses.ts filterConditions). */
export function matchesFilters(filters: ExpenseFilters): (expense: Expense) => boolean {
  const { start, end } = filterInstants(filters);
  const categories = filters.categories?.length ? new Set(filters.categories.map(canonicalCategory)) : null;
  const search = filters.q ? matchesSearch(searchTerms(filters.q)) : null;
  return (expense) => {
    const at = Date.parse(expense.date);
    if (start && at < start.getTime()) return false;
    if (end && at >= end.getTime()) return false;
    if (categories && !categories.has(canonicalCategory(expense.category))) return false;
    if (filters.paidWith?.length && !(filters.paidWith as readonly string[]).includes(expense.paidWith ?? ""))
      return false;
    if (filters.methods?.length && !(filters.methods as readonly string[]).includes(expense.method))
      return false;
    if (search && !search(expense)) return false;
    return true;
  };
}

/**
 * Offline with no last-synced history for these filters: the expenses the other last-synced lists hold
 * (home's recent list, day lists, history under other filters — cached data as it is), the ones the
 * filters match, once each, newest first, as one partial page.
 */
export function lastSyncedPage(
  cached: readonly unknown[],
  include: (expense: Expense) => boolean,
): HistoryPage {
  const byId = new Map<string, Expense>();
  for (const data of cached) {
    for (const expense of expenseRowsOf(data)) {
      if (!byId.has(expense.id) && include(expense)) byId.set(expense.id, expense);
    }
  }
  return { rows: [...byId.values()].sort(newestFirst), next: null, partial: true };
}

const isExpense = (value: unknown): value is Expense =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Expense).id === "string" &&
  typeof (value as Expense).date === "string" &&
  "amount" in value;

/** The rows of a cached expense list: an array of rows, or history's pages. Anything else has none. */
function expenseRowsOf(data: unknown): Expense[] {
  if (Array.isArray(data)) return data.filter(isExpense);
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page) => {
    const rows = (page as { rows?: unknown } | null)?.rows;
    return Array.isArray(rows) ? rows.filter(isExpense) : [];
  });
}

const newestFirst = (a: ShownExpense, b: ShownExpense) => Date.parse(b.date) - Date.parse(a.date);

/**
 * The pages as fetched with this device's edits in place, its deletes gone and its adds that `include`
 * takes in the page whose time span covers them (newest first); an add older than every loaded page
 * waits for the page that covers it, unless the last page is the end of the list.
 */
export function withPendingPages(
  pages: readonly HistoryPage[],
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
): HistoryPage[] {
  let adds = view.created(fetchedAt).filter(include);
  return pages.map((page) => {
    const oldest = page.rows.at(-1);
    const floor = page.next === null || !oldest ? Number.NEGATIVE_INFINITY : Date.parse(oldest.date);
    const here = adds.filter((expense) => Date.parse(expense.date) >= floor);
    adds = adds.filter((expense) => Date.parse(expense.date) < floor);
    const rows = withPendingChangesInPlace(page.rows, view, fetchedAt);
    return { ...page, rows: here.length ? [...here, ...rows].sort(newestFirst) : rows };
  });
}

export type DayTotal = CountTotal & { date: string };

/**
 * The day totals (Indian day → count and total of the filtered expenses) with the waiting changes;
 * a day that only has expenses on this device gets an entry.
 */
export function withPendingDayTotals(
  days: ReadonlyMap<string, DayTotal>,
  view: PendingView,
  fetchedAt: number,
  include: (expense: Expense) => boolean,
): Map<string, DayTotal> {
  const next = new Map(days);
  if (view.empty) return next;
  const touched = new Set(
    [...view.added(fetchedAt), ...view.deleted(fetchedAt)].filter(include).map((e) => indianDay(e.date)),
  );
  for (const date of touched) {
    const onDay = (expense: Expense) => include(expense) && indianDay(expense.date) === date;
    next.set(
      date,
      withPendingCountTotal(days.get(date) ?? { date, count: 0, total: "0.00" }, view, fetchedAt, onDay),
    );
  }
  return next;
}
