// Saving expenses from bank/UPI messages (docs/capture.md): the user's learned payee categories,
// which messages are already saved, and Save all (POST /api/expenses/batch, all or nothing).
import type { ExpenseRow } from "@shared/api-rows.ts";
import type { BatchExpenseInput } from "@shared/schemas.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api.ts";
import { refreshAfterExpenseChange } from "../../lib/money-queries.ts";
import { clientWithIdempotencyKey } from "../../lib/offline-sync.ts";

export const messageKeys = {
  learnedCategories: ["merchant-categories"] as const,
  savedRefs: (refs: readonly string[]) => ["expenses", "message-refs", [...refs].sort()] as const,
};

/** Merchant key → the category the user last gave that payee. */
export async function fetchLearnedCategories(): Promise<Record<string, string>> {
  const body = await api.get<{ categories: Record<string, string> }>("/merchant-categories");
  return body?.categories ?? {};
}

/** Which of these message references already have an expense (asked in pages of 100). */
export async function fetchSavedRefs(refs: readonly string[]): Promise<Set<string>> {
  const saved = new Set<string>();
  for (let start = 0; start < refs.length; start += 100) {
    const page = refs.slice(start, start + 100);
    const body = await api.get<{ saved: string[] }>(
      `/expenses/message-refs?refs=${encodeURIComponent(page.join(","))}`,
    );
    for (const ref of body?.saved ?? []) saved.add(ref);
  }
  return saved;
}

/** The API's answer when a message already has an expense (409). */
export const isAlreadySavedError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

export interface SaveMessagesRequest {
  expenses: BatchExpenseInput[];
  idempotencyKey: string;
}

export function useSaveMessageExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenses, idempotencyKey }: SaveMessagesRequest) =>
      clientWithIdempotencyKey(idempotencyKey).post<{ expenses: ExpenseRow[] }>("/expenses/batch", {
        expenses,
      }),
    onSuccess: () =>
      Promise.all([
        refreshAfterExpenseChange(queryClient),
        queryClient.invalidateQueries({ queryKey: messageKeys.learnedCategories }),
      ]),
  });
}
