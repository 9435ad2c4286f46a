-- The budget cycle's five functions become SQL-standard bodies without `set search_path`, so the
-- planner inlines them. With the SET clause each was a call of its own, planned and run apart, four
-- deep, inside the daily figure (home's daily limit) and the alert check run for every expense saved.
-- Their names are bound when they are created, so no search path can change what they call
-- (tests/integration/db/advisors.test.ts lists them as the linter's deliberate exceptions).

set local check_function_bodies = off;

create or replace function private.last_working_day (
  day date
)
  returns date
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select (m.month_end -
         CASE (EXTRACT(isodow from m.month_end))::integer
             when 6 THEN 1
             when 7 THEN 2
             ELSE 0
         end)
    from
      ( select ((date_trunc('month'::text, (last_working_day.day)::timestamp without time zone) +
      '1 mon -1 days'::interval))::date as month_end) m;
end;

create or replace function private.cycle_start_in_month (
  setting text,
  day     date
)
  returns date
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select
         CASE
             when (setting = 'last_working_day'::text) THEN private.last_working_day(day)
             ELSE
               ((date_trunc('month'::text, (day)::timestamp without time zone))::date + ((setting)::integer -
               1))
         end
  AS "case";
END;

create or replace function private.cycle_bounds_of (
  setting text,
  day     date
)
  returns table (
    start_day date,
    end_day   date
  )
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select s.start_day,
     (private.cycle_start_in_month(cycle_bounds_of.setting, ((date_trunc('month'::text,
       (s.start_day)::timestamp without time zone) + '1 mon'::interval))::date) - 1)
    from ( select
                 CASE
                     when
                       (private.cycle_start_in_month(cycle_bounds_of.setting, cycle_bounds_of.day) <=
                       cycle_bounds_of.day) THEN
                       private.cycle_start_in_month(cycle_bounds_of.setting, cycle_bounds_of.day)
                     ELSE
                       private.cycle_start_in_month(cycle_bounds_of.setting, ((date_trunc('month'::text,
                       (cycle_bounds_of.day)::timestamp without time zone) - '1 mon'::interval))::date)
                 end as start_day) s;
end;

create or replace function private.cycle_bounds_at (
  setting          text,
  previous_setting text,
  setting_from     date,
  day              date
)
  returns table (
    start_day date,
    end_day   date
  )
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select
         CASE
             when
               ((cycle_bounds_at.setting_from is null) or (cycle_bounds_at.day >=
               cycle_bounds_at.setting_from)) THEN
               GREATEST(n.start_day, COALESCE(cycle_bounds_at.setting_from, n.start_day))
             ELSE p.start_day
         end
  AS start_day,
         CASE
             WHEN ((cycle_bounds_at.setting_from IS NULL) OR (cycle_bounds_at.day >= cycle_bounds_at.setting_from)) THEN n.end_day
             ELSE LEAST(p.end_day, (cycle_bounds_at.setting_from - 1))
         END AS "least"
    FROM (private.cycle_bounds_of(cycle_bounds_at.setting, cycle_bounds_at.day) n(start_day, end_day)
      CROSS JOIN private.cycle_bounds_of(COALESCE(cycle_bounds_at.previous_setting, cycle_bounds_at.setting), cycle_bounds_at.day) p(start_day, end_day));
END;

create or replace function private.cycle_bounds (
  owner uuid,
  day   date
)
  returns table (
    start_day date,
    end_day   date
  )
  language sql
  stable
  parallel safe
BEGIN ATOMIC
 select c.start_day,
     c.end_day
    from ((( select 1 as "?column?") one
      LEFT JOIN public.budgets b on ((b.user_id = cycle_bounds.owner)))
      CROSS JOIN LATERAL
        private.cycle_bounds_at(COALESCE(b.cycle_start, '1'::text), b.previous_cycle_start,
        b.cycle_start_from, cycle_bounds.day) c(start_day, end_day));
end;
