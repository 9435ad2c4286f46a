-- The budget cycle (docs/product.md §4.31): the user's budget month starts on a day they pick, 1–28 or
-- the last working day (the last Monday–Friday of the calendar month; holidays are not known). Every
-- "this month" of the budget (the daily figure, days left, the monthly alerts, the cycle's spending)
-- is the cycle that holds an Indian day, from private.cycle_bounds. The shared core says the same in
-- supabase/functions/_shared/calendar/budget-cycle.ts; tests/integration/db/budget-cycle.test.ts
-- compares the two over many days. The five below are SQL-standard bodies (names bound when created)
-- with no `set search_path`, so the planner inlines them into the daily figure and the alert check; a
-- SET clause made each a call of its own, planned and run apart, for every expense saved. They are
-- `stable`, not `immutable`, though their answers never change: the planner works out an immutable
-- call with constant arguments while planning, so each daily figure (planned afresh for its user and
-- day) ran the last working day's branch several times over for users who start on a numbered day.

-- The last Monday–Friday of the calendar month that holds `day`. Needed only for that setting; in the
-- others' plans it stays a call that never runs.
create or replace function private.last_working_day(day date)
returns date
language sql
stable
parallel safe
security invoker
begin atomic
  select month_end - case extract(isodow from month_end)::integer when 6 then 1 when 7 then 2 else 0 end
  from (select (date_trunc('month', day::timestamp) + interval '1 month - 1 day')::date as month_end) m;
end;

-- The day a cycle of `setting` starts within the calendar month that holds `day`: the rule in its plain
-- form (cycle_bounds_of works the same days out by arithmetic for a start on the 1st–28th;
-- tests/integration/db/budget-cycle.test.ts checks the two agree).
create or replace function private.cycle_start_in_month(setting text, day date)
returns date
language sql
stable
parallel safe
security invoker
begin atomic
  select case
    when setting = 'last_working_day' then private.last_working_day(day)
    else date_trunc('month', day::timestamp)::date + (setting::integer - 1)
  end;
end;

-- The cycle of one setting that holds `day`: from its start day to the day before the next one. A
-- start on the 1st–28th (nearly everyone: the default is the 1st) is arithmetic: every month has that
-- day, so the day moved back to the 1st-based count falls in the calendar month its cycle starts in.
-- The last working day takes this month's, or last month's before it.
create or replace function private.cycle_bounds_of(setting text, day date)
returns table (start_day date, end_day date)
language sql
stable
parallel safe
security invoker
begin atomic
  select
    case
      when setting <> 'last_working_day'
        then date_trunc('month', (day - (setting::integer - 1))::timestamp)::date + (setting::integer - 1)
      when private.last_working_day(day) <= day then private.last_working_day(day)
      else private.last_working_day((date_trunc('month', day::timestamp) - interval '1 day')::date)
    end,
    case
      when setting <> 'last_working_day'
        then (date_trunc('month', (day - (setting::integer - 1))::timestamp) + interval '1 month')::date
          + (setting::integer - 2)
      when private.last_working_day(day) <= day
        then private.last_working_day((date_trunc('month', day::timestamp) + interval '1 month')::date) - 1
      else private.last_working_day(day) - 1
    end;
end;

-- The cycle that holds `day` for a budget row's three columns: before `setting_from`, the previous
-- setting's cycles, the last of them cut short the day before; from it on, the new setting's, the
-- first of them starting on `setting_from` (a change from the 1st to the 25th made in November: the
-- November cycle stays 1–30 Nov, then 1–24 Dec, then 25 Dec – 24 Jan). The previous setting's cycle
-- is worked out only for a day before `setting_from` (a branch of each case).
create or replace function private.cycle_bounds_at(setting text, previous_setting text, setting_from date, day date)
returns table (start_day date, end_day date)
language sql
stable
parallel safe
security invoker
begin atomic
  select
    case when setting_from is null or day >= setting_from
      then greatest(n.start_day, setting_from) else p.start_day end,
    case when setting_from is null or day >= setting_from
      then n.end_day else least(p.end_day, setting_from - 1) end
  from private.cycle_bounds_of(setting, day) n
  cross join private.cycle_bounds_of(coalesce(previous_setting, setting), day) p;
end;

-- The budget cycle of a user that holds an Indian day: the one home of "this month" in the database.
-- No budget row: the calendar month. Security invoker: a user reads only their own setting (RLS).
create or replace function private.cycle_bounds(owner uuid, day date)
returns table (start_day date, end_day date)
language sql
stable
parallel safe
security invoker
begin atomic
  select c.start_day, c.end_day
  from (select 1) one
  left join public.budgets b on b.user_id = owner
  cross join lateral private.cycle_bounds_at(
    coalesce(b.cycle_start, '1'), b.previous_cycle_start, b.cycle_start_from, day
  ) c;
end;

revoke execute on function private.last_working_day(date), private.cycle_start_in_month(text, date),
  private.cycle_bounds_of(text, date), private.cycle_bounds_at(text, text, date, date),
  private.cycle_bounds(uuid, date) from public;
grant execute on function private.last_working_day(date), private.cycle_start_in_month(text, date),
  private.cycle_bounds_of(text, date), private.cycle_bounds_at(text, text, date, date),
  private.cycle_bounds(uuid, date) to authenticated, service_role;

-- A changed start day takes effect from the next cycle; the current one stays as it was. The setting
-- that makes today's cycle is kept as previous_cycle_start until the day after that cycle ends. A
-- second change before then only replaces the waiting one; going back to today's setting cancels it.
create or replace function private.hold_cycle_until_next()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  today date := private.ist_today();
  current_end date;
begin
  if new.cycle_start is not distinct from old.cycle_start then
    return new;
  end if;
  if old.cycle_start_from is not null and today < old.cycle_start_from then
    new.previous_cycle_start := old.previous_cycle_start;
    new.cycle_start_from := old.cycle_start_from;
  else
    select c.end_day into current_end
    from private.cycle_bounds_at(old.cycle_start, old.previous_cycle_start, old.cycle_start_from, today) c;
    new.previous_cycle_start := old.cycle_start;
    new.cycle_start_from := current_end + 1;
  end if;
  if new.cycle_start = new.previous_cycle_start then
    new.previous_cycle_start := null;
    new.cycle_start_from := null;
  end if;
  return new;
end;
$$;

revoke execute on function private.hold_cycle_until_next() from public;

create trigger budgets_hold_cycle_until_next
  before update of cycle_start on public.budgets
  for each row execute function private.hold_cycle_until_next();

-- Spending in the caller's budget cycle that holds an Indian day (today's when none is given), with
-- the cycle's first and last day: Analytics' "Budget cycle" view and the cycle's month-over-month.
create or replace function public.spending_in_cycle(day date default null)
returns table (start_day date, end_day date, total_spent numeric, category_spending jsonb)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.start_day, c.end_day, s.total_spent, s.category_spending
  from private.cycle_bounds((select auth.uid()), coalesce(spending_in_cycle.day, private.ist_today())) c
  cross join lateral private.spending_between_days(c.start_day, c.end_day + 1) s
$$;

revoke execute on function public.spending_in_cycle(date) from public, anon;
grant execute on function public.spending_in_cycle(date) to authenticated, service_role;
