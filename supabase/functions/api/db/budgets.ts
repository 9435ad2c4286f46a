// The caller's monthly budget, read and written under RLS.
import type { BudgetRow } from "@shared/contract/api-rows.ts";
import type { Budget } from "@shared/contract/budget-schemas.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  type, amount::text as amount, category_budgets::text as "categoryBudgets", updated_at as "updatedAt"`;

export async function findBudget(tx: Tx): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    select ${columns(tx)} from public.budgets
    where user_id = (select auth.uid()) and type = 'monthly'`;
  return rows[0] ?? null;
}

/** Inserts the budget; null when the caller already has one (unique per user and type). */
export async function insertBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    insert into public.budgets (user_id, type, amount, category_budgets)
    values ((select auth.uid()), ${budget.type}, ${budget.amount}, ${tx.json(budget.categoryBudgets)})
    on conflict do nothing
    returning ${columns(tx)}`;
  return rows[0] ?? null;
}

/** Replaces the budget; null when the caller has none. */
export async function updateBudget(tx: Tx, budget: Budget): Promise<BudgetRow | null> {
  const rows = await tx<BudgetRow[]>`
    update public.budgets
    set amount = ${budget.amount}, category_budgets = ${tx.json(budget.categoryBudgets)}
    where user_id = (select auth.uid()) and type = ${budget.type}
    returning ${columns(tx)}`;
  return rows[0] ?? null;
}
