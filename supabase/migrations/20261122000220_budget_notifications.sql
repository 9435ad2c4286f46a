-- Budget alerts, written only by the database (20261122000230_budget_alert_trigger.sql) and read by
-- their owner, who may only mark them read.
create table public.budget_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  notification_type text not null
    constraint budget_notifications_type_known
      check (notification_type in ('budget_50', 'budget_80', 'budget_100', 'daily_limit')),
  -- The Indian month (its first day) for budget_* alerts, the Indian day for daily_limit.
  period date not null,
  -- The Indian day the alert was raised.
  trigger_date date not null default (now() at time zone 'Asia/Kolkata')::date,
  message text not null,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  -- Each alert at most once per month (daily_limit once per day), whatever happens to the expenses.
  constraint budget_notifications_once_per_period unique (user_id, notification_type, period)
);

-- The notification list: a user's unread alerts, newest first (polled every 30 seconds).
create index budget_notifications_unread_idx
  on public.budget_notifications (user_id, created_at desc)
  where read_at is null;

alter table public.budget_notifications enable row level security;

create policy "users read their own notifications"
  on public.budget_notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users mark their own notifications read"
  on public.budget_notifications for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Users cannot create, delete or reword alerts; they can only set the read marker.
revoke insert, update, delete, truncate on public.budget_notifications from anon, authenticated;
grant update (read_at) on public.budget_notifications to authenticated;
