-- One daily figure, one set of alert thresholds (written by `npm run db:diff` from supabase/schemas/).
--
-- Home showed three daily numbers that contradicted each other: the daily limit (budget ÷ 30, which
-- the daily alert used and home recomputed in the browser), "safe to spend / day" (what is left ÷ the
-- days left) and Set Budget's daily allowance (the same, less the recurring payments still due). Now
-- there is one, computed here and read by all of them:
--
--   private.daily_figure(owner, day): the daily limit of an Indian day = (monthly budget − spent in
--   the month before that day − recurring payments still due from that day to the month's end) ÷ the
--   days left in the month, that day included; rounded down to paise, never below 0; null without a
--   budget. It is fixed for the day: the day's own spending is measured against it.
--
--   private.budget_alert_thresholds(): the 50/80/100 % of the month and the 100 % of the day at which
--   alerts are raised, listed once (the app exports the same list; a test compares them).
--
-- raise_budget_alerts reads both (a day with a limit of 0 raises no daily alert: budget_100 has
-- already said it), and public.daily_limit_status() (the API's /analytics/daily-limit) answers the
-- figure with what it is made of, so the app shows it instead of recomputing it. Alerts already raised
-- keep the figures they were raised with.
--
-- The day and today are read through private.ist_day / ist_today (20261126000800_one_indian_day).

set local check_function_bodies = off;

drop function "public"."daily_limit_status"();

create or replace function private.budget_alert_thresholds()
  returns table (
    notification_type text,
    period            text,
    percent           integer
  )
  language sql
  immutable
  set search_path to ''
  AS $function$
  values ('budget_50', 'month', 50), ('budget_80', 'month', 80), ('budget_100', 'month', 100),
    ('daily_limit', 'day', 100)
$function$;

create or replace function private.daily_figure (
  owner uuid,
  day   date
)
  returns table (
    daily_limit    numeric,
    monthly_budget numeric,
    spent_before   numeric,
    committed      numeric,
    days_left      integer
  )
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  first_day date := date_trunc('month', day::timestamp)::date;
  last_day date := (date_trunc('month', day::timestamp) + interval '1 month - 1 day')::date;
begin
  select b.amount into monthly_budget from public.budgets b where b.user_id = owner;
  days_left := last_day - day + 1;

  select coalesce(sum(t.total), 0) into spent_before
  from public.expense_daily_totals t
  where t.user_id = owner and t.day >= first_day and t.day < daily_figure.day;

  select coalesce(sum(p.amount), 0) into committed
  from public.recurring_payments p
  cross join lateral generate_series(greatest(p.next_due_on, daily_figure.day), last_day, interval '1 day') as due(on_day)
  where p.user_id = owner
    and not p.paused
    and case p.frequency
      when 'weekly' then extract(isodow from due.on_day) = coalesce(p.weekday, 1)
      when 'monthly' then extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
      else extract(month from due.on_day) = coalesce(p.month_of_year, 1)
        and extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
    end
    and not exists (
      select 1 from public.recurring_occurrences o
      where o.recurring_payment_id = p.id and o.due_on = due.on_day::date
    );

  -- No budget, no limit (null).
  if monthly_budget is not null then
    daily_limit := greatest(0, trunc((monthly_budget - spent_before - committed) / days_left, 2));
  end if;
  return next;
end;
$function$;

create or replace function private.raise_budget_alerts (
  owner        uuid,
  expense_time timestamp with time zone
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  budget_amount numeric;
  spent_day date := private.ist_day(expense_time);
  month_start date := date_trunc('month', spent_day::timestamp)::date;
  today date := private.ist_today();
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

  if budget_amount is null or month_start < date_trunc('month', today::timestamp)::date then
    return;
  end if;

  select coalesce(sum(t.total), 0) into month_spent
  from public.expense_daily_totals t
  where t.user_id = owner
    and t.day >= month_start
    and t.day < (month_start + interval '1 month')::date;

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

  select f.daily_limit into daily_limit from private.daily_figure(owner, spent_day) f;

  select coalesce(sum(t.total), 0) into day_spent
  from public.expense_daily_totals t
  where t.user_id = owner
    and t.day = spent_day;

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

create or replace function public.daily_limit_status()
  returns table (
    today_spent        numeric,
    daily_limit        numeric,
    monthly_budget     numeric,
    spent_before_today numeric,
    committed          numeric,
    days_left          integer
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select
    (
      select coalesce(sum(t.total), 0)
      from public.expense_daily_totals t
      where t.user_id = (select auth.uid())
        and t.day = private.ist_today()
    ) as today_spent,
    f.daily_limit,
    f.monthly_budget,
    f.spent_before,
    f.committed,
    f.days_left
  from private.daily_figure((select auth.uid()), private.ist_today()) f
$function$;

revoke all on function "public"."daily_limit_status"() from public, "anon";

revoke all on function "private"."budget_alert_thresholds"() from public;

revoke all on function "private"."daily_figure"(uuid, date) from public;

grant execute on function "private"."daily_figure"(uuid, date) to "authenticated", "service_role";

grant execute on function "public"."daily_limit_status"() to "authenticated";

revoke all on function "public"."daily_limit_status"() from "postgres";

grant execute on function "public"."daily_limit_status"() to "postgres";

grant execute on function "public"."daily_limit_status"() to "service_role";
