// Superuser SQL on the test stack's database, for arranging data and asserting rows.
import postgres from "postgres";
import { stack } from "./stack.ts";

let shared: postgres.Sql | undefined;

/** One shared postgres.js pool per test file (role postgres, bypasses RLS); closes itself when idle. */
export function adminSql(): postgres.Sql {
  shared ??= postgres(stack().urls.db, { max: 3, idle_timeout: 5, onnotice: () => {} });
  return shared;
}

/** Runs `work` as a signed-in user (newUser()'s), as the API does: RLS and the checked functions see them. */
export function asUser<T>(
  who: { user: { id: string } },
  work: (tx: postgres.TransactionSql) => Promise<T>,
): Promise<T> {
  return adminSql().begin(async (tx) => {
    const claims = { sub: who.user.id, role: "authenticated", aud: "authenticated" };
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    await tx.unsafe("set local role authenticated");
    return work(tx);
  }) as Promise<T>;
}

/**
 * A user's stored daily totals and the same computed afresh from their expenses, for asserting that
 * the triggers kept the totals exact.
 */
export async function dailyTotalsAndFresh(userId: string) {
  const sql = adminSql();
  const stored = await sql`
    select to_char(day, 'YYYY-MM-DD') as day, category, total::text, expense_count
    from public.expense_daily_totals where user_id = ${userId} order by 1, 2`;
  const fresh = await sql`
    select to_char((spent_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, category,
      sum(amount)::text as total, count(*)::int as expense_count
    from public.expenses where user_id = ${userId} group by 1, 2 order by 1, 2`;
  return { stored: [...stored], fresh: [...fresh] };
}
