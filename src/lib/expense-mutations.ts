// Changes to one expense that several screens offer (home's lists, the calendar's day, history, the
// edit sheet). Each refreshes every screen's money data afterwards (docs/product.md §4).
import type { ExpenseRow } from "@shared/api-rows.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api.ts";
import { refreshAfterExpenseChange } from "./money-queries.ts";

/** docs/product.md §4.17: a delete refreshes expenses, spending analytics, daily limit, budget and month summary. */
export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: ExpenseRow["id"]) => api.delete(`/expenses/${id}`),
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
