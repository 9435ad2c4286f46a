// Budget alerts by Web Push (docs/product.md §4.10, §4.28): every minute, each new alert row, personal
// or a household member's copy, goes to each of its user's devices, once. The row is claimed first
// (push_claimed_at, supabase/schemas/55_alert_push.sql, with `for update skip locked`), so two runs at
// once never send it twice; a push that fails after the claim is not retried (as the reminder's).
// Rows it claims but does not send are only marked: raised more than ALERT_PUSH_WINDOW_MINUTES before
// the run (the first run after deploying, a job that was down), already read, the user's
// "Budget alerts" switch off (§4.25), or no devices. The device rules are the reminder's
// (pushToDevices); several users' pushes go at once and one user's failure touches no one else's.
import type postgres from "postgres";
import { pushTargetsOf } from "../db/push-subscriptions.ts";
import { withService } from "../db/with-user.ts";
import type { MailLanguage } from "../mail/messages.ts";
import { type AlertForPush, budgetAlertPush } from "../push/alert-push-text.ts";
import type { PushSender } from "../push/web-push.ts";
import { pushToDevices, usersAtOnce } from "./reminder-push.ts";

/** An alert older than this at the run is marked, not sent: it would arrive as news long after. */
export const ALERT_PUSH_WINDOW_MINUTES = 10;

const BATCH = 500;

interface ClaimedAlert extends AlertForPush {
  userId: string;
  language: MailLanguage;
  /** False when it is only marked (too old, read, switch off, no devices). */
  send: boolean;
}

/** Claims up to BATCH unclaimed alerts (oldest first) and answers them, whether to send each. */
function claimAlerts(tx: postgres.TransactionSql, now: Date, userIds: string[] | null) {
  return tx<ClaimedAlert[]>`
    with due as (
      select b.id from public.budget_notifications b
      where b.push_claimed_at is null
        and (${userIds}::uuid[] is null or b.user_id = any(${userIds}::uuid[]))
      order by b.created_at
      limit ${BATCH}
      for update skip locked
    ), claimed as (
      update public.budget_notifications b set push_claimed_at = ${now}
      from due where b.id = due.id
      returning b.id, b.user_id, b.notification_type, b.message, b.threshold_percent, b.spent_amount,
        b.limit_amount, b.household_id, b.created_at, b.read_at
    )
    select c.id::text as id, c.user_id::text as "userId", c.notification_type as "notificationType",
      c.message, c.threshold_percent as threshold, c.spent_amount::text as spent,
      c.limit_amount::text as "limit", h.name as "householdName", p.language,
      (c.created_at >= ${now}::timestamptz - make_interval(mins => ${ALERT_PUSH_WINDOW_MINUTES})
        and c.read_at is null
        and coalesce((select s.budget_alerts from public.notification_settings s where s.user_id = c.user_id), true)
        and exists (select 1 from public.push_subscriptions d where d.user_id = c.user_id)) as send
    from claimed c
    left join public.households h on h.id = c.household_id
    left join public.profiles p on p.id = c.user_id
    order by c.created_at, c.threshold_percent desc nulls last`;
}

/** One user's alerts to their devices, each on its own; answers how many any device took. */
async function pushUserAlerts(
  sql: postgres.Sql,
  push: PushSender,
  userId: string,
  alerts: ClaimedAlert[],
): Promise<number> {
  let targets = await pushTargetsOf(sql, userId);
  let pushed = 0;
  for (const alert of alerts) {
    if (targets.length === 0) break;
    try {
      targets = await pushToDevices(
        sql,
        push,
        targets,
        budgetAlertPush(alert, alert.language),
        "budget_alert",
      );
      pushed += 1;
    } catch (error) {
      console.error(`[jobs] budget_alert ${alert.id} push to ${userId} failed: ${(error as Error).message}`);
    }
  }
  return pushed;
}

export async function pushBudgetAlerts(
  sql: postgres.Sql,
  push: PushSender | undefined,
  now: Date,
  userIds?: string[],
): Promise<{ claimed: number; pushed: number }> {
  // Without VAPID keys nothing can go; the rows stay unclaimed and age out of the window.
  if (!push) return { claimed: 0, pushed: 0 };
  let claimed = 0;
  let pushed = 0;
  for (;;) {
    const batch = await withService(sql, (tx) => claimAlerts(tx, now, userIds ?? null));
    claimed += batch.length;
    const byUser = new Map<string, ClaimedAlert[]>();
    for (const alert of batch.filter((row) => row.send))
      byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
    const users = usersAtOnce("budget_alert");
    for (const [userId, alerts] of byUser) {
      await users.add(userId, async () => {
        // Added after the await: `pushed += await …` would add to the count read before it.
        const sent = await pushUserAlerts(sql, push, userId, alerts);
        pushed += sent;
        return sent > 0;
      });
    }
    await users.done();
    if (batch.length < BATCH) return { claimed, pushed };
  }
}
