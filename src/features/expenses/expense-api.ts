// Saving an expense (docs/product.md §4.13, §7.4, §7.5): optional receipt upload to Storage, then the POST
// with an Idempotency-Key so a double click or a retry never creates a second row.

import type { CustomCategoryRow } from "@shared/api-rows.ts";
import type { ExpenseInput, ExpensePatchInput } from "@shared/schemas.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api, apiBaseUrl, createApiClient } from "../../lib/api.ts";
import { type Expense, moneyKeys, refreshAfterExpenseChange } from "../../lib/money-queries.ts";
import { currentAccessToken, supabase } from "../../lib/supabase.ts";

export const RECEIPTS_BUCKET = "receipts";

/** The expense as the API saved it. */
export type SavedExpense = Expense;

/** Uploads a receipt under the caller's own folder: `<user id>/<uuid>.jpg` (the bucket's RLS rule). */
export async function uploadReceipt(photo: Blob): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error('401: {"message":"Unauthorized"}');
  const path = `${userId}/${crypto.randomUUID()}.jpg`;
  const { error } = await supabase.storage
    .from(RECEIPTS_BUCKET)
    .upload(path, photo, { contentType: photo.type || "image/jpeg", upsert: false });
  if (error) throw new Error(`Receipt upload failed: ${error.message}`);
  return path;
}

/** An API client whose requests carry one Idempotency-Key (the app client has no per-call headers). */
export function clientWithIdempotencyKey(key: string) {
  return createApiClient({
    baseUrl: apiBaseUrl,
    getAccessToken: currentAccessToken,
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("Idempotency-Key", key);
      return globalThis.fetch(input, { ...init, headers });
    },
  });
}

export interface SaveExpenseRequest {
  payload: ExpenseInput;
  photo: Blob | null;
  idempotencyKey: string;
}

export function useSaveExpense() {
  const queryClient = useQueryClient();
  // A retry of the same attempt reuses the receipt already uploaded instead of storing it twice.
  const uploaded = useRef(new WeakMap<Blob, string>()).current;
  return useMutation({
    mutationFn: async ({ payload, photo, idempotencyKey }: SaveExpenseRequest) => {
      let receiptPath: string | null = null;
      if (photo) {
        receiptPath = uploaded.get(photo) ?? (await uploadReceipt(photo));
        uploaded.set(photo, receiptPath);
      }
      return clientWithIdempotencyKey(idempotencyKey).post<SavedExpense>("/expenses", {
        ...payload,
        ...(receiptPath ? { receiptPath } : {}),
      });
    },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}

/** Keeps a new category of the user's own (POST /api/categories), for every device. */
export function useAddCustomCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CustomCategoryRow>("/categories", { name }),
    onSuccess: (row) => {
      queryClient.setQueryData<CustomCategoryRow[]>(moneyKeys.customCategories, (list) => [
        ...(list ?? []).filter((category) => category.name.toLowerCase() !== row.name.toLowerCase()),
        row,
      ]);
    },
  });
}

export interface UpdateExpenseRequest {
  id: string;
  /** The fields that changed (expenseEditPatch); a new photo replaces the receipt. */
  patch: ExpensePatchInput;
  photo: Blob | null;
}

/** PATCH /api/expenses/:id, after uploading a new receipt photo if there is one. */
export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch, photo }: UpdateExpenseRequest) => {
      const receiptPath = photo ? await uploadReceipt(photo) : undefined;
      return api.patch<SavedExpense>(`/expenses/${id}`, {
        ...patch,
        ...(receiptPath ? { receiptPath } : {}),
      });
    },
    onSuccess: () => refreshAfterExpenseChange(queryClient),
  });
}
