// The caller's budget notifications, under RLS.
import type { NotificationRow } from "@shared/contract/api-rows.ts";
import type { Tx } from "./with-user.ts";

/**
 * Unread alerts, newest first; none while the user's "Budget alerts" switch is off (docs/product.md §4.25). Alerts raised by one expense share their creation time: the higher
 * threshold was crossed last, so it comes first, and the id keeps the order stable between reads.
 */
export function unreadNotifications(tx: Tx): Promise<NotificationRow[]> {
  return tx<NotificationRow[]>`
    select id::text as id, notification_type as "notificationType", message,
      trigger_date::text as "triggerDate", created_at as "createdAt",
      threshold_percent as threshold, spent_amount::text as spent, limit_amount::text as "limit",
      floor(spent_amount * 100 / limit_amount)::int as percent,
      household_id::text as "householdId",
      (select h.name from public.households h where h.id = household_id) as "householdName"
    from public.budget_notifications
    where user_id = (select auth.uid()) and read_at is null
      and coalesce((select s.budget_alerts from public.notification_settings s where s.user_id = (select auth.uid())), true)
    order by created_at desc, threshold_percent desc nulls last, id desc
    limit 100`;
}

/** True when the notification exists and is the caller's (reading twice is fine). */
export async function markNotificationRead(tx: Tx, id: string, at: Date): Promise<boolean> {
  const rows = await tx`
    update public.budget_notifications set read_at = coalesce(read_at, ${at})
    where id = ${id}
    returning id`;
  return rows.length === 1;
}
