// Admin reads (docs/product.md §7.2). The API answers 403 unless the caller is an admin (docs/product.md §6.3).

import type { ActivityStats, AdminStats } from "@shared/contract/api-rows.ts";
import type { AdminConcernRow, ConcernAnswerInput, ConcernRow } from "@shared/contract/concerns.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiErrorOf } from "../../lib/api.ts";

export const isForbidden = (error: unknown) => apiErrorOf(error)?.status === 403;

export const useAdminStats = () =>
  useQuery({
    queryKey: ["admin", "stats"],
    queryFn: () => api.read<AdminStats>("/admin/stats", "Failed to fetch admin stats"),
  });

export const useDailyUsers = () =>
  useQuery({
    queryKey: ["admin", "daily-users"],
    queryFn: () => api.read<{ activeUsers: number }>("/activity/daily-users", "Failed to fetch daily users"),
  });

export const useActivityStats = () =>
  useQuery({
    queryKey: ["admin", "activity", 30],
    queryFn: () => api.read<ActivityStats>("/activity/stats?days=30", "Failed to fetch activity stats"),
  });

/** Every concern users raised, oldest first, with the days left of the response time (docs/product.md "Raise a concern"). */
export const useAdminConcerns = () =>
  useQuery({
    queryKey: ["admin", "concerns"],
    queryFn: () => api.read<AdminConcernRow[]>("/admin/concerns", "Failed to fetch concerns"),
  });

export function useAnswerConcern() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: ConcernAnswerInput }) =>
      api.patch<ConcernRow>(`/admin/concerns/${id}`, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "concerns"] }),
  });
}
