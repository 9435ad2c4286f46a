// The caller's reminder settings, under RLS (docs/product.md §4.25). The row is made with the account;
// a missing one reads as the defaults and is created by the first change.

import { INDIA_TIME_ZONE } from "@shared/calendar/indian-day.ts";
import type { NotificationSettingsRow } from "@shared/contract/api-rows.ts";
import {
  DEFAULT_REMINDER_TIME,
  type NotificationSettingsPatch,
} from "@shared/contract/notification-settings.ts";
import type { Tx } from "./with-user.ts";

const columns = (tx: Tx) => tx`
  s.daily_reminders as "dailyReminders", s.budget_alerts as "budgetAlerts", s.weekly_reports as "weeklyReports",
  to_char(s.reminder_time, 'HH24:MI') as "reminderTime", s.timezone`;

const DEFAULTS: NotificationSettingsRow = {
  dailyReminders: true,
  budgetAlerts: true,
  weeklyReports: true,
  reminderTime: DEFAULT_REMINDER_TIME,
  timezone: INDIA_TIME_ZONE,
};

export async function readNotificationSettings(tx: Tx): Promise<NotificationSettingsRow> {
  const [row] = await tx<NotificationSettingsRow[]>`
    select ${columns(tx)} from public.notification_settings s where s.user_id = (select auth.uid())`;
  return row ?? DEFAULTS;
}

export async function changeNotificationSettings(
  tx: Tx,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettingsRow> {
  const next = { ...(await readNotificationSettings(tx)), ...patch };
  const [row] = await tx<NotificationSettingsRow[]>`
    insert into public.notification_settings as s (user_id, daily_reminders, budget_alerts, weekly_reports, reminder_time)
    values ((select auth.uid()), ${next.dailyReminders}, ${next.budgetAlerts}, ${next.weeklyReports}, ${next.reminderTime}::time)
    on conflict (user_id) do update set
      daily_reminders = excluded.daily_reminders, budget_alerts = excluded.budget_alerts,
      weekly_reports = excluded.weekly_reports, reminder_time = excluded.reminder_time
    returning ${columns(tx)}`;
  return row as NotificationSettingsRow;
}
