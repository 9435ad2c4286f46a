// The caller's answers to the privacy notice (GET/POST /api/consents, docs/api.md "Consents").
import type { ConsentAnswer, ConsentState } from "@shared/contract/consents.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api";

export const consentsKey = ["consents"] as const;

export const useConsents = () =>
  useQuery({
    queryKey: consentsKey,
    queryFn: () => api.read<ConsentState>("/consents", "Failed to fetch your privacy choices"),
  });

/** Records answers; the current user (its `consentNeeded`) and the Profile switches follow them. */
export function useAnswerConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConsentAnswer) => api.post<ConsentState>("/consents", answer),
    onSuccess: (state) => {
      queryClient.setQueryData(consentsKey, state);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ["auth", "user"] }),
        queryClient.invalidateQueries({ queryKey: ["notification-settings"] }),
      ]);
    },
  });
}
