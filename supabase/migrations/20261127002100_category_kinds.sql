-- Category kinds (issue 28, item 4): investments are not spending. A monthly SIP, an RD, a move to
-- savings or the credit-card bill (whose purchases are already logged) used to count as spending, so a
-- SIP on the 5th "ended the budget as soon as the month started". Now a category is 'spending' or
-- 'set_aside':
-- 1. public.categories and public.custom_categories get a kind (users choose it for their own).
-- 2. Three default set-aside categories: Investments, Savings transfer, Card bill.
-- 3. private.set_aside_categories is the one list of what is set aside; private.spending_daily_totals
--    (the daily totals without it) is what every spending figure reads; private.set_aside_daily_totals
--    the rest. public.expense_daily_totals itself is unchanged.
-- 4. The readers move to it: the daily limit (also leaving set-aside recurring payments out of what
--    is still due), budget alerts, analytics; public.set_aside_in_month answers the month's set-aside
--    figure, which analytics shows apart.

set local check_function_bodies = off;

-- 1. The kind.
alter table "public"."categories"
  add column "kind" text not null default 'spending'::text;

alter table "public"."categories"
  add constraint "categories_kind_known" check ((kind = ANY (ARRAY['spending'::text, 'set_aside'::text])));

alter table "public"."custom_categories"
  add column "kind" text not null default 'spending'::text;

alter table "public"."custom_categories"
  add constraint "custom_categories_kind_known"
    check ((kind = ANY (ARRAY['spending'::text, 'set_aside'::text])));

revoke all ("kind") on table "public"."custom_categories" from "authenticated";

grant insert ("kind"), update ("kind") on table "public"."custom_categories" to "authenticated";

-- 2. The default set-aside categories, after "Others" (supabase/functions/_shared/contract/categories.ts
-- holds the same rows; tests/integration/db/categories.test.ts compares them).
insert into public.categories (name, emoji, color, icon, aliases, sort_order, kind) values
  ('Investments', '📈', '#0EA5E9', 'trending-up', '{Investment,SIP}', 13, 'set_aside'),
  ('Savings transfer', '🐷', '#10B981', 'piggy-bank', '{}', 14, 'set_aside'),
  ('Card bill', '💳', '#78716C', 'credit-card', '{"Credit card bill"}', 15, 'set_aside');

-- 3. The one list, and the daily totals split by it.
create view "private"."set_aside_categories" with (security_invoker=true) AS  SELECT NULL::uuid AS user_id,
    lower(c.name) AS name_key
   FROM public.categories c
  WHERE (c.kind = 'set_aside'::text)
UNION ALL
 SELECT cc.user_id,
    lower(cc.name) AS name_key
   FROM public.custom_categories cc
  WHERE (cc.kind = 'set_aside'::text);

create view "private"."set_aside_daily_totals" with (security_invoker=true) AS  SELECT user_id,
    day,
    category,
    total,
    expense_count
   FROM public.expense_daily_totals t
  WHERE (EXISTS ( SELECT 1
           FROM private.set_aside_categories s
          WHERE ((s.name_key = lower(t.category)) AND ((s.user_id IS NULL) OR (s.user_id = t.user_id)))));

create view "private"."spending_daily_totals" with (security_invoker=true) AS  SELECT user_id,
    day,
    category,
    total,
    expense_count
   FROM public.expense_daily_totals t
  WHERE (NOT (EXISTS ( SELECT 1
           FROM private.set_aside_categories s
          WHERE ((s.name_key = lower(t.category)) AND ((s.user_id IS NULL) OR (s.user_id = t.user_id))))));

grant select on table "private"."set_aside_categories" to "authenticated", "service_role";

grant select on table "private"."set_aside_daily_totals" to "authenticated", "service_role";

grant select on table "private"."spending_daily_totals" to "authenticated", "service_role";

-- 4. The spending readers, and the set-aside figure.
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
  from private.spending_daily_totals t
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

create or replace function private.spending_between_days (
  first_day date,
  end_day   date
)
  returns table (
    total_spent       numeric,
    category_spending jsonb
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select
    coalesce(sum(per_category.spent), 0) as total_spent,
    coalesce(jsonb_object_agg(per_category.category, per_category.spent), '{}'::jsonb) as category_spending
  from (
    select t.category, sum(t.total) as spent
    from private.spending_daily_totals t
    where t.user_id = (select auth.uid())
      and t.day >= first_day
      and t.day < end_day
    group by t.category
  ) per_category
$function$;

create or replace function public.set_aside_in_month (
  year  integer default null::integer,
  month integer default null::integer
)
  returns table (
    total_set_aside    numeric,
    category_set_aside jsonb
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select
    coalesce(sum(per_category.amount), 0),
    coalesce(jsonb_object_agg(per_category.category, per_category.amount), '{}'::jsonb)
  from (
    select t.category, sum(t.total) as amount
    from (
      select case
        when set_aside_in_month.year is null and set_aside_in_month.month is null
          then date_trunc('month', private.ist_today())::date
        else private.month_start(set_aside_in_month.year, set_aside_in_month.month)
      end as first_day
    ) chosen
    join private.set_aside_daily_totals t
      on t.user_id = (select auth.uid())
      and t.day >= chosen.first_day
      and t.day < (chosen.first_day + interval '1 month')::date
    group by t.category
  ) per_category
$function$;

revoke all on function "public"."set_aside_in_month"(integer, integer) from public, "anon";

grant execute on function "public"."set_aside_in_month"(integer, integer) to "authenticated";

grant execute on function "public"."set_aside_in_month"(integer, integer) to "service_role";
