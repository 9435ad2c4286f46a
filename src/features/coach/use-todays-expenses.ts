import type { DayKey } from "@shared/calendar/indian-day.ts";
import type { CategoryKind } from "@shared/contract/categories.ts";
import { useMemo } from "react";
import { useCustomCategories, useDayExpenses } from "../../lib/money-queries";

/**
 * Today's expenses for mission progress: the shared day query (whole rows in the cache, which the
 * calendar reads too, with the changes waiting on this device), so saving or deleting an expense
 * (which invalidates ["expenses"]) refreshes the mission as well.
 */
export function useTodaysExpenses(day: DayKey) {
  return useDayExpenses(day);
}

/** The user's own categories' kinds (lower-cased name → kind): set-aside ones are no spending. */
export function useCustomCategoryKinds(): ReadonlyMap<string, CategoryKind> {
  const list = useCustomCategories();
  return useMemo(
    () => new Map((list.data ?? []).map((category) => [category.name.toLowerCase(), category.kind] as const)),
    [list.data],
  );
}
