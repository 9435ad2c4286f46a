// The history screen's filters live in its address (?month=…&category=…&q=…), with the API's own
// parameter names (_shared/expense-filters.ts), so a shared link, a reload or Back shows the same list.
import { CATEGORY_NAMES, categoryStyle } from "@shared/categories.ts";
import {
  ENTRY_METHODS,
  type EntryMethod,
  type ExpenseFilters,
  expenseFiltersSchema,
  filterInputOf,
  filterParams,
} from "@shared/expense-filters.ts";
import { formatMonthKey } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { categoryLabel, paidWithText } from "../../i18n/labels.ts";

/** How an expense was entered, in the reader's language (the API's codes, _shared/expense-filters.ts). */
export const entryMethodText = (method: string): string =>
  (ENTRY_METHODS as readonly string[]).includes(method)
    ? i18n.t(`history:methods.${method as EntryMethod}`)
    : method;

/** The filters in an address; a hand-edited invalid one is dropped rather than failing the screen. */
export function filtersFromSearch(search: URLSearchParams): ExpenseFilters {
  const input = filterInputOf(search);
  const parsed = expenseFiltersSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  // Keep what is valid on its own.
  const kept: ExpenseFilters = {};
  for (const [name, value] of Object.entries(input)) {
    const single = expenseFiltersSchema.safeParse({ [name]: value });
    if (single.success) Object.assign(kept, single.data);
  }
  if (kept.month && (kept.from || kept.to)) delete kept.month;
  if (kept.from && kept.to && kept.from > kept.to) delete kept.to;
  return kept;
}

export const searchOfFilters = (filters: ExpenseFilters): URLSearchParams => filterParams(filters);

export const hasFilters = (filters: ExpenseFilters): boolean => filterParams(filters).size > 0;

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
        ? i18n.t("history:filters.rangeBoth", { from: filters.from, to: filters.to })
        : filters.from
          ? i18n.t("history:filters.rangeFrom", { from: filters.from })
          : i18n.t("history:filters.rangeTo", { to: filters.to });
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
