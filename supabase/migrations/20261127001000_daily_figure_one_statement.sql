-- The daily figure and an import's learned payees, cheaper (written by `npm run db:diff` from
-- supabase/schemas/; issue 23's "no figure in the benches got worse").
--
-- Home asks for today's daily limit on every refresh, and the alert check computes it on every expense
-- saved today. Since the one daily figure (20261126000970) each call ran three statements in
-- private.daily_figure, the schedule's query (a plan of some twenty nodes) even for someone without
-- recurring payments, inside a SQL wrapper the planner could not inline (it had `set search_path`), and
-- the alert check read the day's total once more after it. Postgres spent about twice the CPU per
-- daily-limit request it spent before that migration.
--
--   private.daily_figure reads the budget, the month's daily totals up to the day and whether any
--   active recurring payment exists in one statement, runs the schedule's query only when one does,
--   and answers the day's own spending too (spent_on_day, a new column: hence drop and create).
--   public.daily_limit_status becomes SQL with a standard body (names bound at creation) and no
--   `set search_path`, so it is inlined into the caller's statement around one call of daily_figure.
--   private.raise_budget_alerts takes the day's spending from daily_figure.
--
-- Learned payee categories: an import of 10,000 rows from payees ran the per-row trigger 10,000 times
-- (about half the import's time in the database). Inserts now learn once per statement
-- (private.learn_merchant_categories, over the statement's new rows, each payee getting its last row's
-- category, as row by row); a changed category still teaches row by row. Same figures, same alerts.

set local check_function_bodies = off;

drop trigger "expenses_learn_merchant_category" on "public"."expenses";

drop function "private"."daily_figure"(uuid, date);

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
  first_day date := date_trunc('month', day::timestamp)::date;
  last_day date := (date_trunc('month', day::timestamp) + interval '1 month - 1 day')::date;
  has_recurring boolean;
begin
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
          when 'monthly' then extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
          else extract(month from due.on_day) = coalesce(p.month_of_year, 1)
            and extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
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

create or replace function private.learn_merchant_categories()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  -- Most saves name no payee: a look at the rows is cheaper than the upsert's sort (a save pays this).
  if not exists (select from new_rows r where r.merchant_key is not null) then
    return null;
  end if;
  insert into public.merchant_categories (user_id, merchant_key, category, updated_at)
  select distinct on (n.user_id, n.merchant_key) n.user_id, n.merchant_key, n.category, now()
  from (select r.user_id, r.merchant_key, r.category, row_number() over () as written from new_rows r) n
  where n.merchant_key is not null
  order by n.user_id, n.merchant_key, n.written desc
  on conflict (user_id, merchant_key)
    do update set category = excluded.category, updated_at = excluded.updated_at
    where public.merchant_categories.category is distinct from excluded.category;
  return null;
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
BEGIN ATOMIC
 select f.spent_on_day,
     f.daily_limit,
     f.monthly_budget,
     f.spent_before,
     f.committed,
     f.days_left
    from private.daily_figure(auth.uid(), private.ist_today())
      f(daily_limit, monthly_budget, spent_before, committed, days_left, spent_on_day);
end;

create trigger expenses_learn_merchant_categories_after_insert
  after insert on public.expenses referencing NEW table as new_rows
  for each STATEMENT
  execute function private.learn_merchant_categories();

create trigger expenses_learn_merchant_category
  after update of category, merchant_key on public.expenses
  for each row
  when ((new.merchant_key IS NOT NULL))
  execute function private.learn_merchant_category();

revoke all on function "private"."daily_figure"(uuid, date) from public;

grant execute on function "private"."daily_figure"(uuid, date) to "authenticated", "service_role";

revoke all on function "private"."learn_merchant_categories"() from public;
