-- A household's budget (docs/product.md §2.25.3): a monthly budget with category splits per
-- household, set by its owner and read by its members, and the budget alerts raised once per
-- household and period, delivered to every current member among their own alerts.
--
-- The household's spending is its shared expenses' whole amounts (not the shares: those are each
-- member's own spending, 48_shared_expenses.sql) on the Indian days of the calendar month
-- (private.ist_day), set-aside categories left out as in every spending figure.
--
-- Writes go through private.set_household_budget only (the API calls it as the signed-in user; it
-- checks the caller is the owner and the categories are known); members only read, through the Data
-- API too. The alerts are the database's alone.

-- One row per household and the month it takes effect from: a budget holds from its month until a
-- later month's row replaces it, so an owner sets it once, not every month. Bounds as the personal
-- budget's (20_budgets.sql): ₹1,000 to ₹1,00,000, categories in whole rupees 0–1,00,000, at most 30.
create table public.household_budgets (
  household_id uuid not null references public.households (id) on delete cascade,
  -- The first day of the calendar month it takes effect from.
  month date not null
    constraint household_budgets_month_first_day check (extract(day from month) = 1)
    constraint household_budgets_month_years check (month >= date '2000-01-01' and month < date '2101-01-01'),
  total numeric(10, 2) not null
    constraint household_budgets_total_range check (total between 1000 and 100000),
  category_budgets jsonb not null default '{}'::jsonb
    constraint household_budgets_category_budgets_valid check (private.is_category_budget_map(category_budgets))
    constraint household_budgets_category_budgets_few check (private.category_budget_count(category_budgets) <= 30),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint household_budgets_pkey primary key (household_id, month)
);

create trigger household_budgets_touch_updated_at
  before update on public.household_budgets
  for each row execute function private.touch_updated_at();

alter table public.household_budgets enable row level security;

create policy "members read their households' budgets"
  on public.household_budgets for select
  to authenticated
  using (household_id = any (array(select private.my_household_ids())));

revoke all on public.household_budgets from anon, authenticated;
grant select on public.household_budgets to authenticated;

-- The alerts a household has had: one row per household, type and period (the month's first day for
-- budget_*, the Indian day for daily_limit), so each is raised once whatever happens to the expenses.
-- Each current member then gets it among their own alerts (public.budget_notifications with the
-- household's id).
create table public.household_budget_alerts (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  notification_type text not null
    constraint household_budget_alerts_type_known
      check (notification_type in ('budget_50', 'budget_80', 'budget_100', 'daily_limit')),
  period date not null,
  spent_amount numeric(12, 2) not null constraint household_budget_alerts_spent_not_negative check (spent_amount >= 0),
  limit_amount numeric(12, 2) not null constraint household_budget_alerts_limit_positive check (limit_amount > 0),
  created_at timestamptz not null default now(),
  constraint household_budget_alerts_once_per_period unique (household_id, notification_type, period)
);

alter table public.household_budget_alerts enable row level security;

create policy "members read their households' budget alerts"
  on public.household_budget_alerts for select
  to authenticated
  using (household_id = any (array(select private.my_household_ids())));

revoke all on public.household_budget_alerts from anon, authenticated;
grant select on public.household_budget_alerts to authenticated;

-- A member's copy of a household alert is one of their budget notifications, marked with the
-- household: the list, the live updates and "mark read" (23_budget_alerts.sql) serve both kinds. A
-- personal alert (no household) stays once per user, type and period; a household's once per member
-- and household too (null households counted as one).
alter table public.budget_notifications
  add column household_id uuid references public.households (id) on delete cascade;

alter table public.budget_notifications
  drop constraint budget_notifications_once_per_period,
  add constraint budget_notifications_once_per_period
    unique nulls not distinct (user_id, notification_type, period, household_id);

create index budget_notifications_household_id_idx
  on public.budget_notifications (household_id) where household_id is not null;

-- The household's spending in the calendar month that holds `day`, by category (the API's "spent"
-- and the category bars), and on `day` itself. Security invoker: a member reads their households'
-- shared expenses under RLS; the alert check below runs it as the owner.
create or replace function private.household_month_spending(target uuid, day date)
returns table (category text, month_total numeric, day_total numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.category, sum(e.amount), coalesce(sum(e.amount) filter (where private.ist_day(e.spent_at) = day), 0)
  from public.expenses e
  where e.household_id = target
    and e.spent_at >= private.ist_start_of(date_trunc('month', day)::date)
    and e.spent_at < private.ist_start_of((date_trunc('month', day) + interval '1 month')::date)
    and not exists (
      select 1 from private.set_aside_categories s where s.user_id is null and s.name_key = lower(e.category)
    )
  group by e.category
$$;

revoke execute on function private.household_month_spending(uuid, date) from public;
grant execute on function private.household_month_spending(uuid, date) to authenticated;

-- The words of a household alert: the household's name, then the personal alert's sentence about
-- the household's budget (supabase/functions/_shared/budget/alert-text.ts has the same English).
create or replace function private.household_alert_message(
  household_name text, notification_type text, percent integer, spent numeric, budget_limit numeric
)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select household_name || ': ' || case
    when notification_type = 'daily_limit' and spent = budget_limit then format(
      'Daily limit reached. You''ve spent %s today, the whole of your daily limit.', private.format_inr(spent))
    when notification_type = 'daily_limit' then format(
      'Daily limit passed. You''ve spent %s today, %s over your daily limit of %s.',
      private.format_inr(spent), private.format_inr(spent - budget_limit), private.format_inr(budget_limit))
    when percent < 100 then format(
      '%s. You''ve passed %s of your %s monthly budget.',
      case percent when 50 then 'Half your budget used' else percent || '% of your budget used' end,
      private.format_inr(round(budget_limit * percent / 100, 2)), private.format_inr(budget_limit))
    when spent = budget_limit then format(
      'Whole budget used. You''ve spent all of your %s monthly budget.', private.format_inr(budget_limit))
    else format(
      'Budget exceeded. You''ve spent %s of your %s monthly budget, %s over.',
      private.format_inr(spent), private.format_inr(budget_limit), private.format_inr(spent - budget_limit))
  end
$$;

revoke execute on function private.household_alert_message(text, text, integer, numeric, numeric) from public;

-- Gives a household alert just raised to every current member. Each member's copy is written on its
-- own (a sub-transaction): one member's bad state (a row the table refuses) is a warning, and the
-- others still get theirs.
create or replace function private.deliver_household_alert(alert public.household_budget_alerts)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member uuid;
  message text;
begin
  select private.household_alert_message(h.name, alert.notification_type, t.percent, alert.spent_amount,
      alert.limit_amount)
  into message
  from public.households h
  join private.budget_alert_thresholds() t on t.notification_type = alert.notification_type
  where h.id = alert.household_id;
  for member in
    select m.user_id from public.household_members m
    where m.household_id = alert.household_id and m.left_at is null and m.user_id is not null
    order by m.id
  loop
    begin
      insert into public.budget_notifications (
        user_id, household_id, notification_type, period, message, spent_amount, limit_amount
      )
      values (
        member, alert.household_id, alert.notification_type, alert.period, message, alert.spent_amount,
        alert.limit_amount
      )
      on conflict do nothing;
    exception when others then
      raise warning 'household alert % not delivered to %: %', alert.id, member, sqlerrm;
    end;
  end loop;
end;
$$;

revoke execute on function private.deliver_household_alert(public.household_budget_alerts) from public;

-- The household's alerts after a shared expense is written (or the budget set), the same shape as
-- the personal ones (private.raise_budget_alerts): each threshold of private.budget_alert_thresholds()
-- reached for the first time in the month gets a household alert, and the daily limit once per Indian
-- day. The household's daily limit: (budget − spent in the month before that day) ÷ the days left in
-- the month, that day included, rounded down to paise. A closed month or day raises nothing. `today`
-- is a parameter so tests can pick the day.
create or replace function private.raise_household_budget_alerts(
  target uuid,
  expense_time timestamptz,
  today date default private.ist_today()
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  spent_day date := private.ist_day(expense_time);
  month_start date := date_trunc('month', spent_day)::date;
  month_end date := (date_trunc('month', spent_day) + interval '1 month - 1 day')::date;
  budget_total numeric;
  budget_month date;
  month_spent numeric;
  day_spent numeric;
  daily_limit numeric;
  raised public.household_budget_alerts;
begin
  if month_end < today then
    return;
  end if;
  -- Locking the month's budget row serialises the checks per household, so two expenses saved at
  -- the same moment cannot both miss a threshold.
  select b.total, b.month into budget_total, budget_month
  from public.household_budgets b
  where b.household_id = target and b.month <= month_start
  order by b.month desc
  limit 1
  for update;
  if budget_total is null then
    return;
  end if;

  select coalesce(sum(s.month_total), 0), coalesce(sum(s.day_total), 0) into month_spent, day_spent
  from private.household_month_spending(target, spent_day) s;

  for raised in
    insert into public.household_budget_alerts (household_id, notification_type, period, spent_amount, limit_amount)
    select target, t.notification_type, month_start, month_spent, budget_total
    from private.budget_alert_thresholds() t
    where t.period = 'month' and month_spent * 100 >= budget_total * t.percent
    order by t.percent
    on conflict (household_id, notification_type, period) do nothing
    returning *
  loop
    perform private.deliver_household_alert(raised);
  end loop;

  if spent_day < today then
    return;
  end if;
  daily_limit := greatest(0, trunc((budget_total - (month_spent - day_spent)) / (month_end - spent_day + 1), 2));
  -- A day with nothing safe to spend left is the month's alerts' business (budget_100).
  if daily_limit > 0 and day_spent * 100 >= daily_limit * (
    select t.percent from private.budget_alert_thresholds() t where t.period = 'day'
  ) then
    for raised in
      insert into public.household_budget_alerts (household_id, notification_type, period, spent_amount, limit_amount)
      values (target, 'daily_limit', spent_day, day_spent, daily_limit)
      on conflict (household_id, notification_type, period) do nothing
      returning *
    loop
      perform private.deliver_household_alert(raised);
    end loop;
  end if;
end;
$$;

revoke execute on function private.raise_household_budget_alerts(uuid, timestamptz, date) from public;

-- The check never fails the write that caused it: an error is a warning and the expense (or the
-- budget) is saved all the same.
create or replace function private.raise_household_budget_alerts_safely(target uuid, expense_time timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.raise_household_budget_alerts(target, expense_time);
exception when others then
  raise warning 'household budget alerts of % not checked: %', target, sqlerrm;
end;
$$;

revoke execute on function private.raise_household_budget_alerts_safely(uuid, timestamptz) from public;

-- A shared expense added, or edited in what the household's spending reads, checks the alerts.
create or replace function private.shared_expense_budget_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.raise_household_budget_alerts_safely(new.household_id, new.spent_at);
  return null;
end;
$$;

revoke execute on function private.shared_expense_budget_alerts() from public;

create trigger shared_expenses_household_budget_alerts
  after insert or update of amount, spent_at, category, household_id on public.expenses
  for each row when (new.household_id is not null)
  execute function private.shared_expense_budget_alerts();

-- Sets the household's budget from `from_month` (the first of a month) on, as the signed-in user.
-- Outcomes the API turns into statuses: 'ok', 'not_found' (not a current member: 404), 'not_owner'
-- (403), 'unknown_category' (400; `detail` names it: a category is one of the known set or a current
-- member's own). Category names are stored canonically ("healthcare" → "Health", "snacks" as the
-- member spelled their "Snacks"), two spellings of one summed. The new budget is measured against
-- what is already spent at once.
create or replace function private.set_household_budget(
  target uuid, from_month date, total numeric, categories jsonb
)
returns table (outcome text, detail text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
  unknown text;
  canonical jsonb;
begin
  if caller_role is null then
    return query select 'not_found'::text, null::text;
    return;
  end if;
  if caller_role <> 'owner' then
    return query select 'not_owner'::text, null::text;
    return;
  end if;
  if jsonb_typeof(categories) = 'object' then
    select entry.key into unknown
    from jsonb_each(categories) as entry
    where not exists (
        select 1 from public.categories c where c.name = public.canonical_category(entry.key)
      )
      and not exists (
        select 1 from public.custom_categories cc
        join public.household_members m on m.user_id = cc.user_id
        where m.household_id = target and m.left_at is null and lower(cc.name) = lower(btrim(entry.key))
      )
    order by entry.key
    limit 1;
    if unknown is not null then
      return query select 'unknown_category'::text, unknown;
      return;
    end if;
    -- Invalid amounts are left for the check constraint to refuse with its own message.
    if private.is_category_budget_map(categories) then
      select coalesce(jsonb_object_agg(merged.category, merged.amount), '{}'::jsonb) into canonical
      from (
        select coalesce(
            (select cc.name from public.custom_categories cc
              join public.household_members m on m.user_id = cc.user_id
              where m.household_id = target and m.left_at is null and lower(cc.name) = lower(btrim(entry.key))
              order by m.id limit 1),
            public.canonical_category(entry.key)
          ) as category,
          sum((entry.value #>> '{}')::numeric) as amount
        from jsonb_each(categories) as entry
        group by 1
      ) merged;
    end if;
  end if;
  insert into public.household_budgets as b (household_id, month, total, category_budgets)
  values (target, date_trunc('month', from_month)::date, total, coalesce(canonical, categories))
  on conflict (household_id, month) do update
  set total = excluded.total, category_budgets = excluded.category_budgets;
  perform private.raise_household_budget_alerts_safely(target, now());
  return query select 'ok'::text, null::text;
end;
$$;

revoke execute on function private.set_household_budget(uuid, date, numeric, jsonb) from public;
grant execute on function private.set_household_budget(uuid, date, numeric, jsonb) to authenticated;
