-- Budget alerts, written only by the database (private.raise_budget_alerts below) and read by their
-- owner, who may only mark them read. Each alert states its own threshold and carries its figures, so
-- the web app can render it in the reader's language (supabase/functions/_shared/budget/alert-text.ts writes
-- the same English; tests/integration/api/notifications.test.ts checks the two agree). The stored
-- message stays for readers without a renderer (e-mail).
create table public.budget_notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  notification_type text not null
    constraint budget_notifications_type_known
      check (notification_type in ('budget_50', 'budget_80', 'budget_100', 'daily_limit')),
  -- The budget cycle (its first day, §4.31) for budget_* alerts, the Indian day for daily_limit.
  period date not null,
  -- The Indian day the alert was raised.
  trigger_date date not null default private.ist_today(),
  message text not null,
  read_at timestamptz
    constraint budget_notifications_read_at_years check (
      read_at >= timestamptz '2000-01-01 00:00:00+00' and read_at < timestamptz '2101-01-01 00:00:00+00'
    ),
  created_at timestamptz not null default now(),
  -- 50, 80 or 100 for budget_*; null for daily_limit. Follows from the type, so nobody has to set it.
  threshold_percent smallint generated always as (
    case notification_type when 'budget_50' then 50 when 'budget_80' then 80 when 'budget_100' then 100 end
  ) stored,
  -- The month's (budget_*) or the day's (daily_limit) spending when the alert was raised; null on
  -- alerts raised before 20261124000200, which the app shows with their stored message.
  spent_amount numeric(12, 2) constraint budget_notifications_spent_not_negative check (spent_amount >= 0),
  -- The monthly budget (budget_*) or the daily limit (daily_limit) it was measured against.
  limit_amount numeric(12, 2) constraint budget_notifications_limit_positive check (limit_amount > 0),
  -- Each alert at most once per month (daily_limit once per day), whatever happens to the expenses.
  constraint budget_notifications_once_per_period unique (user_id, notification_type, period)
);

-- The notification list: a user's unread alerts, newest first (polled every 30 seconds).
create index budget_notifications_unread_idx
  on public.budget_notifications (user_id, created_at desc)
  where read_at is null;

alter table public.budget_notifications enable row level security;

create policy "users read their own notifications"
  on public.budget_notifications for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users mark their own notifications read"
  on public.budget_notifications for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Alerts are the database's; their owner only marks them read.
revoke all on public.budget_notifications from anon, authenticated;
grant select, update (read_at) on public.budget_notifications to authenticated;

-- Live updates of new alerts (Realtime). The default replica identity stays: alerts are only ever
-- deleted with their account, and PostgreSQL 18 refuses a full identity that holds a generated column
-- replication does not send (threshold_percent).
alter publication supabase_realtime add table public.budget_notifications;

-- The alert thresholds, written once: percent of the monthly budget (budget_*, per Indian month) and
-- of the daily limit (daily_limit, per Indian day). supabase/functions/_shared/budget/thresholds.ts
-- exports the same list for the app; tests/integration/db/daily-figure.test.ts fails when they differ.
create or replace function private.budget_alert_thresholds()
returns table (notification_type text, period text, percent integer)
language sql
immutable
security invoker
set search_path = ''
as $$
  values ('budget_50', 'month', 50), ('budget_80', 'month', 80), ('budget_100', 'month', 100),
    ('daily_limit', 'day', 100)
$$;

revoke execute on function private.budget_alert_thresholds() from public;

-- The daily limit of an Indian day, the one daily figure (docs/product.md §4.7): what is safe to spend
-- that day = (monthly budget − spent in the month before that day − recurring payments still due from
-- that day to the month's end) ÷ the days left in the month, that day included; the month is the
-- user's budget cycle that holds the day (private.cycle_bounds, §4.31); rounded down to paise,
-- never below 0. It stays the same all day: the day's own spending (spent_on_day, answered too, so the
-- alert check and home need no query of their own) is measured against it. Recurring payments still
-- due are the active ones' due dates not yet added or skipped (recurring_occurrences), the same rule
-- as _shared/recurring-schedule.ts (a day past a calendar month's length is its last day),
-- and none past an instalment's end. Only spending counts: set-aside categories (a SIP, savings) are
-- in neither the month's spending (private.spending_daily_totals) nor the payments due. Security
-- invoker: the caller sees only their own rows (RLS); the
-- alert trigger calls it as the owner. PL/pgSQL so its body is resolved when called (recurring_payments
-- comes later), and so that the schedule's query, the largest by far, runs only for someone with an
-- active recurring payment: home asks for this figure on every refresh, and the alert check on every
-- expense saved today.
create or replace function private.daily_figure(owner uuid, day date)
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
security invoker
set search_path = ''
as $$
declare
  first_day date;
  last_day date;
  has_recurring boolean;
begin
  select c.start_day, c.end_day into first_day, last_day from private.cycle_bounds(owner, day) c;
  -- The budget, the month's spending up to that day (its daily totals) and whether any recurring
  -- payment could still be due, in one statement.
  select
    -- The cycle's budget with what its categories carried in (47_carry_over.sql).
    private.cycle_budget(owner, daily_figure.day),
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
$$;

revoke execute on function private.daily_figure(uuid, date) from public;
grant execute on function private.daily_figure(uuid, date) to authenticated, service_role;

-- Budget alerts. After an expense is written (or the budget changes), the owner's spending is summed
-- for the budget cycle (private.cycle_bounds, §4.31; its first day is the alert's period, so each
-- alert comes once per cycle) and the Indian day concerned, and every threshold reached for the first time
-- in that period gets a notification: budget_50 / budget_80 / budget_100 of the monthly budget, and
-- daily_limit at the day's daily limit (private.daily_figure), at the percents of
-- private.budget_alert_thresholds(). The unique (user_id, notification_type, period) makes "first time"
-- exact: deleting expenses and crossing again in the same period adds nothing.
-- Periods already over (an expense back-dated into last cycle, or yesterday for the daily limit)
-- raise nothing: an alert about a closed period would only confuse. `today` is the Indian day now
-- (a parameter so tests can check two cycles without waiting a month).
create or replace function private.raise_budget_alerts(
  owner uuid,
  expense_time timestamptz,
  today date default private.ist_today()
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function private.raise_budget_alerts(uuid, timestamptz, date) from public;

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
