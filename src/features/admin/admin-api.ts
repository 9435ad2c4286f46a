// Admin reads (spec §7). The API answers 403 unless the caller is an admin (ARCHITECTURE departures).
import { useQuery } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api.ts";

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

/** Keeps the ApiError (status included) so the page can tell 403 from other failures. */
async function read<T>(path: string, failure: string): Promise<T> {
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(`${failure}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

export const useAdminStats = () =>
  useQuery({
    queryKey: ["admin", "stats"],
    queryFn: () => read<AdminStats>("/admin/stats", "Failed to fetch admin stats"),
  });

export const useDailyUsers = () =>
  useQuery({
    queryKey: ["admin", "daily-users"],
    queryFn: () => read<DailyUsers>("/activity/daily-users", "Failed to fetch daily users"),
  });

export const useActivityStats = () =>
  useQuery({
    queryKey: ["admin", "activity", 30],
    queryFn: () => read<ActivityStats>("/activity/stats?days=30", "Failed to fetch activity stats"),
  });
