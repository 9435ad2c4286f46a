// The household's history screen's pure parts: its filters read from the address (the API's own
// parameter names, as /history), and the months its month filter offers.
import {
  type ExpenseFilters,
  expenseFiltersSchema,
  filterInputOf,
} from "@shared/contract/expense-filters.ts";

/** How many months back the month filter offers (any month still works in the address). */
const MONTHS_OFFERED = 12;

/** This Indian month and the ones before it (yyyy-mm, newest first), with `chosen` kept if older. */
export function recentMonths(today: string, chosen?: string): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1;
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const i = index - back;
    return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
  });
  return chosen && !months.includes(chosen) ? [...months, chosen] : months;
}

/** The filters in the page's address (the API's own names, as /history); a hand-edited bad one reads as none. */
export function householdFiltersOf(search: URLSearchParams): ExpenseFilters {
  const parsed = expenseFiltersSchema.safeParse(filterInputOf(search));
  return parsed.success ? parsed.data : {};
}
