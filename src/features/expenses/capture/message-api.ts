// Saving expenses from bank/UPI messages (docs/capture.md): the user's learned payee categories,
// which messages are already saved, and Save all (POST /api/expenses/batch, all or nothing; without a
// connection, each expense a save of its own in the offline queue: docs/offline.md).
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import type { BatchExpenseInput } from "@shared/contract/expense-schemas.ts";
import { onlineManager, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api.ts";
import { refreshAfterExpenseChange, type ShownExpense } from "../../../lib/money-queries.ts";
import { classifyFailure } from "../../../lib/offline-queue.ts";
import { clientWithIdempotencyKey, queueAdds, signedInUserId } from "../../../lib/offline-sync.ts";

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
  /** Each with its category (the review list always chooses one). */
  expenses: (BatchExpenseInput & { category: string })[];
  idempotencyKey: string;
}

/** Save all's outcome: saved by the server, or kept on this device until there's a connection. */
export type SaveMessagesOutcome =
  | { kind: "sent"; expenses: ExpenseRow[] }
  | { kind: "waiting"; expenses: ShownExpense[] };

/**
 * Save all: one all-or-nothing request while there's a connection; without one (offline, or no answer,
 * a timeout or a 5xx: the server saved nothing it confirmed), each expense becomes a queued save of
 * its own, sent in order later (docs/offline.md). A refusal (400, 409 …) stays the review list's error.
 */
export function useSaveMessageExpenses() {
  const queryClient = useQueryClient();
  return useMutation({
    // The queue decides what to do without a connection: the save must run, not pause.
    networkMode: "always",
    mutationFn: async ({ expenses, idempotencyKey }: SaveMessagesRequest): Promise<SaveMessagesOutcome> => {
      if (onlineManager.isOnline()) {
        try {
          const answer = await clientWithIdempotencyKey(idempotencyKey).post<{ expenses: ExpenseRow[] }>(
            "/expenses/batch",
            { expenses },
          );
          return { kind: "sent", expenses: answer?.expenses ?? [] };
        } catch (error) {
          if (classifyFailure(error) !== "retry") throw error;
        }
      }
      const userId = await signedInUserId();
      if (!userId) throw new ApiError(401, "Unauthorized", '{"message":"Unauthorized"}');
      return { kind: "waiting", expenses: await queueAdds(userId, idempotencyKey, expenses) };
    },
    onSuccess: (outcome) =>
      outcome.kind === "sent"
        ? Promise.all([
            refreshAfterExpenseChange(queryClient),
            queryClient.invalidateQueries({ queryKey: messageKeys.learnedCategories }),
          ])
        : undefined,
  });
}
