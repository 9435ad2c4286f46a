-- Per-user reminder and alert preferences (docs/product.md §3, defaults from §9: 19:00, Asia/Kolkata, all on).
-- Created with the profile when the account is created.
create table public.notification_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  push_token text check (char_length(push_token) <= 4096),
  daily_reminders boolean not null default true,
  budget_alerts boolean not null default true,
  weekly_reports boolean not null default true,
  timezone text not null default 'Asia/Kolkata' check (char_length(timezone) between 1 and 64),
  reminder_time time not null default '19:00',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger notification_settings_touch_updated_at
  before update on public.notification_settings
  for each row execute function private.touch_updated_at();

alter table public.notification_settings enable row level security;

create policy "users read their own notification settings"
  on public.notification_settings for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users create their own notification settings"
  on public.notification_settings for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own notification settings"
  on public.notification_settings for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

revoke all on public.notification_settings from anon, authenticated;
grant select,
  insert (user_id, push_token, daily_reminders, budget_alerts, weekly_reports, timezone, reminder_time),
  update (push_token, daily_reminders, budget_alerts, weekly_reports, timezone, reminder_time)
  on public.notification_settings to authenticated;
