-- Budget alerts. After an expense is written (or the budget changes), the owner's spending is summed
-- for the Indian month and the Indian day concerned, and every threshold reached for the first time
-- in that period gets a notification: budget_50 / budget_80 / budget_100 of the monthly budget, and
-- daily_limit at budget ÷ 30. The unique (user_id, notification_type, period) makes "first time"
-- exact: deleting expenses and crossing again in the same period adds nothing.
-- Periods already over (an expense back-dated into last month, or yesterday for the daily limit)
-- raise nothing: an alert about a closed period would only confuse.
create or replace function private.raise_budget_alerts(owner uuid, expense_time timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget_amount numeric;
  day date := (expense_time at time zone 'Asia/Kolkata')::date;
  month_start date := date_trunc('month', day::timestamp)::date;
  today date := (now() at time zone 'Asia/Kolkata')::date;
  month_spent numeric;
  day_spent numeric;
  daily_limit numeric;
  used_percent numeric;
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

  select coalesce(sum(e.amount), 0) into month_spent
  from public.expenses e
  where e.user_id = owner
    and e.spent_at >= private.ist_start_of(month_start)
    and e.spent_at < private.ist_start_of((month_start + interval '1 month')::date);

  used_percent := floor(month_spent * 100 / budget_amount);

  insert into public.budget_notifications (user_id, notification_type, period, message)
  select
    owner,
    threshold.notification_type,
    month_start,
    format(
      'You''ve used %s%% of your %s budget. %s',
      used_percent,
      private.format_inr(budget_amount),
      case
        when month_spent <= budget_amount then private.format_inr(budget_amount - month_spent) || ' left.'
        else private.format_inr(month_spent - budget_amount) || ' over budget.'
      end
    )
  from (values ('budget_50', 50), ('budget_80', 80), ('budget_100', 100)) as threshold(notification_type, percent)
  where month_spent * 100 >= budget_amount * threshold.percent
  on conflict (user_id, notification_type, period) do nothing;

  if day < today then
    return;
  end if;

  daily_limit := round(budget_amount / 30, 2);

  select coalesce(sum(e.amount), 0) into day_spent
  from public.expenses e
  where e.user_id = owner
    and e.spent_at >= private.ist_start_of(day)
    and e.spent_at < private.ist_start_of(day + 1);

  if day_spent >= daily_limit then
    insert into public.budget_notifications (user_id, notification_type, period, message)
    values (
      owner,
      'daily_limit',
      day,
      format(
        'You''ve spent %s today, %s your daily limit of %s.',
        private.format_inr(day_spent),
        case when day_spent = daily_limit then 'reaching' else 'over' end,
        private.format_inr(daily_limit)
      )
    )
    on conflict (user_id, notification_type, period) do nothing;
  end if;
end;
$$;

revoke execute on function private.raise_budget_alerts(uuid, timestamptz) from public;

create or replace function private.expense_budget_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Deleting an expense only lowers spending, so it can never reach a threshold; inserts and updates
  -- (amount, time or owner changed) are checked for the period the expense now falls in.
  perform private.raise_budget_alerts(new.user_id, new.spent_at);
  return null;
end;
$$;

revoke execute on function private.expense_budget_alerts() from public;

create trigger expenses_budget_alerts
  after insert or update of amount, spent_at, user_id on public.expenses
  for each row execute function private.expense_budget_alerts();

-- A new or changed budget is measured against what is already spent this month and today.
create or replace function private.budget_change_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.raise_budget_alerts(new.user_id, now());
  return null;
end;
$$;

revoke execute on function private.budget_change_alerts() from public;

create trigger budgets_budget_alerts
  after insert or update of amount on public.budgets
  for each row execute function private.budget_change_alerts();
