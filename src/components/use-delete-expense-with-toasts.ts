import { useQueryClient } from "@tanstack/react-query";
import { serverMessage } from "../lib/api.ts";
import { restoreExpense, useDeleteExpense } from "../lib/expense-mutations.ts";
import type { ShownExpense } from "../lib/money-queries.ts";
import { showExpenseToast, showToast, showUndoToast } from "./ui/toaster.tsx";

/**
 * Delete with docs/product.md §4.17, §8.5 toasts: "Expense Deleted" (with Undo for 5 s, which brings
 * the same expense back; without it for an expense the server never had), "Deleted on this device" when
 * it waits to sync, or a destructive "Delete Failed".
 */
export function useDeleteExpenseWithToasts() {
  const queryClient = useQueryClient();
  const mutation = useDeleteExpense();
  const undo = async (expense: ShownExpense) => {
    try {
      await restoreExpense(queryClient, expense.id);
      showExpenseToast({ title: "Expense Restored", description: "Your expense is back." });
    } catch (error) {
      showToast({
        title: "Undo Failed",
        description: serverMessage(error) ?? "Failed to restore expense",
        type: "error",
      });
    }
  };
  /** `settled` runs once the delete has finished either way (e.g. to close the edit sheet). */
  const remove = (expense: ShownExpense, settled?: () => void) =>
    mutation.mutate(expense, {
      onSuccess: (outcome) =>
        outcome.kind === "waiting"
          ? // Offline (docs/offline.md): nothing to undo on the server yet.
            showExpenseToast({
              title: "Deleted on this device",
              description: "It will sync when you're back online.",
            })
          : outcome.kind === "dropped"
            ? // A change still waiting to sync, now gone: the server never had it, so no Undo.
              showExpenseToast({
                title: "Expense Deleted",
                description: "Your expense has been deleted successfully.",
              })
            : showUndoToast({
                title: "Expense Deleted",
                description: "Your expense has been deleted successfully.",
                onUndo: () => void undo(expense),
              }),
      onError: (error) =>
        showToast({
          title: "Delete Failed",
          description: serverMessage(error) ?? "Failed to delete expense",
          type: "error",
        }),
      onSettled: settled,
    });
  return {
    remove,
    deleting: mutation.isPending,
    deletingId: mutation.isPending ? mutation.variables?.id : undefined,
  };
}
