-- Budget alerts state their own threshold and carry their figures. One expense can cross 50 %, 80 %
-- and 100 % at once; each alert then says what it is about ("Half your budget used. You've passed
-- ₹15,000 of your ₹30,000 monthly budget.") instead of all quoting the final percentage. The figures
-- (threshold, spending and the budget or daily limit when raised) are stored beside the English text,
-- so the web app can render the alert in the reader's language (supabase/functions/_shared/alert-text.ts
-- writes the same English; tests/integration/api/notifications.test.ts checks the two agree). The stored
-- message stays for readers without a renderer (e-mail).

alter table public.budget_notifications
  -- 50, 80 or 100 for budget_*; null for daily_limit. Follows from the type, so nobody has to set it.
  add column threshold_percent smallint generated always as (
    case notification_type when 'budget_50' then 50 when 'budget_80' then 80 when 'budget_100' then 100 end
  ) stored,
  -- The month's (budget_*) or the day's (daily_limit) spending when the alert was raised; null on
  -- alerts raised before this migration, which the app shows with their stored message.
  add column spent_amount numeric(12, 2) constraint budget_notifications_spent_not_negative check (spent_amount >= 0),
  -- The monthly budget (budget_*) or the daily limit (daily_limit) it was measured against.
  add column limit_amount numeric(12, 2) constraint budget_notifications_limit_positive check (limit_amount > 0);

-- Restated whole from 20261123000100_expense_daily_totals.sql; only the inserted texts and figures
-- change. Same signature, same once-per-period rule, same budget-row lock.
create or replace function private.raise_budget_alerts(owner uuid, expense_time timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget_amount numeric;
  spent_day date := (expense_time at time zone 'Asia/Kolkata')::date;
  month_start date := date_trunc('month', spent_day::timestamp)::date;
  today date := (now() at time zone 'Asia/Kolkata')::date;
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
        threshold.title,
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
  from (
    values
      ('budget_50', 50, 'Half your budget used'),
      ('budget_80', 80, '80% of your budget used'),
      ('budget_100', 100, null)
  ) as threshold(notification_type, percent, title)
  where month_spent * 100 >= budget_amount * threshold.percent
  on conflict (user_id, notification_type, period) do nothing;

  if spent_day < today then
    return;
  end if;

  daily_limit := round(budget_amount / 30, 2);

  select coalesce(sum(t.total), 0) into day_spent
  from public.expense_daily_totals t
  where t.user_id = owner
    and t.day = spent_day;

  if day_spent >= daily_limit then
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
$$;

revoke execute on function private.raise_budget_alerts(uuid, timestamptz) from public;
