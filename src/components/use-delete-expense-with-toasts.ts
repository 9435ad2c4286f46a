import { serverMessage } from "../lib/api.ts";
import { useDeleteExpense } from "../lib/expense-mutations.ts";
import type { Expense } from "../lib/money-queries.ts";
import { showExpenseToast, showToast } from "./ui/toaster.tsx";

/** Delete with docs/product.md §4.17, §8.5 toasts: "Expense Deleted" or a destructive "Delete Failed". */
export function useDeleteExpenseWithToasts() {
  const mutation = useDeleteExpense();
  const remove = (expense: Expense) =>
    mutation.mutate(expense.id, {
      onSuccess: () =>
        showExpenseToast({
          title: "Expense Deleted",
          description: "Your expense has been deleted successfully.",
        }),
      onError: (error) =>
        showToast({
          title: "Delete Failed",
          description: serverMessage(error) ?? "Failed to delete expense",
          type: "error",
        }),
    });
  return { remove, deletingId: mutation.isPending ? mutation.variables : undefined };
}
