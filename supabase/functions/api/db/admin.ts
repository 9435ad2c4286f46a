// Usage statistics for the admin dashboard through the database's admin functions
// (supabase/migrations/*_admin_analytics.sql). They run in the caller's transaction and check
// `app_metadata.role = admin` in the JWT themselves, on top of the route's own check.
import type { ActivityStats, AdminStats } from "@shared/contract/api-rows.ts";
import type { Tx } from "./with-user.ts";

export async function userStats(tx: Tx, recentCount = 10): Promise<AdminStats> {
  const [totals] = await tx<
    { totalUsers: number }[]
  >`select private.admin_total_users()::int as "totalUsers"`;
  const recentSignups = await tx<{ email: string; signupDate: string }[]>`
    select email, signed_up_at as "signupDate" from private.admin_recent_signups(${recentCount}::int)`;
  return { totalUsers: totals?.totalUsers ?? 0, recentSignups };
}

export async function activeUsersToday(tx: Tx): Promise<number> {
  const [row] = await tx<
    { activeUsers: number }[]
  >`select private.admin_active_users_today()::int as "activeUsers"`;
  return row?.activeUsers ?? 0;
}

export async function activityStats(tx: Tx, days: number): Promise<ActivityStats> {
  const [row] = await tx<ActivityStats[]>`
    select total_logins::int as "totalLogins", total_expenses::int as "totalExpenses", daily_usage as "dailyUsage"
    from private.admin_activity_stats(${days}::int)`;
  return row ?? { totalLogins: 0, totalExpenses: 0, dailyUsage: {} };
}
