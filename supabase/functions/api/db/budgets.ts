// The caller's monthly budget, read and written under RLS.
import { cycleStartText } from "@shared/calendar/budget-cycle.ts";
import type { BudgetRow } from "@shared/contract/api-rows.ts";
import type { Budget } from "@shared/contract/budget-schemas.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  type, amount::text as amount, category_budgets::text as "categoryBudgets", updated_at as "updatedAt",
  cycle_start as "cycleStart", previous_cycle_start as "previousCycleStart",
  cycle_start_from::text as "cycleStartFrom"`;

/** The start day as stored, or null to keep the saved one (a new budget: the calendar month). */
const cycleStartOf = (budget: Budget) =>
  budget.cycleStart === undefined ? null : cycleStartText(budget.cycleStart);

export async function findBudget(tx: Tx): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    select ${columns(tx)} from public.budgets
    where user_id = (select auth.uid()) and type = 'monthly'`;
  return rows[0] ?? null;
}

/** Inserts the budget; null when the caller already has one (unique per user and type). */
export async function insertBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    insert into public.budgets (user_id, type, amount, category_budgets, cycle_start)
    values ((select auth.uid()), ${budget.type}, ${budget.amount}, ${tx.json(budget.categoryBudgets)},
      coalesce(${cycleStartOf(budget)}, '1'))
    on conflict do nothing
    returning ${columns(tx)}`;
  return rows[0] ?? null;
}

/** Replaces the budget; null when the caller has none. */
export async function updateBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    update public.budgets
    set amount = ${budget.amount}, category_budgets = ${tx.json(budget.categoryBudgets)},
      cycle_start = coalesce(${cycleStartOf(budget)}, cycle_start)
    where user_id = (select auth.uid()) and type = ${budget.type}
    returning ${columns(tx)}`;
  return rows[0] ?? null;
}
