import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { DayKey } from "./indian-day";
import { expensesForProgress } from "./missions";

/**
 * Today's expenses for mission progress. The key starts with "expenses" so saving or deleting an
 * expense (which invalidates ["expenses"]) refreshes the mission too.
 */
export function useTodaysExpenses(day: DayKey) {
  return useQuery({
    queryKey: ["expenses", { date: day }],
    queryFn: async () => expensesForProgress(await api.get<unknown>(`/expenses?date=${day}`)),
  });
}
