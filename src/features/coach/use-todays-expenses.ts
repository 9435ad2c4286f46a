import type { DayKey } from "@shared/calendar/indian-day.ts";
import { useDayExpenses } from "../../lib/money-queries";

/**
 * Today's expenses for mission progress: the shared day query (whole rows in the cache, which the
 * calendar reads too, with the changes waiting on this device), so saving or deleting an expense
 * (which invalidates ["expenses"]) refreshes the mission as well.
 */
export function useTodaysExpenses(day: DayKey) {
  return useDayExpenses(day);
}
