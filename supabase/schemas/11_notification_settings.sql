-- Time zones: the names Postgres knew when 20261126000200_data_api_bounds.sql filled the table
-- (its rows are there; pg_timezone_names is a directory scan, ~60 ms, too slow for a check on every
-- write; a key lookup is not). Not exposed, no grants: the foreign key below is checked with the
-- table owner's rights. After an upgrade of Postgres's zone data, add new names with the same
-- insert; a name Postgres drops is still handled by the jobs (private.local_clock).
create table private.time_zones (
  name text primary key
);

revoke all on private.time_zones from public, anon, authenticated;

-- A user's clock in their zone, and the instant of a wall-clock time there, for the jobs: null for a
-- zone Postgres does not know instead of an error, so that one user's zone never fails a query that
-- reads everyone's settings (a guard in the WHERE clause does not run first: the planner orders it).
create or replace function private.local_clock(instant timestamptz, zone text)
returns timestamp
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return instant at time zone zone;
exception when invalid_parameter_value then
  return null;
end;
$$;

create or replace function private.zone_instant(wall_clock timestamp, zone text)
returns timestamptz
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return wall_clock at time zone zone;
exception when invalid_parameter_value then
  return null;
end;
$$;

revoke execute on function private.local_clock(timestamptz, text) from public;
revoke execute on function private.zone_instant(timestamp, text) from public;

-- Per-user reminder and alert preferences (docs/product.md §3, defaults from §9: 19:00, Asia/Kolkata, all on).
-- Created with the profile when the account is created.
create table public.notification_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  push_token text check (char_length(push_token) <= 4096),
  daily_reminders boolean not null default true,
  budget_alerts boolean not null default true,
  weekly_reports boolean not null default true,
  -- One Postgres knows: an unknown one failed the reminders for everyone.
  timezone text not null default 'Asia/Kolkata' check (char_length(timezone) between 1 and 64)
    constraint notification_settings_time_zone_known references private.time_zones (name),
  reminder_time time not null default '19:00',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index notification_settings_timezone_idx on public.notification_settings (timezone);

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
