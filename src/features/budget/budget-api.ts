// POST / PUT /api/budget (docs/product.md §7.2). POST when the user has none, PUT otherwise (§4.16). The saved
// budget is read with `useBudget` (lib/money-queries.ts), the same cache entry home uses.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { moneyKeys } from "../../lib/money-queries.ts";
import type { budgetPayload } from "./budget-form.ts";

export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, body }: { exists: boolean; body: ReturnType<typeof budgetPayload> }) =>
      exists ? api.put("/budget", body) : api.post("/budget", body),
    // The daily limit and alerts derive from the budget.
    onSuccess: () =>
      Promise.all(
        [moneyKeys.budget, moneyKeys.analytics, moneyKeys.notifications].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
