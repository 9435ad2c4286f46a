-- The budget cycle's bounds without calls for the common case.
--
-- private.cycle_bounds is in every daily figure (home's poll) and every alert check. Its parts were
-- immutable, and the daily figure's statements are planned for their user and day, so the planner
-- worked out each last_working_day call with constant arguments while planning (last_working_day has
-- a FROM and is never inlined): some fourteen small queries per figure, for a branch users on a
-- numbered day never take; and cycle_bounds_of reached its days through cycle_start_in_month calls
-- the planner could not inline (their argument a large expression used twice). The cycle of a start on
-- the 1st–28th is now arithmetic in cycle_bounds_of; the last working day keeps its calls in its own
-- branch; and the four pure parts are `stable`, so nothing is worked out while planning. The same days
-- (tests/integration/db/budget-cycle.test.ts: the shared core's over four years, and the arithmetic
-- against cycle_start_in_month, the rule's plain form, over a leap and a non-leap year). The daily
-- figure costs ~0.10 ms of Postgres CPU instead of ~0.20 (docs/api.md, "fourth pass").

set local check_function_bodies = off;

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
