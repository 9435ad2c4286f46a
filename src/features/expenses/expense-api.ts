// Saving an expense (docs/product.md §4.13, §7.4, §7.5; docs/offline.md): through the offline queue,
// which stores the save (with its Idempotency-Key and the receipt photo) before sending it, so a save
// made without a connection is kept and sent later, and a retry never creates a second expense.

import type { CustomCategoryRow } from "@shared/contract/api-rows.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../i18n/i18n.ts";
import { ApiError, api } from "../../lib/api.ts";
import { type Expense, moneyKeys, type ShownExpense } from "../../lib/money-queries.ts";
import {
  type ExpenseEditPatch,
  type NewExpensePayload,
  provisionalExpense,
} from "../../lib/offline-queue.ts";
import {
  addItem,
  editExpense,
  queueAndSend,
  RECEIPTS_BUCKET,
  signedInUserId,
} from "../../lib/offline-sync.ts";
import { supabase } from "../../lib/supabase.ts";

/** The expense as the API saved it, or as this device shows it while it waits to sync. */
export type SavedExpense = Expense | ShownExpense;

/** True when the save is kept on this device until the connection comes back. */
export const isWaitingToSync = (expense: SavedExpense): boolean =>
  "syncState" in expense && Boolean(expense.syncState);

/** The toast of a save kept on this device (docs/offline.md). */
export const waitingToSyncToast = () => ({
  title: i18n.t("expenses:waitingTitle"),
  description: i18n.t("expenses:waiting"),
});

/** Uploads a receipt under the caller's own folder: `<user id>/<uuid>.jpg` (the bucket's RLS rule). */
export async function uploadReceipt(photo: Blob): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error('401: {"message":"Unauthorized"}');
  const path = `${userId}/${crypto.randomUUID()}.jpg`;
  const { storage } = await import("../../lib/supabase-storage.ts");
  const { error } = await storage
    .from(RECEIPTS_BUCKET)
    .upload(path, photo, { contentType: photo.type || "image/jpeg", upsert: false });
  if (error) throw new Error(`Receipt upload failed: ${error.message}`);
  return path;
}

export interface SaveExpenseRequest {
  payload: NewExpensePayload;
  photo: Blob | null;
  idempotencyKey: string;
  /** A shared expense's part that is mine (shared-with-form.ts), for totals while it waits to sync. */
  myShare?: string;
}

export function useSaveExpense() {
  return useMutation({
    // The queue decides what to do without a connection: the save must run, not pause.
    networkMode: "always",
    mutationFn: async ({
      payload,
      photo,
      idempotencyKey,
      myShare,
    }: SaveExpenseRequest): Promise<SavedExpense> => {
      const userId = await signedInUserId();
      if (!userId) throw new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}');
      const item = addItem(userId, idempotencyKey, {
        kind: "add-expense",
        payload,
        hasPhoto: photo !== null,
        ...(myShare ? { myShare } : {}),
      });
      const outcome = await queueAndSend(item, photo);
      if (outcome.kind === "waiting") return outcome.expense;
      // Sent by another tab's drain, the answer stayed there: this device's own copy stands in.
      return outcome.expense ?? (provisionalExpense({ ...item, status: "sent" }) as Expense);
    },
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
  /** The row as the screen showed it (it may itself be waiting to sync). */
  expense: ShownExpense;
  /** The fields that changed (expenseEditPatch); a new photo replaces the receipt. */
  patch: ExpenseEditPatch;
  photo: Blob | null;
}

/**
 * PATCH /api/expenses/:id through the offline queue (docs/offline.md): without a connection the edit
 * shows at once, marked "Waiting to sync", and is sent later; an edit of a change still waiting is
 * folded into it.
 */
export function useUpdateExpense() {
  return useMutation({
    networkMode: "always",
    mutationFn: async ({ expense, patch, photo }: UpdateExpenseRequest): Promise<SavedExpense> => {
      const userId = await signedInUserId();
      if (!userId) throw new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}');
      const outcome = await editExpense(userId, expense, patch, photo);
      if (outcome.kind === "waiting") return outcome.expense;
      return outcome.expense ?? expense;
    },
  });
}
