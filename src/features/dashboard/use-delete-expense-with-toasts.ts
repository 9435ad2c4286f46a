import { showExpenseToast, showToast } from "../../components/ui/toaster.tsx";
import { serverMessage } from "../../lib/api.ts";
import type { ShownExpense } from "../../lib/money-queries.ts";
import { useDeleteExpense } from "./dashboard-api.ts";

/** Delete with docs/product.md §4.17, §8.5 toasts: "Expense Deleted" or a destructive "Delete Failed". */
export function useDeleteExpenseWithToasts() {
  const mutation = useDeleteExpense();
  const remove = (expense: ShownExpense) =>
    mutation.mutate(expense, {
      onSuccess: (outcome) =>
        showExpenseToast(
          outcome.kind === "waiting"
            ? { title: "Deleted on this device", description: "It will sync when you're back online." }
            : { title: "Expense Deleted", description: "Your expense has been deleted successfully." },
        ),
      onError: (error) =>
        showToast({
          title: "Delete Failed",
          description: serverMessage(error) ?? "Failed to delete expense",
          type: "error",
        }),
    });
  return { remove, deletingId: mutation.isPending ? mutation.variables?.id : undefined };
}
