-- Spending analytics for the signed-in user. Security invoker: they run under the caller's role, so
-- row-level security limits them to the caller's own rows. They read the daily totals
-- (22_expense_daily_totals.sql), never the expenses themselves. Days and months are Indian
-- (private.ist_day) whatever the server's time zone; sums are numeric, so 0.10 + 0.20 is exactly 0.30.

-- First day of an Indian month, refusing impossible months with a clear message.
create or replace function private.month_start(year integer, month integer)
returns date
language plpgsql
immutable
security invoker
set search_path = ''
as $$
begin
  if month is null or month not between 1 and 12 then
    raise exception 'Month must be between 1 and 12, got %', coalesce(month::text, 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  if year is null or year not between 2000 and 2100 then
    raise exception 'Year must be between 2000 and 2100, got %', coalesce(year::text, 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  return make_date(year, month, 1);
end;
$$;

revoke execute on function private.month_start(integer, integer) from public;
grant execute on function private.month_start(integer, integer) to authenticated, service_role;

-- Total and per-category totals of the caller's spending on the Indian days [first_day, end_day).
create or replace function private.spending_between_days(first_day date, end_day date)
returns table (total_spent numeric, category_spending jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    coalesce(sum(per_category.spent), 0) as total_spent,
    coalesce(jsonb_object_agg(per_category.category, per_category.spent), '{}'::jsonb) as category_spending
  from (
    select t.category, sum(t.total) as spent
    from private.spending_daily_totals t
    where t.user_id = (select auth.uid())
      and t.day >= first_day
      and t.day < end_day
    group by t.category
  ) per_category
$$;

revoke execute on function private.spending_between_days(date, date) from public;
grant execute on function private.spending_between_days(date, date) to authenticated, service_role;

-- Spending on one Indian day (today when no day is given).
create or replace function public.spending_on_day(day date default null)
returns table (total_spent numeric, category_spending jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.total_spent, s.category_spending
  from (select coalesce(spending_on_day.day, private.ist_today()) as d) chosen
  cross join lateral private.spending_between_days(chosen.d, chosen.d + 1) s
$$;

-- Spending in one Indian month (the current one when no year/month is given).
create or replace function public.spending_in_month(year integer default null, month integer default null)
returns table (total_spent numeric, category_spending jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.total_spent, s.category_spending
  from (
    select case
      when spending_in_month.year is null and spending_in_month.month is null
        then date_trunc('month', private.ist_today())::date
      else private.month_start(spending_in_month.year, spending_in_month.month)
    end as first_day
  ) chosen
  cross join lateral private.spending_between_days(
    chosen.first_day,
    (chosen.first_day + interval '1 month')::date
  ) s
$$;

-- Spending since the first expense.
create or replace function public.spending_all_time()
returns table (total_spent numeric, category_spending jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.total_spent, s.category_spending
  from private.spending_between_days('-infinity'::date, 'infinity'::date) s
$$;

-- The calendar's dots: the Indian days ('yyyy-mm-dd', ascending) of a month that have expenses.
create or replace function public.month_expense_dates(year integer, month integer)
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(to_char(days.day, 'YYYY-MM-DD') order by days.day), '{}')
  from (
    select distinct t.day
    from (select private.month_start(month_expense_dates.year, month_expense_dates.month) as first_day) chosen
    join public.expense_daily_totals t
      on t.user_id = (select auth.uid())
      and t.day >= chosen.first_day
      and t.day < (chosen.first_day + interval '1 month')::date
  ) days
$$;

-- The caller's own daily figure for today, read with the owner's rights: row-level security's checks on
-- the budget, the cycle's plans, the daily totals and the recurring payments (each the caller's rows
-- already: every read is by `owner`) cost ~0.03 ms of a ~0.09 ms call (docs/api.md "Issue 23's
-- figures, seventh pass"). It takes no owner, so it can answer no one's figure but the caller's, and
-- lives in the unexposed `private` schema (the Data API reaches it only through daily_limit_status).
create or replace function private.caller_daily_figure()
returns table (
  daily_limit numeric,
  monthly_budget numeric,
  spent_before numeric,
  committed numeric,
  days_left integer,
  spent_on_day numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query select * from private.daily_figure((select auth.uid()), private.ist_today());
end;
$$;

revoke execute on function private.caller_daily_figure() from public;
grant execute on function private.caller_daily_figure() to authenticated, service_role;

-- Home's today card, read on every refresh: today's spending and today's daily limit with the figures
-- it comes from (private.daily_figure, the one daily figure, which the alert trigger uses too; it
-- answers today's spending as well). PL/pgSQL, so the caller's statement is a bare function scan:
-- inlined as SQL, its body (and auth.uid()'s text, parsed again each time) was planned with every
-- statement that reads it, ~0.06–0.09 ms of planning against ~0.012 now, and no cheaper to run from a
-- cached plan (docs/api.md "Issue 23's figures, fourth pass: planning and search"). Its own
-- statement's plan is cached with the session.
create or replace function public.daily_limit_status()
returns table (
  today_spent numeric,
  daily_limit numeric,
  monthly_budget numeric,
  spent_before_today numeric,
  committed numeric,
  days_left integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
    select f.spent_on_day, f.daily_limit, f.monthly_budget, f.spent_before, f.committed, f.days_left
    from private.caller_daily_figure() f;
end;
$$;

-- Signed-in users only: anon has no expenses to ask about.
revoke execute on function
  public.spending_on_day(date),
  public.spending_in_month(integer, integer),
  public.spending_all_time(),
  public.month_expense_dates(integer, integer),
  public.daily_limit_status()
from public, anon;
grant execute on function
  public.spending_on_day(date),
  public.spending_in_month(integer, integer),
  public.spending_all_time(),
  public.month_expense_dates(integer, integer),
  public.daily_limit_status()
to authenticated, service_role;

-- Set aside in one Indian month (the current one when no year/month is given): what the user moved to
-- investments, savings or the card bill (set-aside categories), which no spending figure above counts;
-- analytics shows it apart as "Set aside ₹X".
create or replace function public.set_aside_in_month(year integer default null, month integer default null)
returns table (total_set_aside numeric, category_set_aside jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    coalesce(sum(per_category.amount), 0),
    coalesce(jsonb_object_agg(per_category.category, per_category.amount), '{}'::jsonb)
  from (
    select t.category, sum(t.total) as amount
    from (
      select case
        when set_aside_in_month.year is null and set_aside_in_month.month is null
          then date_trunc('month', private.ist_today())::date
        else private.month_start(set_aside_in_month.year, set_aside_in_month.month)
      end as first_day
    ) chosen
    join private.set_aside_daily_totals t
      on t.user_id = (select auth.uid())
      and t.day >= chosen.first_day
      and t.day < (chosen.first_day + interval '1 month')::date
    group by t.category
  ) per_category
$$;

revoke execute on function public.set_aside_in_month(integer, integer) from public, anon;
grant execute on function public.set_aside_in_month(integer, integer) to authenticated, service_role;
