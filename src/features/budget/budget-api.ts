// GET / POST / PUT /api/budget (spec §7). POST when the user has none, PUT otherwise (spec §4).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { budgetPayload } from "./budget-form.ts";

export interface LoadedBudget {
  amount: number;
  categoryBudgets: Record<string, number>;
}

const toNumber = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

function parseSplit(raw: unknown): Record<string, number> {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toNumber(v)]),
  );
}

/** Same key as the home screen's budget query, so both share one cache entry. */
export const budgetKey = ["budget"] as const;

export const useSavedBudget = () =>
  useQuery({
    queryKey: budgetKey,
    queryFn: async (): Promise<LoadedBudget | null> => {
      const raw = await api
        .get<{ amount?: unknown; categoryBudgets?: unknown } | null>("/budget")
        .catch((error: unknown) => {
          if (error instanceof Error && error.message.startsWith("404:")) return null;
          throw error;
        });
      if (!raw || raw.amount === undefined || raw.amount === null) return null;
      return { amount: toNumber(raw.amount), categoryBudgets: parseSplit(raw.categoryBudgets) };
    },
  });

export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exists, body }: { exists: boolean; body: ReturnType<typeof budgetPayload> }) =>
      exists ? api.put("/budget", body) : api.post("/budget", body),
    // The daily limit and alerts derive from the budget.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: budgetKey }),
        queryClient.invalidateQueries({ queryKey: ["analytics"] }),
        queryClient.invalidateQueries({ queryKey: ["notifications"] }),
      ]),
  });
}
