// Changes to one expense that several screens offer (home's lists, the calendar's day, history, the
// edit sheet). Each refreshes every screen's money data afterwards (docs/product.md §4).
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import { type QueryClient, useMutation } from "@tanstack/react-query";
import { ApiError, api } from "./api.ts";
import { refreshAfterExpenseChange, type ShownExpense } from "./money-queries.ts";
import { deleteExpense, signedInUserId } from "./offline-sync.ts";

/**
 * docs/product.md §4.17: a delete refreshes expenses, spending analytics, daily limit, budget and month
 * summary. It goes through the offline queue (docs/offline.md): without a connection the row goes at
 * once and the delete is sent later; a change still waiting to sync is simply dropped.
 */
export function useDeleteExpense() {
  return useMutation({
    networkMode: "always",
    mutationFn: async (expense: ShownExpense) => {
      const userId = await signedInUserId();
      if (!userId) throw new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}');
      return deleteExpense(userId, expense);
    },
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
