// Changes to one expense that several screens offer (home's lists, the calendar's day, history, the
// edit sheet). Each refreshes every screen's money data afterwards (docs/product.md §4).
import type { ExpenseRow } from "@shared/api-rows.ts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
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

/**
 * Undo of a delete: the same expense back (POST /api/expenses/:id/restore), then every screen
 * refreshed. A plain function, not a hook: Undo is tapped on a toast that outlives the screen (or
 * sheet) the delete came from.
 */
export async function restoreExpense(queryClient: QueryClient, id: ExpenseRow["id"]): Promise<ExpenseRow> {
  const row = await api.post<ExpenseRow>(`/expenses/${id}/restore`);
  await refreshAfterExpenseChange(queryClient);
  return row;
}
