// The caller's activity rows (login, expense_added), written through private.record_activity: users
// cannot insert activity themselves (Data API lock-down), the API records it in their transaction.
import type { Tx } from "./with-user.ts";

export type ActivityType = "login" | "expense_added";

export async function recordActivity(
  tx: Tx,
  type: ActivityType,
  data: Record<string, unknown> = {},
): Promise<void> {
  await tx`select private.record_activity(${type}, ${tx.json(data as never)})`;
}
