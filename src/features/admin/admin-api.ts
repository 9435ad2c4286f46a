// Admin reads (spec §7). The API answers 403 unless the caller is an admin (ARCHITECTURE departures).
import { useQuery } from "@tanstack/react-query";
import { api, apiErrorOf } from "../../lib/api.ts";

export interface AdminStats {
  totalUsers: number;
  recentSignups: Array<{ email: string; signupDate: string }>;
}
export interface DailyUsers {
  activeUsers: number;
}
export interface ActivityStats {
  totalLogins: number;
  totalExpenses: number;
  dailyUsage: Record<string, number>;
}

export const isForbidden = (error: unknown) => apiErrorOf(error)?.status === 403;

export const useAdminStats = () =>
  useQuery({
    queryKey: ["admin", "stats"],
    queryFn: () => api.read<AdminStats>("/admin/stats", "Failed to fetch admin stats"),
  });

export const useDailyUsers = () =>
  useQuery({
    queryKey: ["admin", "daily-users"],
    queryFn: () => api.read<DailyUsers>("/activity/daily-users", "Failed to fetch daily users"),
  });

export const useActivityStats = () =>
  useQuery({
    queryKey: ["admin", "activity", 30],
    queryFn: () => api.read<ActivityStats>("/activity/stats?days=30", "Failed to fetch activity stats"),
  });
