-- What users did and when (sign-ins, expenses added …), for the admin usage statistics.
-- The API records a row as the user; users read back only their own.
create table public.user_activity (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The Indian day of the activity.
  activity_date date not null default private.ist_today(),
  activity_type text not null
    constraint user_activity_type_length check (char_length(activity_type) between 1 and 50),
  activity_data jsonb not null default '{}'::jsonb
    constraint user_activity_data_object check (jsonb_typeof(activity_data) = 'object'),
  created_at timestamptz not null default now()
);

create index user_activity_user_date_idx on public.user_activity (user_id, activity_date);

-- Admin statistics: activity per day and active users today, across all users.
create index user_activity_date_type_idx on public.user_activity (activity_date, activity_type);

alter table public.user_activity enable row level security;

create policy "users read their own activity"
  on public.user_activity for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Activity rows are written only through private.record_activity (below), never directly.
revoke all on public.user_activity from anon, authenticated;
grant select on public.user_activity to authenticated;

-- The API records a sign-in or a saved expense in the caller's transaction, as the caller. The
-- function is not reachable through the Data API (schema private is not exposed), checks the type
-- and bounds the details, and dates the row itself.
create or replace function private.record_activity(kind text, details jsonb default '{}'::jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'record_activity needs a signed-in caller' using errcode = 'insufficient_privilege';
  end if;
  if kind not in ('login', 'expense_added') then
    raise exception 'Unknown activity type "%"', kind using errcode = 'check_violation';
  end if;
  if jsonb_typeof(coalesce(details, '{}'::jsonb)) <> 'object' or pg_column_size(details) > 2048 then
    raise exception 'Activity details must be a small JSON object' using errcode = 'check_violation';
  end if;
  -- Usage activity is kept only with the user's consent (38_consents.sql): not for one who declined
  -- or withdrew "usage analytics".
  if private.consent_given((select auth.uid()), 'analytics') is false then
    return;
  end if;
  insert into public.user_activity (user_id, activity_type, activity_data)
  values ((select auth.uid()), kind, coalesce(details, '{}'::jsonb));
end;
$$;

revoke execute on function private.record_activity(text, jsonb) from public;
grant execute on function private.record_activity(text, jsonb) to authenticated;

-- Usage statistics for the admin dashboard. They read every user's rows, so they are security
-- definer, live in the unexposed `private` schema, and first check that the caller is an admin:
-- `app_metadata.role = 'admin'` in the JWT (app_metadata is writable only by the service role,
-- unlike user_metadata). The service role itself is also let through, for server-side jobs.
-- Days are Indian days. (The newest sign-ups read profiles_created_at_idx, 10_profiles.sql.)

create or replace function private.assert_admin()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') <> 'admin'
    and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    raise exception 'Only admins may read usage statistics'
      using errcode = 'insufficient_privilege';
  end if;
end;
$$;

revoke execute on function private.assert_admin() from public;
grant execute on function private.assert_admin() to authenticated, service_role;

-- Number of accounts.
create or replace function private.admin_total_users()
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return (select count(*) from public.profiles);
end;
$$;

-- The newest accounts, newest first.
create or replace function private.admin_recent_signups(max_rows integer default 10)
returns table (email text, signed_up_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_admin();
  return query
    select p.email, p.created_at
    from public.profiles p
    order by p.created_at desc
    limit least(greatest(coalesce(max_rows, 10), 1), 100);
end;
$$;

-- Users who did anything today (Indian day): recorded an activity (e.g. signed in) or added an expense.
create or replace function private.admin_active_users_today()
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.ist_today();
begin
  perform private.assert_admin();
  return (
    select count(*)
    from (
      select a.user_id from public.user_activity a where a.activity_date = today
      union
      select e.user_id from public.expenses e where e.created_at >= private.ist_start_of(today)
    ) active
  );
end;
$$;

-- Over the last `days` Indian days (today included): sign-ins, expenses added, and activity per day
-- as {"yyyy-mm-dd": count} with every day present. A day's activity is the expenses added that day
-- (counted from expenses itself, whoever saved them) plus the other recorded activities; recorded
-- 'expense_added' activities are left out so no expense counts twice.
create or replace function private.admin_activity_stats(days integer default 30)
returns table (total_logins bigint, total_expenses bigint, daily_usage jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.ist_today();
  first_day date;
begin
  perform private.assert_admin();
  if days is null or days not between 1 and 366 then
    raise exception 'Days must be between 1 and 366, got %', coalesce(days::text, 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := today - (days - 1);

  return query
    with activity as (
      select a.activity_date as day, a.activity_type as kind, 1::bigint as events
      from public.user_activity a
      where a.activity_date between first_day and today
      -- Days more than 90 days back: the counts the scheduled job kept (38_less_data_kept.sql).
      union all
      select c.activity_date, c.activity_type, c.events::bigint
      from private.usage_daily_counts c
      where c.activity_date between first_day and today
    ),
    expenses_added as (
      select private.ist_day(e.created_at) as day
      from public.expenses e
      where e.created_at >= private.ist_start_of(first_day)
    ),
    events_per_day as (
      select day, sum(events)::bigint as events
      from (
        select day, events from activity where kind <> 'expense_added'
        union all
        select day, 1::bigint from expenses_added
      ) events
      group by day
    )
    select
      (select coalesce(sum(activity.events), 0)::bigint from activity where activity.kind = 'login'),
      (select count(*) from expenses_added),
      (
        select jsonb_object_agg(to_char(first_day + offset_days, 'YYYY-MM-DD'), coalesce(epd.events, 0))
        from generate_series(0, days - 1) as offset_days
        left join events_per_day epd on epd.day = first_day + offset_days
      );
end;
$$;

revoke execute on function
  private.admin_total_users(),
  private.admin_recent_signups(integer),
  private.admin_active_users_today(),
  private.admin_activity_stats(integer)
from public;
grant execute on function
  private.admin_total_users(),
  private.admin_recent_signups(integer),
  private.admin_active_users_today(),
  private.admin_activity_stats(integer)
to authenticated, service_role;
