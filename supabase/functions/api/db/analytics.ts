// Spending figures for the caller, under RLS. Each is one indexed query on (user_id, date).
import type { Tx } from "./with-user.ts";

export interface Spending {
  totalSpent: number;
  categorySpending: Record<string, number>;
}

export async function spendingBetween(tx: Tx, from: Date, to: Date): Promise<Spending> {
  const rows = await tx<{ category: string; total: string }[]>`
    select category, sum(amount)::text as total from public.expenses
    where user_id = (select auth.uid()) and date >= ${from} and date < ${to}
    group by category
    order by sum(amount) desc`;
  const categorySpending: Record<string, number> = {};
  let totalPaise = 0;
  for (const row of rows) {
    categorySpending[row.category] = Number(row.total);
    totalPaise += Math.round(Number(row.total) * 100);
  }
  return { totalSpent: totalPaise / 100, categorySpending };
}

/** Indian dates (yyyy-mm-dd) in [from, to) that have at least one expense. */
export async function expenseDatesBetween(tx: Tx, from: Date, to: Date): Promise<string[]> {
  const rows = await tx<{ day: string }[]>`
    select distinct (date at time zone 'Asia/Kolkata')::date::text as day from public.expenses
    where user_id = (select auth.uid()) and date >= ${from} and date < ${to}
    order by day`;
  return rows.map((row) => row.day);
}

/** Today's (Indian day) spend and the daily limit (monthly budget / 30, 0 without a budget). */
export async function dailyLimit(tx: Tx, todayStart: Date, tomorrowStart: Date) {
  const [row] = await tx<{ todaySpent: string; dailyLimit: string }[]>`
    select
      coalesce((select sum(amount) from public.expenses
                where user_id = (select auth.uid()) and date >= ${todayStart} and date < ${tomorrowStart}), 0)::text
        as "todaySpent",
      coalesce((select round(amount / 30, 2) from public.budgets where user_id = (select auth.uid())), 0)::text
        as "dailyLimit"`;
  return { todaySpent: Number(row?.todaySpent ?? 0), dailyLimit: Number(row?.dailyLimit ?? 0) };
}
