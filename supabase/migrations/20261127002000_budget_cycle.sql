-- The budget cycle (docs/product.md §4.31): a user's budget month may start on a day they pick (1–28,
-- or the last working day) instead of the 1st, for salaries paid mid-month. Every "this month" of
-- the budget follows it: the daily figure and days left, the monthly alerts (once per cycle) and the
-- cycle's spending for Analytics. '1', the default, is the calendar month: nothing changes for
-- anyone who does not pick a day.

set local check_function_bodies = off;

-- The alert check takes today's Indian day as a parameter (defaulting to now), so a test can raise
-- the alerts of two cycles; its callers pass two arguments as before.
drop function "private"."raise_budget_alerts"(uuid, timestamp with time zone);

-- The setting lives with the budget; a change waits for the next cycle (previous_cycle_start holds
-- until cycle_start_from, both written by the trigger below only).
alter table "public"."budgets"
  add column "cycle_start" text not null default '1'::text;

alter table "public"."budgets"
  add column "previous_cycle_start" text;

alter table "public"."budgets"
  add column "cycle_start_from" date;

-- The one home of "the cycle that holds a day" (the shared core's is _shared/calendar/budget-cycle.ts).
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
  set search_path to ''
  AS $function$
  select c.start_day, c.end_day
  from (select 1) one
  left join public.budgets b on b.user_id = owner
  cross join lateral private.cycle_bounds_at(
    coalesce(b.cycle_start, '1'), b.previous_cycle_start, b.cycle_start_from, day
  ) c
$function$;

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
  set search_path to ''
  AS $function$
  select
    case when setting_from is null or day >= setting_from
      then greatest(n.start_day, coalesce(setting_from, n.start_day)) else p.start_day end,
    case when setting_from is null or day >= setting_from
      then n.end_day else least(p.end_day, setting_from - 1) end
  from private.cycle_bounds_of(setting, day) n
  cross join private.cycle_bounds_of(coalesce(previous_setting, setting), day) p
$function$;

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
  set search_path to ''
  AS $function$
  select s.start_day,
    private.cycle_start_in_month(setting, (date_trunc('month', s.start_day::timestamp) + interval '1 month')::date) - 1
  from (
    select case
      when private.cycle_start_in_month(setting, day) <= day then private.cycle_start_in_month(setting, day)
      else private.cycle_start_in_month(setting, (date_trunc('month', day::timestamp) - interval '1 month')::date)
    end as start_day
  ) s
$function$;

create or replace function private.cycle_start_in_month (
  setting text,
  day     date
)
  returns date
  language sql
  immutable
  parallel safe
  set search_path to ''
  AS $function$
  select case
    when setting = 'last_working_day' then private.last_working_day(day)
    else date_trunc('month', day::timestamp)::date + (setting::integer - 1)
  end
$function$;

-- The daily figure's month is the cycle; a recurring date is clamped to its own calendar month, as a
-- cycle may span two.
create or replace function private.daily_figure (
  owner uuid,
  day   date
)
  returns table (
    daily_limit    numeric,
    monthly_budget numeric,
    spent_before   numeric,
    committed      numeric,
    days_left      integer,
    spent_on_day   numeric
  )
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  first_day date;
  last_day date;
  has_recurring boolean;
begin
  select c.start_day, c.end_day into first_day, last_day from private.cycle_bounds(owner, day) c;
  -- The budget, the month's spending up to that day (its daily totals) and whether any recurring
  -- payment could still be due, in one statement.
  select
    (select b.amount from public.budgets b where b.user_id = owner),
    coalesce(sum(t.total) filter (where t.day < daily_figure.day), 0),
    coalesce(sum(t.total) filter (where t.day = daily_figure.day), 0),
    exists (
      select 1 from public.recurring_payments p where p.user_id = owner and not p.paused and not p.ended
    )
  into monthly_budget, spent_before, spent_on_day, has_recurring
  from public.expense_daily_totals t
  where t.user_id = owner and t.day >= first_day and t.day <= daily_figure.day;
  days_left := last_day - day + 1;

  -- An instalment counts only up to its end: no date after its end date, and no more dates than the
  -- payments it has left (those the job has still to add before that day use some up).
  committed := 0;
  if has_recurring then
    select coalesce(sum(open.amount), 0) into committed
    from (
      select p.amount, due.on_day,
        row_number() over (partition by p.id order by due.on_day) as nth,
        p.payment_count - (
          select count(*) from public.recurring_occurrences o
          where o.recurring_payment_id = p.id and o.status = 'added'
        ) as payments_left
      from public.recurring_payments p
      cross join lateral generate_series(greatest(p.next_due_on, first_day), last_day, interval '1 day') as due(on_day)
      where p.user_id = owner
        and not p.paused
        and not p.ended
        and (p.ends_on is null or due.on_day <= p.ends_on)
        and case p.frequency
          when 'weekly' then extract(isodow from due.on_day) = coalesce(p.weekday, 1)
          -- A cycle may span two calendar months: each due date is clamped to its own month's length.
          when 'monthly' then extract(day from due.on_day) = least(coalesce(p.day_of_month, 1),
            extract(day from date_trunc('month', due.on_day) + interval '1 month - 1 day'))
          else extract(month from due.on_day) = coalesce(p.month_of_year, 1)
            and extract(day from due.on_day) = least(coalesce(p.day_of_month, 1),
              extract(day from date_trunc('month', due.on_day) + interval '1 month - 1 day'))
        end
        and not exists (
          select 1 from public.recurring_occurrences o
          where o.recurring_payment_id = p.id and o.due_on = due.on_day::date
        )
    ) open
    where open.on_day >= daily_figure.day and (open.payments_left is null or open.nth <= open.payments_left);
  end if;

  -- No budget, no limit (null).
  if monthly_budget is not null then
    daily_limit := greatest(0, trunc((monthly_budget - spent_before - committed) / days_left, 2));
  end if;
  return next;
end;
$function$;

create or replace function private.hold_cycle_until_next()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.last_working_day (
  day date
)
  returns date
  language sql
  immutable
  parallel safe
  set search_path to ''
  AS $function$
  select month_end - case extract(isodow from month_end)::integer when 6 then 1 when 7 then 2 else 0 end
  from (select (date_trunc('month', day::timestamp) + interval '1 month - 1 day')::date as month_end) m
$function$;

-- The monthly alerts' period is the cycle's first day: each alert once per cycle.
create or replace function private.raise_budget_alerts (
  owner        uuid,
  expense_time timestamp with time zone,
  today        date                     default private.ist_today()
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  budget_amount numeric;
  spent_day date := private.ist_day(expense_time);
  month_start date;
  month_end date;
  month_spent numeric;
  day_spent numeric;
  daily_limit numeric;
begin
  -- Locking the budget row serialises alert checks per user, so two expenses saved at the same
  -- moment cannot both miss (or both claim) a threshold.
  select b.amount into budget_amount
  from public.budgets b
  where b.user_id = owner
  for update;

  select c.start_day, c.end_day into month_start, month_end from private.cycle_bounds(owner, spent_day) c;

  if budget_amount is null or month_end < today then
    return;
  end if;

  select coalesce(sum(t.total), 0) into month_spent
  from public.expense_daily_totals t
  where t.user_id = owner
    and t.day >= month_start
    and t.day <= month_end;

  insert into public.budget_notifications (user_id, notification_type, period, message, spent_amount, limit_amount)
  select
    owner,
    threshold.notification_type,
    month_start,
    case
      when threshold.percent < 100 then format(
        '%s. You''ve passed %s of your %s monthly budget.',
        case threshold.percent when 50 then 'Half your budget used' else threshold.percent || '% of your budget used' end,
        private.format_inr(round(budget_amount * threshold.percent / 100, 2)),
        private.format_inr(budget_amount)
      )
      when month_spent = budget_amount then format(
        'Whole budget used. You''ve spent all of your %s monthly budget.',
        private.format_inr(budget_amount)
      )
      else format(
        'Budget exceeded. You''ve spent %s of your %s monthly budget, %s over.',
        private.format_inr(month_spent),
        private.format_inr(budget_amount),
        private.format_inr(month_spent - budget_amount)
      )
    end,
    month_spent,
    budget_amount
  from private.budget_alert_thresholds() as threshold
  where threshold.period = 'month'
    and month_spent * 100 >= budget_amount * threshold.percent
  on conflict (user_id, notification_type, period) do nothing;

  if spent_day < today then
    return;
  end if;

  select f.daily_limit, f.spent_on_day into daily_limit, day_spent from private.daily_figure(owner, spent_day) f;

  -- A day with nothing safe to spend left is the month's alerts' business (budget_100).
  if daily_limit > 0 and day_spent * 100 >= daily_limit * (
    select t.percent from private.budget_alert_thresholds() t where t.period = 'day'
  ) then
    insert into public.budget_notifications (user_id, notification_type, period, message, spent_amount, limit_amount)
    values (
      owner,
      'daily_limit',
      spent_day,
      case
        when day_spent = daily_limit then format(
          'Daily limit reached. You''ve spent %s today, the whole of your daily limit.',
          private.format_inr(day_spent)
        )
        else format(
          'Daily limit passed. You''ve spent %s today, %s over your daily limit of %s.',
          private.format_inr(day_spent),
          private.format_inr(day_spent - daily_limit),
          private.format_inr(daily_limit)
        )
      end,
      day_spent,
      daily_limit
    )
    on conflict (user_id, notification_type, period) do nothing;
  end if;
end;
$function$;

-- Analytics' "Budget cycle" view.
create or replace function public.spending_in_cycle (
  day date default null::date
)
  returns table (
    start_day         date,
    end_day           date,
    total_spent       numeric,
    category_spending jsonb
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select c.start_day, c.end_day, s.total_spent, s.category_spending
  from private.cycle_bounds((select auth.uid()), coalesce(spending_in_cycle.day, private.ist_today())) c
  cross join lateral private.spending_between_days(c.start_day, c.end_day + 1) s
$function$;

revoke all on function "public"."spending_in_cycle"(date) from public, "anon";

alter table "public"."budgets"
  add constraint "budgets_cycle_start_known"
    check (((cycle_start ~ '^([1-9]|1[0-9]|2[0-8])$'::text) OR (cycle_start = 'last_working_day'::text)));

alter table "public"."budgets"
  add constraint "budgets_previous_cycle_start_known"
    check
    (((previous_cycle_start ~ '^([1-9]|1[0-9]|2[0-8])$'::text) OR (previous_cycle_start =
    'last_working_day'::text)));

create trigger budgets_hold_cycle_until_next
  before update of cycle_start on public.budgets
  for each row
  execute function private.hold_cycle_until_next();

revoke all on function "private"."cycle_bounds"(uuid, date) from public;

grant execute on function "private"."cycle_bounds"(uuid, date) to "authenticated", "service_role";

revoke all on function "private"."cycle_bounds_at"(text, text, date, date) from public;

grant execute
  on function "private"."cycle_bounds_at"(text, text, date, date)
  to "authenticated", "service_role";

revoke all on function "private"."cycle_bounds_of"(text, date) from public;

grant execute on function "private"."cycle_bounds_of"(text, date) to "authenticated", "service_role";

revoke all on function "private"."cycle_start_in_month"(text, date) from public;

grant execute on function "private"."cycle_start_in_month"(text, date) to "authenticated", "service_role";

revoke all on function "private"."hold_cycle_until_next"() from public;

revoke all on function "private"."last_working_day"(date) from public;

grant execute on function "private"."last_working_day"(date) to "authenticated", "service_role";

revoke all on function "private"."raise_budget_alerts"(uuid, timestamp with time zone, date) from public;

grant execute on function "public"."spending_in_cycle"(date) to "authenticated";

revoke all on function "public"."spending_in_cycle"(date) from "postgres";

grant execute on function "public"."spending_in_cycle"(date) to "postgres";

grant execute on function "public"."spending_in_cycle"(date) to "service_role";

revoke all ("cycle_start") on table "public"."budgets" from "authenticated";

grant insert ("cycle_start"), update ("cycle_start") on table "public"."budgets" to "authenticated";
