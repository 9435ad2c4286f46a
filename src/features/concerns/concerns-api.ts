// A user's concerns about their data (docs/product.md "Raise a concern"): raise one, read their own.
import type { ConcernRow, NewConcernInput } from "@shared/contract/concerns.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

const key = ["concerns"] as const;

export const useOwnConcerns = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.read<ConcernRow[]>("/concerns", "Failed to fetch your concerns"),
  });

export function useRaiseConcern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewConcernInput) => api.post<ConcernRow>("/concerns", input),
    onSuccess: (row) => queryClient.setQueryData<ConcernRow[]>(key, (rows) => [row, ...(rows ?? [])]),
  });
}
