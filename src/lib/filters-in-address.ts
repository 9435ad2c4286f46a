// A list's filters in its address (?month=…&category=…&q=…), with the API's own parameter names
// (_shared/contract/expense-filters.ts), so a shared link, a reload or Back shows the same list. One
// reading for every screen that lists expenses (/history, a household's history).
import {
  type ExpenseFilters,
  expenseFiltersSchema,
  filterInputOf,
  filterParams,
} from "@shared/contract/expense-filters.ts";

/** What an address asks for: the filters the screen applies, and the ones it could not read. */
export interface FiltersInAddress {
  filters: ExpenseFilters;
  /** The address's parameter names whose values were refused (`method`, `month`…), each once. */
  refused: string[];
}

/**
 * The filters in an address. A hand-edited invalid one does not fail the screen: the valid ones are
 * kept, and the refused ones are named so the screen can say they are not applied.
 */
export function filtersFromSearch(search: URLSearchParams): FiltersInAddress {
  const input = filterInputOf(search);
  // The API refuses a reversed range; the address reads it forwards.
  if (input.from && input.to && input.from > input.to) [input.from, input.to] = [input.to, input.from];
  const parsed = expenseFiltersSchema.safeParse(input);
  if (parsed.success) return { filters: parsed.data, refused: [] };
  // Keep what is valid on its own.
  const kept: ExpenseFilters = {};
  const refused: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    const single = expenseFiltersSchema.safeParse({ [name]: value });
    if (single.success) Object.assign(kept, single.data);
    else refused.push(name);
  }
  if (kept.month && (kept.from || kept.to)) {
    delete kept.month;
    refused.push("month");
  }
  return { filters: orderedRange(kept), refused };
}

/** A range picked backwards runs forwards: the earlier day is From (docs/product.md §2.19). */
export function orderedRange(filters: ExpenseFilters): ExpenseFilters {
  if (!filters.from || !filters.to || filters.from <= filters.to) return filters;
  return { ...filters, from: filters.to, to: filters.from };
}

export const searchOfFilters = (filters: ExpenseFilters): URLSearchParams => filterParams(filters);

export const hasFilters = (filters: ExpenseFilters): boolean => filterParams(filters).size > 0;
