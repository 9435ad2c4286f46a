// The caller's monthly budget, read and written under RLS.
import { cycleStartText } from "@shared/calendar/budget-cycle.ts";
import type { BudgetRow } from "@shared/contract/api-rows.ts";
import type { Budget } from "@shared/contract/budget-schemas.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  type, amount::text as amount, category_budgets::text as "categoryBudgets", updated_at as "updatedAt",
  cycle_start as "cycleStart", previous_cycle_start as "previousCycleStart",
  cycle_start_from::text as "cycleStartFrom",
  carry_categories as "carryCategories", carry_overspending as "carryOverspending",
  ${carriedColumns(tx)}`;

/** What was carried into today's cycle (private.carried_into_cycle, the one home of the rule). */
const carriedColumns = (tx: Tx) => tx`
  (select coalesce(jsonb_object_agg(c.category, c.amount::text), '{}'::jsonb)
    from private.carried_into_cycle((select auth.uid()), private.ist_today()) c) as carried,
  (select jsonb_build_object('startDay', min(c.from_start)::text, 'endDay', min(c.from_end)::text)
    from private.carried_into_cycle((select auth.uid()), private.ist_today()) c
    having count(*) > 0) as "carriedFrom"`;

/** The start day as stored, or null to keep the saved one (a new budget: the calendar month). */
const cycleStartOf = (budget: Budget) =>
  budget.cycleStart === undefined ? null : cycleStartText(budget.cycleStart);

export async function findBudget(tx: Tx): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    select ${columns(tx)} from public.budgets
    where user_id = (select auth.uid()) and type = 'monthly'`;
  return rows[0] ?? null;
}

// Written, then read again: what was carried depends on this cycle's plan, which the budget's
// after-trigger saves once the statement is done (after RETURNING is computed).

/** Inserts the budget; null when the caller already has one (unique per user and type). */
export async function insertBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx`
    insert into public.budgets (user_id, type, amount, category_budgets, cycle_start, carry_categories,
      carry_overspending)
    values ((select auth.uid()), ${budget.type}, ${budget.amount}, ${tx.json(budget.categoryBudgets)},
      coalesce(${cycleStartOf(budget)}, '1'), ${budget.carryCategories ?? []}::text[],
      ${budget.carryOverspending ?? false})
    on conflict do nothing
    returning 1`;
  return rows.length > 0 ? findBudget(tx) : null;
}

/** Replaces the budget; null when the caller has none. */
export async function updateBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx`
    update public.budgets
    set amount = ${budget.amount}, category_budgets = ${tx.json(budget.categoryBudgets)},
      cycle_start = coalesce(${cycleStartOf(budget)}, cycle_start),
      carry_categories = coalesce(${budget.carryCategories ?? null}::text[], carry_categories),
      carry_overspending = coalesce(${budget.carryOverspending ?? null}, carry_overspending)
    where user_id = (select auth.uid()) and type = ${budget.type}
    returning 1`;
  return rows.length > 0 ? findBudget(tx) : null;
}
