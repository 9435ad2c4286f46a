// Usage statistics across all users for the admin dashboard. They need every user's rows, so they
// run with the function's own database rights; the route lets only app_metadata.role = admin in.
import type postgres from "postgres";

export async function userStats(sql: postgres.Sql, recentCount = 10) {
  const [totals] = await sql<{ totalUsers: number }[]>`
    select count(*)::int as "totalUsers" from auth.users where deleted_at is null`;
  const recentSignups = await sql<{ email: string; signupDate: string }[]>`
    select email, created_at as "signupDate" from auth.users
    where deleted_at is null
    order by created_at desc
    limit ${recentCount}`;
  return { totalUsers: totals?.totalUsers ?? 0, recentSignups };
}

/** Distinct users with any activity since `from`. */
export async function activeUsersSince(sql: postgres.Sql, from: Date): Promise<number> {
  const [row] = await sql<{ activeUsers: number }[]>`
    select count(distinct user_id)::int as "activeUsers" from public.user_activity where created_at >= ${from}`;
  return row?.activeUsers ?? 0;
}

/** Logins, added expenses and activities per Indian day since `from`. */
export async function activityStatsSince(sql: postgres.Sql, from: Date) {
  const [totals] = await sql<{ totalLogins: number; totalExpenses: number }[]>`
    select
      count(*) filter (where activity_type = 'login')::int as "totalLogins",
      count(*) filter (where activity_type = 'expense_added')::int as "totalExpenses"
    from public.user_activity where created_at >= ${from}`;
  const days = await sql<{ day: string; count: number }[]>`
    select (created_at at time zone 'Asia/Kolkata')::date::text as day, count(*)::int as count
    from public.user_activity where created_at >= ${from}
    group by 1`;
  return {
    totalLogins: totals?.totalLogins ?? 0,
    totalExpenses: totals?.totalExpenses ?? 0,
    perDay: new Map(days.map((row) => [row.day, row.count])),
  };
}
