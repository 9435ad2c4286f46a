// The caller's savings goals under RLS (docs/product.md §4.33). The balance and the milestones are the
// database's (private.savings_goal_moved); a move below 0 fails its check as a whole.
import type { GoalMilestone } from "@shared/budget/goal-plan.ts";
import type { GoalRow } from "@shared/contract/goal-schemas.ts";
import type { Tx } from "./with-user.ts";

const GOAL_COLUMNS = (tx: Tx) => tx`
  g.id, g.name, g.target_amount::text as "targetAmount", to_char(g.target_date, 'YYYY-MM-DD') as "targetDate",
  g.balance::text as balance, g.created_at as "createdAt",
  coalesce((
    select array_agg(m.percent order by m.percent) from public.savings_goal_milestones m where m.goal_id = g.id
  ), '{}') as milestones,
  -- Today's net move (Indian day): the goal mission's progress (docs/product.md §4.33).
  coalesce((
    select sum(m.amount) from public.savings_goal_moves m
    where m.goal_id = g.id and m.created_at >= private.ist_start_of(private.ist_today())
  ), 0.00)::text as "movedToday"`;

export function listGoals(tx: Tx): Promise<GoalRow[]> {
  return tx<GoalRow[]>`
    select ${GOAL_COLUMNS(tx)} from public.savings_goals g
    where g.user_id = (select auth.uid()) order by g.created_at, g.id`;
}

export async function findGoal(tx: Tx, id: string): Promise<GoalRow | null> {
  const [row] = await tx<
    GoalRow[]
  >`select ${GOAL_COLUMNS(tx)} from public.savings_goals g where g.id = ${id}`;
  return row ?? null;
}

export async function insertGoal(
  tx: Tx,
  goal: { name: string; targetAmount: string; targetDate: string | null },
): Promise<GoalRow> {
  const [row] = await tx<{ id: string }[]>`
    insert into public.savings_goals (name, target_amount, target_date)
    values (${goal.name}, ${goal.targetAmount}::numeric, ${goal.targetDate}::date)
    returning id`;
  return (await findGoal(tx, String(row?.id))) as GoalRow;
}

export type MoveOutcome =
  | { ok: true; goal: GoalRow; newMilestones: GoalMilestone[] }
  | { ok: false; reason: "not-found"; balance?: undefined }
  /** Taking out more than the goal holds (`balance`, decimal text). */
  | { ok: false; reason: "below-zero"; balance: string };

/**
 * Moves money into (positive) or out of (negative) a goal. The milestones this move reached first are
 * those written in this transaction (now() is the transaction's time).
 */
export async function moveMoney(tx: Tx, id: string, amount: string): Promise<MoveOutcome> {
  const goal = await findGoal(tx, id);
  if (!goal) return { ok: false, reason: "not-found" };
  try {
    await tx.savepoint(
      (savepoint) => savepoint`
        insert into public.savings_goal_moves (goal_id, amount) values (${id}, ${amount}::numeric)`,
    );
  } catch (error) {
    if ((error as { code?: string }).code === "23514")
      return { ok: false, reason: "below-zero", balance: goal.balance };
    throw error;
  }
  const fresh = await tx<{ percent: GoalMilestone }[]>`
    select m.percent from public.savings_goal_milestones m
    where m.goal_id = ${id} and m.reached_at = now() order by m.percent`;
  return { ok: true, goal: (await findGoal(tx, id)) as GoalRow, newMilestones: fresh.map((m) => m.percent) };
}

export async function deleteGoal(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx`delete from public.savings_goals where id = ${id} returning id`;
  return rows.length > 0;
}
