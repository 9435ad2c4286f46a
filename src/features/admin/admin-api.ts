// Admin reads (spec §7). The API answers 403 unless the caller is an admin (ARCHITECTURE departures).
import { useQuery } from "@tanstack/react-query";
import type { activityStats, userStats } from "../../../supabase/functions/api/db/admin.ts";
import { api, apiErrorOf } from "../../lib/api.ts";

// The API answers what these database reads return (type-only imports: no server code in the bundle).
type AdminStats = Awaited<ReturnType<typeof userStats>>;
type ActivityStats = Awaited<ReturnType<typeof activityStats>>;

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
