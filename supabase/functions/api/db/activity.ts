// The caller's activity rows (login, expense_added), written through private.record_activity: users
// cannot insert activity themselves (Data API lock-down), the API records it in their transaction.
import type { Tx } from "./with-user.ts";

export async function recordLogin(tx: Tx, method: "password"): Promise<void> {
  await tx`select private.record_activity('login', ${tx.json({ method })})`;
}

/**
 * Joined to the rows an insert returned, named `e` (with `id` and `category`): each new expense is
 * recorded as the caller's `expense_added` activity by the insert's own statement, so a save costs no
 * second round trip. A row without an id (nothing inserted) records nothing and is kept.
 */
export const recordingExpensesAdded = (tx: Tx) => tx`
  left join lateral (
    select private.record_activity('expense_added', jsonb_build_object('expenseId', e.id::text, 'category', e.category))
    where e.id is not null
  ) recorded on true`;
