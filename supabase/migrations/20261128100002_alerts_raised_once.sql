-- The alert check after each expense stops early when the alerts are raised already.
--
-- Once a user passes a threshold, every later expense of the cycle came back to it: the month's
-- alerts wrote their messages (four rupee amounts formatted) only for the unique conflict to drop
-- them, and today's figure was worked out again after today's alert existed. Now the thresholds
-- raised this cycle are skipped before any message is written, and a day whose alert is raised
-- returns before the daily figure. The budget row's lock still orders two checks of one user, so
-- the look and the insert stay together; the answers are the same.

set local check_function_bodies = off;

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
  -- Measured against the cycle's budget with what its categories carried in (47_carry_over.sql).
  budget_amount := case when budget_amount is not null then private.cycle_budget(owner, spent_day) end;

  select c.start_day, c.end_day into month_start, month_end from private.cycle_bounds(owner, spent_day) c;

  if budget_amount is null or month_end < today then
    return;
  end if;

  select coalesce(sum(t.total), 0) into month_spent
  from private.spending_daily_totals t
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
    -- Raised already this cycle (the usual case once a threshold is passed: every later expense comes
    -- here): no message written only to be thrown away by the conflict. The budget row's lock above
    -- keeps this look and the insert together.
    and not exists (
      select 1 from public.budget_notifications n
      where n.user_id = owner and n.notification_type = threshold.notification_type
        and n.period = month_start and n.household_id is null
    )
  -- Any unique conflict: budget_notifications_once_per_period names the household too (null here,
  -- 52_household_budget.sql).
  on conflict do nothing;

  -- A day gone, or today's alert raised already: nothing to work out.
  if spent_day < today or exists (
    select 1 from public.budget_notifications n
    where n.user_id = owner and n.notification_type = 'daily_limit' and n.period = spent_day
      and n.household_id is null
  ) then
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
    on conflict do nothing;
  end if;
end;
$function$;
