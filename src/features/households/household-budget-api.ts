// A household's budget on the client (docs/product.md §2.25.3): the budget holding this month with the
// household's spending, and the owner setting it.
import type { HouseholdBudget } from "@shared/contract/household-budget-schemas.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** Under the household's key, so a change to the household refreshes it too. */
export const householdBudgetKey = (id: string) => ["households", id, "budget"] as const;

export const useHouseholdBudget = (id: string) =>
  useQuery({
    queryKey: householdBudgetKey(id),
    queryFn: () =>
      api.read<HouseholdBudget>(
        `/households/${encodeURIComponent(id)}/budget`,
        "Failed to fetch the household's budget",
      ),
    retry: false,
  });

export function useSetHouseholdBudget(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { total: string; categories: Record<string, string> }) =>
      api.put<HouseholdBudget>(`/households/${encodeURIComponent(id)}/budget`, body),
    onSuccess: (answer) => queryClient.setQueryData(householdBudgetKey(id), answer),
  });
}
