// The caller's own activity rows (login, expense_added), written under RLS.
import type { Tx } from "./with-user.ts";

export type ActivityType = "login" | "expense_added";

export async function recordActivity(
  tx: Tx,
  type: ActivityType,
  data: Record<string, unknown> = {},
): Promise<void> {
  await tx`
    insert into public.user_activity (user_id, activity_type, activity_data)
    values ((select auth.uid()), ${type}, ${tx.json(data as never)})`;
}
