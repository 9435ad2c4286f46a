import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api";
import type { DayKey } from "./indian-day";

// Only the fields the mission rules read; the list endpoint returns more.
const expenseList = z.array(
  z.looseObject({ amount: z.union([z.string(), z.number()]), category: z.string() }),
);

export type TodaysExpense = z.infer<typeof expenseList>[number];

/**
 * Today's expenses for mission progress. The key starts with "expenses" so saving or deleting an
 * expense (which invalidates ["expenses"]) refreshes the mission too.
 */
export function useTodaysExpenses(day: DayKey) {
  return useQuery({
    queryKey: ["expenses", { date: day }],
    queryFn: async () => expenseList.parse(await api.get<unknown>(`/expenses?date=${day}`)),
  });
}
