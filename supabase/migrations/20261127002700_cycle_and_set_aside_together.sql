-- The budget cycle (20261127002000) and set-aside categories (20261127002100) were written side by
-- side, and each restated private.daily_figure and private.raise_budget_alerts from the version before
-- both: applied in order, the second undid the first's cycle and left a two-argument alert check
-- beside the cycle's three-argument one. This puts both rules in one definition each, as
-- supabase/schemas/23_budget_alerts.sql declares: "this month" is the user's budget cycle
-- (private.cycle_bounds) and only spending counts (private.spending_daily_totals, set-aside recurring
-- payments not due). The two-argument overload goes.

set local check_function_bodies = off;

drop function "private"."raise_budget_alerts"(uuid, timestamp with time zone);

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
  from private.spending_daily_totals t
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
        -- A SIP or RD is set aside, not spent: it leaves the daily limit alone.
        and not exists (
          select 1 from private.set_aside_categories s
          where s.name_key = lower(p.category) and (s.user_id is null or s.user_id = p.user_id)
        )
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
