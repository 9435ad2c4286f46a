-- What users write through the Data API can no longer stop the scheduler's jobs. On a hosted project
-- /rest/v1 runs every insert and update the grants allow, past the API's validation, so the rules
-- live here: a recurring payment's dates stay in a window the job can count through (-infinity made
-- every /jobs/run fail; a next due date in the year 1000 made one run add twelve thousand expenses),
-- a time zone must be one Postgres knows (an unknown one failed the reminders for everyone), and the
-- other dates and sizes users write are finite and small. Rows from before are repaired first, so the
-- rules hold for every row; the jobs also handle each user on their own (supabase/functions/api/jobs)
-- so that a row no rule foresaw costs its owner only.
-- tests/integration/db/writable-columns.test.ts names the rule of every column users may write.

-- Recurring payments (docs/product.md §4.23). The API starts a payment today or later and never
-- moves its next due date before its start; a day's margin covers an API whose "today" was read just
-- before an Indian midnight. created_at is the server's (no grant), so the window is the row's own.
-- A row out of bounds is paused at its start: resuming it recomputes the next due date.
update public.recurring_payments p
set starts_on = least(greatest(p.starts_on, (p.created_at at time zone 'Asia/Kolkata')::date), date '2100-12-31'),
  paused = true
where not (p.starts_on between (p.created_at at time zone 'Asia/Kolkata')::date - 1 and date '2100-12-31');

update public.recurring_payments p
set next_due_on = p.starts_on, paused = true
where not (p.next_due_on between p.starts_on and date '2200-12-31');

alter table public.recurring_payments
  add constraint recurring_payments_starts_on_window check (
    starts_on between (created_at at time zone 'Asia/Kolkata')::date - 1 and date '2100-12-31'
  ),
  add constraint recurring_payments_next_due_on_window check (
    next_due_on between starts_on and date '2200-12-31'
  );

-- A date a user marks skipped is one a payment can fall due on.
delete from public.recurring_occurrences where not (due_on between date '2000-01-01' and date '2200-12-31');
alter table public.recurring_occurrences
  add constraint recurring_occurrences_due_on_years check (due_on between date '2000-01-01' and date '2200-12-31');

-- Time zones: the names Postgres knew when this ran (pg_timezone_names is a directory scan, ~60 ms,
-- too slow for a check on every write; a key lookup is not). Not exposed, no grants: the foreign key
-- is checked with the table owner's rights. After an upgrade of Postgres's zone data, add new names
-- with the same insert; a name Postgres drops is still handled by the jobs (private.local_clock).
create table private.time_zones (
  name text primary key
);

insert into private.time_zones (name) select z.name from pg_catalog.pg_timezone_names z;

revoke all on private.time_zones from public, anon, authenticated;

update public.notification_settings s set timezone = 'Asia/Kolkata'
where s.timezone not in (select z.name from private.time_zones z);

alter table public.notification_settings
  add constraint notification_settings_time_zone_known foreign key (timezone) references private.time_zones (name);

create index notification_settings_timezone_idx on public.notification_settings (timezone);

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

-- An expense's moment: the years the API accepts (expenseDateSchema). Expenses cannot be repaired,
-- so rows from before stay as they are (NOT VALID); every new write is checked.
alter table public.expenses
  add constraint expenses_spent_at_years check (
    spent_at >= timestamptz '2000-01-01 00:00:00+00' and spent_at < timestamptz '2101-01-01 00:00:00+00'
  ) not valid;

-- When a user read an alert, and when a payee's category was learned: finite instants.
update public.budget_notifications set read_at = created_at
where not (read_at >= timestamptz '2000-01-01 00:00:00+00' and read_at < timestamptz '2101-01-01 00:00:00+00');
alter table public.budget_notifications
  add constraint budget_notifications_read_at_years check (
    read_at >= timestamptz '2000-01-01 00:00:00+00' and read_at < timestamptz '2101-01-01 00:00:00+00'
  );

update public.merchant_categories set updated_at = now()
where not (updated_at >= timestamptz '2000-01-01 00:00:00+00' and updated_at < timestamptz '2101-01-01 00:00:00+00');
alter table public.merchant_categories
  add constraint merchant_categories_updated_at_years check (
    updated_at >= timestamptz '2000-01-01 00:00:00+00' and updated_at < timestamptz '2101-01-01 00:00:00+00'
  );

-- The coach's days (docs/product.md §10.8) are Indian days of use; closed alerts are at most 20 keys
-- of at most 40 characters (userStatePatchSchema). The state is a cache of the app's: a day out of
-- bounds is forgotten, as is an over-long list.
update public.user_state set last_logged_date = null
where not (last_logged_date between date '2000-01-01' and date '2100-12-31');
update public.user_state set mission_date = null
where not (mission_date between date '2000-01-01' and date '2100-12-31');
update public.user_state set greeting_shown_on = null
where not (greeting_shown_on between date '2000-01-01' and date '2100-12-31');
update public.user_state set closed_alerts = '{}'
where char_length(array_to_string(closed_alerts, '')) > 800;

alter table public.user_state
  add constraint user_state_last_logged_date_years check (last_logged_date between date '2000-01-01' and date '2100-12-31'),
  add constraint user_state_mission_date_years check (mission_date between date '2000-01-01' and date '2100-12-31'),
  add constraint user_state_greeting_shown_on_years check (greeting_shown_on between date '2000-01-01' and date '2100-12-31'),
  add constraint user_state_closed_alerts_short check (char_length(array_to_string(closed_alerts, '')) <= 800);
