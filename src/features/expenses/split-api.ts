// Saving a bill split across categories (docs/product.md §4.19.1): POST /api/expenses with `lines`,
// all lines or none. A split is saved online only: the offline queue keeps single expenses.
import type { SplitExpenseRow } from "@shared/contract/api-rows.ts";
import type { SplitExpenseInput } from "@shared/contract/split-expense-schemas.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { refreshAfterExpenseChange } from "../../lib/money-queries.ts";
import { uploadReceipt } from "./expense-api.ts";

export interface SaveSplitRequest {
  payload: SplitExpenseInput;
  photo: Blob | null;
}

export function useSaveSplitExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, photo }: SaveSplitRequest) => {
      const receiptPath = photo ? await uploadReceipt(photo) : null;
      return api.post<SplitExpenseRow>("/expenses", { ...payload, receiptPath });
    },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
