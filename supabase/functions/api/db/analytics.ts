// Spending figures for the caller through the database's IST analytics functions
// (supabase/migrations/*_spending_analytics.sql, since *_expense_daily_totals.sql reading the per-day
// totals), which run under the caller's RLS.
import type {
  CycleSpending,
  DailyLimitStatus,
  MonthTotal,
  SetAside,
  Spending,
} from "@shared/contract/api-rows.ts";
import { paiseFromWire, paiseToRupeeNumber } from "@shared/money/paise.ts";
import type { Tx } from "./with-user.ts";

type SpendingRow = { totalSpent: string; categorySpending: Record<string, number> };

/**
 * These answers carry JSON numbers of rupees (docs/api.md): numeric text from SQL becomes paise, then
 * the number JSON prints as the same decimal ("170.75" → 170.75).
 */
const rupeeNumber = (numericText: string | undefined): number =>
  paiseToRupeeNumber(paiseFromWire(numericText));

const toSpending = (row: SpendingRow | undefined): Spending => ({
  totalSpent: rupeeNumber(row?.totalSpent),
  categorySpending: row?.categorySpending ?? {},
});

/** One Indian day (yyyy-mm-dd). */
export async function spendingOnDay(tx: Tx, day: string): Promise<Spending> {
  const [row] = await tx<SpendingRow[]>`
    select total_spent::text as "totalSpent", category_spending as "categorySpending"
    from public.spending_on_day(${day}::date)`;
  return toSpending(row);
}

/** One Indian calendar month (1–12). */
export async function spendingInMonth(tx: Tx, year: number, month: number): Promise<Spending> {
  const [row] = await tx<SpendingRow[]>`
    select total_spent::text as "totalSpent", category_spending as "categorySpending"
    from public.spending_in_month(${year}::int, ${month}::int)`;
  return toSpending(row);
}

/** The caller's budget cycle that holds an Indian day (docs/product.md §4.31), with its bounds. */
export async function spendingInCycle(tx: Tx, day: string): Promise<CycleSpending> {
  const [row] = await tx<(SpendingRow & { startDay: string; endDay: string })[]>`
    select start_day::text as "startDay", end_day::text as "endDay",
      total_spent::text as "totalSpent", category_spending as "categorySpending"
    from public.spending_in_cycle(${day}::date)`;
  return { ...toSpending(row), startDay: row?.startDay ?? day, endDay: row?.endDay ?? day };
}

/** One Indian calendar month's set-aside money (docs/product.md §4.32), which no spending figure holds. */
export async function setAsideInMonth(tx: Tx, year: number, month: number): Promise<SetAside> {
  const [row] = await tx<{ total: string; byCategory: Record<string, number> }[]>`
    select total_set_aside::text as total, category_set_aside as "byCategory"
    from public.set_aside_in_month(${year}::int, ${month}::int)`;
  return { totalSetAside: rupeeNumber(row?.total), categorySetAside: row?.byCategory ?? {} };
}

/** Indian dates (yyyy-mm-dd) of the month that have at least one expense. */
export async function monthExpenseDates(tx: Tx, year: number, month: number): Promise<string[]> {
  const [row] = await tx<
    { dates: string[] }[]
  >`select public.month_expense_dates(${year}::int, ${month}::int) as dates`;
  return row?.dates ?? [];
}

/**
 * Today's (Indian day) spend and today's daily limit, with the figures it comes from
 * (private.daily_figure, docs/product.md §4.7); the limit is null without a budget.
 */
export async function dailyLimitStatus(tx: Tx): Promise<DailyLimitStatus> {
  const [row] = await tx<
    {
      todaySpent: string;
      dailyLimit: string | null;
      monthlyBudget: string | null;
      spentBeforeToday: string;
      committed: string;
      daysLeft: number;
    }[]
  >`
    select today_spent::text as "todaySpent", daily_limit::text as "dailyLimit",
      monthly_budget::text as "monthlyBudget", spent_before_today::text as "spentBeforeToday",
      committed::text as committed, days_left as "daysLeft"
    from public.daily_limit_status()`;
  const orNull = (amount: string | null | undefined) => (amount == null ? null : rupeeNumber(amount));
  return {
    todaySpent: rupeeNumber(row?.todaySpent),
    dailyLimit: orNull(row?.dailyLimit),
    monthlyBudget: orNull(row?.monthlyBudget),
    spentBeforeToday: rupeeNumber(row?.spentBeforeToday),
    committed: rupeeNumber(row?.committed),
    daysLeft: row?.daysLeft ?? 1,
  };
}

/** Every Indian month with spending and its total, newest first (from the per-day totals). */
export async function monthTotals(tx: Tx): Promise<MonthTotal[]> {
  const rows = await tx<{ month: string; total: string }[]>`
    select to_char(date_trunc('month', t.day), 'YYYY-MM') as month, sum(t.total)::text as total
    from private.spending_daily_totals t
    where t.user_id = (select auth.uid()) and t.expense_count > 0
    group by 1 order by 1 desc
    limit 240`;
  return rows.map((row) => ({ month: row.month, total: rupeeNumber(row.total) }));
}
