// A household's budget (supabase/schemas/52_household_budget.sql): read as the member under RLS
// (the budget holding in a month, and the household's spending in it), set through the database's
// checked function (owner only, known categories).
import { firstDayOf, type MonthKey } from "@shared/contract/household-budget-schemas.ts";
import type { Tx } from "./with-user.ts";

export interface HouseholdBudgetRow {
  role: "owner" | "member";
  setFrom: MonthKey | null;
  total: string | null;
  categories: Record<string, number> | null;
}

export interface HouseholdSpendingRow {
  category: string;
  total: string;
}

/** The caller's role and the budget holding in `month`; null when the caller is not a current member. */
export async function findHouseholdBudget(
  tx: Tx,
  householdId: string,
  month: MonthKey,
): Promise<HouseholdBudgetRow | null> {
  const [row] = await tx<HouseholdBudgetRow[]>`
    select private.household_role(${householdId}) as role,
      to_char(b.month, 'YYYY-MM') as "setFrom", b.total::text as total, b.category_budgets as categories
    from (select 1) one
    left join lateral (
      select month, total, category_budgets from public.household_budgets
      where household_id = ${householdId} and month <= ${firstDayOf(month)}::date
      order by month desc
      limit 1
    ) b on true`;
  return row?.role ? row : null;
}

/** The household's spending in `month` by category (whole shared expenses, set-aside left out). */
export const householdSpending = (tx: Tx, householdId: string, month: MonthKey) => tx<HouseholdSpendingRow[]>`
  select s.category, s.month_total::numeric(14, 2)::text as total
  from private.household_month_spending(${householdId}, ${firstDayOf(month)}::date) s
  order by s.month_total desc, s.category`;

export type SetHouseholdBudgetOutcome = "ok" | "not_found" | "not_owner" | "unknown_category";

export async function setHouseholdBudget(
  tx: Tx,
  householdId: string,
  month: MonthKey,
  total: number,
  categories: Record<string, number>,
): Promise<SetHouseholdBudgetOutcome> {
  const [row] = await tx<{ outcome: SetHouseholdBudgetOutcome }[]>`
    select outcome from private.set_household_budget(
      ${householdId}, ${firstDayOf(month)}::date, ${total}::numeric, ${tx.json(categories)})`;
  return row?.outcome ?? "not_found";
}
