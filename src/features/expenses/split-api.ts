// Saving a bill split across categories (docs/product.md §4.19.1): POST /api/expenses with `lines`,
// all lines or none. A split is saved online only: the offline queue keeps single expenses.
import type { SplitExpenseRow } from "@shared/contract/api-rows.ts";
import type { SplitExpenseInput, SplitPatchInput } from "@shared/contract/split-expense-schemas.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { moneyKeys, refreshAfterExpenseChange } from "../../lib/money-queries.ts";
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

/** The bill an expense is a line of (GET /api/expenses/:id/split), for the edit sheet. */
export function useSplitOf(expense: { id: string; splitId?: string | null }) {
  return useQuery({
    queryKey: [...moneyKeys.expenses, "split", expense.splitId ?? null],
    queryFn: () => api.get<SplitExpenseRow>(`/expenses/${expense.id}/split`),
    enabled: Boolean(expense.splitId),
  });
}

export interface EditSplitRequest {
  id: string;
  payload: SplitPatchInput;
  photo: Blob | null;
}

/** PATCH /api/expenses/:id with `lines`: the bill's lines replaced as a whole (online only). */
export function useEditSplitExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload, photo }: EditSplitRequest) => {
      const receiptPath = photo ? await uploadReceipt(photo) : undefined;
      return api.patch<SplitExpenseRow>(`/expenses/${id}`, { ...payload, receiptPath });
    },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
