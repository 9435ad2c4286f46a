// The history screen's filters: read from its address by lib/filters-in-address.ts; here how they
// are picked (periods, categories, a date range) and shown (tags, the refused ones named).
import { type CycleSetting, cycleBounds } from "@shared/calendar/budget-cycle.ts";
import { addDays, indianClock, indianDay, monthEnd } from "@shared/calendar/indian-day.ts";
import { CATEGORY_NAMES, categoryStyle } from "@shared/contract/categories.ts";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import { ENTRY_METHODS, type EntryMethod } from "@shared/contract/expense-schemas.ts";
import { formatDayKey, formatMonthKey } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { categoryLabel, paidWithText } from "../../i18n/labels.ts";
import { orderedRange } from "../../lib/filters-in-address.ts";

/** How an expense was entered, in the reader's language (the API's codes, _shared/contract/expense-filters.ts). */
export const entryMethodText = (method: string): string =>
  (ENTRY_METHODS as readonly string[]).includes(method)
    ? i18n.t(`history:methods.${method as EntryMethod}`)
    : method;

/** The filters with one end of the date range set (or cleared, ""), the month dropped, the range in order. */
export function withRangeDay(filters: ExpenseFilters, end: "from" | "to", day: string): ExpenseFilters {
  const next: ExpenseFilters = { ...filters, [end]: day || undefined };
  delete next.month;
  for (const key of ["from", "to"] as const) if (!next[key]) delete next[key];
  return orderedRange(next);
}

/** A day of a range as the tag shows it: "1 Nov", with the year when it is not this year. */
function rangeDayText(day: string): string {
  return formatDayKey(day, {
    weekday: false,
    year: day.slice(0, 4) !== String(indianClock(new Date()).year),
  });
}

/** The filter each address parameter is, as the Filters sheet names it. */
const FILTER_LABEL_KEYS = {
  month: "filters.month",
  from: "filters.from",
  to: "filters.to",
  category: "filters.category",
  paidWith: "filters.paidWith",
  method: "filters.enteredBy",
  q: "filters.search",
} as const;

/** "Not applied: this address has filters the app could not read (Entered by)." in the reader's language. */
export function refusedFiltersText(refused: readonly string[]): string {
  const names = [...new Set(refused)].map((name) =>
    name in FILTER_LABEL_KEYS
      ? i18n.t(`history:${FILTER_LABEL_KEYS[name as keyof typeof FILTER_LABEL_KEYS]}`)
      : name,
  );
  return i18n.t("history:filters.refused", { names: names.join(", ") });
}

/** One removable tag per active filter: its label and the filters without it. */
export function activeFilterTags(
  filters: ExpenseFilters,
): { key: string; label: string; without: ExpenseFilters }[] {
  const tags: { key: string; label: string; without: ExpenseFilters }[] = [];
  if (filters.month) {
    tags.push({
      key: "month",
      label: formatMonthKey(filters.month),
      without: { ...filters, month: undefined },
    });
  }
  if (filters.from || filters.to) {
    const label =
      filters.from && filters.to
        ? i18n.t("history:filters.rangeBoth", {
            from: rangeDayText(filters.from),
            to: rangeDayText(filters.to),
          })
        : filters.from
          ? i18n.t("history:filters.rangeFrom", { from: rangeDayText(filters.from) })
          : i18n.t("history:filters.rangeTo", { to: rangeDayText(filters.to ?? "") });
    tags.push({ key: "range", label, without: { ...filters, from: undefined, to: undefined } });
  }
  for (const category of filters.categories ?? []) {
    tags.push({
      key: `category:${category}`,
      label: `${categoryStyle(category).emoji} ${categoryLabel(category)}`,
      without: { ...filters, categories: filters.categories?.filter((c) => c !== category) },
    });
  }
  for (const mode of filters.paidWith ?? []) {
    tags.push({
      key: `paidWith:${mode}`,
      label: paidWithText(mode),
      without: { ...filters, paidWith: filters.paidWith?.filter((m) => m !== mode) },
    });
  }
  for (const method of filters.methods ?? []) {
    tags.push({
      key: `method:${method}`,
      label: entryMethodText(method),
      without: { ...filters, methods: filters.methods?.filter((m) => m !== method) },
    });
  }
  if (filters.q) tags.push({ key: "q", label: `“${filters.q}”`, without: { ...filters, q: undefined } });
  return tags;
}

/**
 * The Category filter's choices: the standard categories, then the user's own (saved or used by their
 * expenses, GET /api/categories), then a chosen one from the address that is neither, each name once.
 */
export function categoryFilterOptions(custom: readonly string[], chosen: string): string[] {
  const names: string[] = [...CATEGORY_NAMES];
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (const name of [...custom, chosen]) {
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

export type Period = "all" | "this" | "last" | "month" | "range";

type PeriodFilter = Pick<ExpenseFilters, "month" | "from" | "to">;

/**
 * "This month" and "Last month": calendar months, or the user's budget cycles (from–to) when their
 * budget month does not start on the 1st (docs/product.md §4.31).
 */
export function monthKeys(
  cycle: CycleSetting | undefined,
  now = new Date(),
): { current: PeriodFilter; last: PeriodFilter } {
  const today = indianDay(now);
  const current = cycle ? cycleBounds(cycle, today) : null;
  if (current && !(current.start.endsWith("-01") && current.end === monthEnd(current.start))) {
    const last = cycleBounds(cycle as CycleSetting, addDays(current.start, -1));
    return { current: { from: current.start, to: current.end }, last: { from: last.start, to: last.end } };
  }
  const { year, month } = indianClock(now);
  const index = year * 12 + month - 1;
  const key = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
  return { current: { month: key(index) }, last: { month: key(index - 1) } };
}

const samePeriod = (filters: ExpenseFilters, period: PeriodFilter) =>
  filters.month === period.month && filters.from === period.from && filters.to === period.to;

export function periodOf(filters: ExpenseFilters, cycle: CycleSetting | undefined): Period {
  const months = monthKeys(cycle);
  if (samePeriod(filters, months.current)) return "this";
  if (samePeriod(filters, months.last)) return "last";
  if (filters.from || filters.to) return "range";
  if (!filters.month) return "all";
  return "month";
}
