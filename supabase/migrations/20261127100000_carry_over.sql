-- Carry-over by category (issue 28, docs/product.md §4.34). Users opt categories in
-- (budgets.carry_categories, bounded and kept canonical) and choose whether overspending carries too
-- (budgets.carry_overspending). Each cycle's plan (split, carry list, choice) is kept in
-- budget_cycle_plans by a trigger, so a past cycle is measured against its own budget; then
-- private.carried_into_cycle walks the cycles forward and private.cycle_budget adds what was carried
-- to the saved amount: the daily figure and the monthly alerts now measure against it. Existing
-- budgets carry nothing until their owner opts a category in.

set local check_function_bodies = off;

create table "public"."budget_cycle_plans" (
  "user_id"            uuid    not null,
  "cycle_start"        date    not null,
  "category_budgets"   jsonb   not null,
  "carry_categories"   text[]  not null,
  "carry_overspending" boolean not null,
  constraint "budget_cycle_plans_pkey" primary key (user_id, cycle_start)
);

alter table "public"."budget_cycle_plans"
  enable row level security;

revoke all on table "public"."budget_cycle_plans" from "anon";

alter table "public"."budgets"
  add column "carry_categories" text[] not null default '{}'::text[];

alter table "public"."budgets"
  add column "carry_overspending" boolean not null default false;

create or replace function private.canonicalize_carry_categories()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  -- An invalid list is left for the check constraint to refuse with its own message.
  if private.is_carry_category_list(new.carry_categories) then
    new.carry_categories := array(
      select distinct public.canonical_category(btrim(c)) from unnest(new.carry_categories) c order by 1
    );
  end if;
  return new;
end;
$function$;

create or replace function private.carried_into_cycle (
  owner uuid,
  day   date
)
  returns table (
    category   text,
    amount     numeric,
    from_start date,
    from_end   date
  )
  language plpgsql
  stable
  set search_path to ''
  AS $function$
declare
  target_start date;
  target_end date;
  cycle_first date;
  cycle_last date;
  previous_first date;
  previous_last date;
  plan public.budget_cycle_plans;
  carry jsonb := '{}'::jsonb;
begin
  select c.start_day, c.end_day into target_start, target_end from private.cycle_bounds(owner, day) c;
  select min(p.cycle_start) into cycle_first
  from public.budget_cycle_plans p
  where p.user_id = owner and p.cycle_start <= target_end and cardinality(p.carry_categories) > 0;
  if cycle_first is null then
    return;
  end if;
  select c.start_day, c.end_day into cycle_first, cycle_last from private.cycle_bounds(owner, cycle_first) c;

  loop
    select * into plan
    from public.budget_cycle_plans p
    where p.user_id = owner and p.cycle_start <= cycle_last
    order by p.cycle_start desc
    limit 1;
    -- What this cycle received: only for a category its plan lists and budgets.
    select coalesce(jsonb_object_agg(k.name, coalesce((carry ->> k.name)::numeric, 0)), '{}'::jsonb)
    into carry
    from unnest(plan.carry_categories) k(name)
    where plan.category_budgets ? k.name
      and not exists (
        select 1 from private.set_aside_categories s
        where s.name_key = lower(k.name) and (s.user_id is null or s.user_id = owner)
      );
    exit when cycle_first >= target_start;
    -- What it passes on: budget + received − spent.
    select coalesce(jsonb_object_agg(r.name, case
        when plan.carry_overspending then r.left_over else greatest(r.left_over, 0) end), '{}'::jsonb)
    into carry
    from (
      select e.key as name,
        (plan.category_budgets ->> e.key)::numeric + e.value::numeric - coalesce((
          select sum(t.total) from private.spending_daily_totals t
          where t.user_id = owner and t.category = e.key and t.day between cycle_first and cycle_last
        ), 0) as left_over
      from jsonb_each_text(carry) e
    ) r;
    previous_first := cycle_first;
    previous_last := cycle_last;
    select c.start_day, c.end_day into cycle_first, cycle_last from private.cycle_bounds(owner, cycle_last + 1) c;
  end loop;

  return query
    select e.key, e.value::numeric, previous_first, previous_last
    from jsonb_each_text(carry) e
    where e.value::numeric <> 0;
end;
$function$;

create or replace function private.cycle_budget (
  owner uuid,
  day   date
)
  returns numeric
  language sql
  stable
  set search_path to ''
  AS $function$
  select greatest(b.amount + coalesce((select sum(c.amount) from private.carried_into_cycle(owner, day) c), 0), 0)
  from public.budgets b
  where b.user_id = owner
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
$function$;

create or replace function private.is_carry_category_list (
  categories text[]
)
  returns boolean
  language sql
  immutable
  parallel safe
  strict
  set search_path to ''
  AS $function$
  select cardinality(categories) <= 30
    and array_position(categories, null) is null
    and not exists (select 1 from unnest(categories) c where char_length(btrim(c)) not between 1 and 50)
$function$;

create or replace function private.keep_cycle_plan()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  if tg_op = 'DELETE' then
    delete from public.budget_cycle_plans p where p.user_id = old.user_id;
    return null;
  end if;
  insert into public.budget_cycle_plans as p (user_id, cycle_start, category_budgets, carry_categories, carry_overspending)
  select new.user_id, c.start_day, new.category_budgets, new.carry_categories, new.carry_overspending
  from private.cycle_bounds_at(new.cycle_start, new.previous_cycle_start, new.cycle_start_from, private.ist_today()) c
  on conflict (user_id, cycle_start) do update
    set category_budgets = excluded.category_budgets,
      carry_categories = excluded.carry_categories,
      carry_overspending = excluded.carry_overspending;
  return null;
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

alter table "public"."budget_cycle_plans"
  add constraint "budget_cycle_plans_user_id_fkey" foreign key (user_id) references auth.users(id)
    on delete cascade;

create trigger budgets_a_keep_cycle_plan
  after insert or delete or update on public.budgets
  for each row
  execute function private.keep_cycle_plan();

create trigger budgets_canonicalize_carry_categories
  before insert or update of carry_categories on public.budgets
  for each row
  execute function private.canonicalize_carry_categories();

create policy "users read their own cycle plans" on "public"."budget_cycle_plans"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

revoke all on function "private"."canonicalize_carry_categories"() from public;

revoke all on function "private"."carried_into_cycle"(uuid, date) from public;

grant execute on function "private"."carried_into_cycle"(uuid, date) to "authenticated", "service_role";

revoke all on function "private"."cycle_budget"(uuid, date) from public;

grant execute on function "private"."cycle_budget"(uuid, date) to "authenticated", "service_role";

revoke all on function "private"."is_carry_category_list"(text[]) from public;

grant execute on function "private"."is_carry_category_list"(text[]) to "authenticated", "service_role";

revoke all on function "private"."keep_cycle_plan"() from public;

revoke all on table "public"."budget_cycle_plans" from "authenticated";

grant select on table "public"."budget_cycle_plans" to "authenticated";

revoke all on table "public"."budget_cycle_plans" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."budget_cycle_plans"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."budget_cycle_plans"
  to "service_role";

revoke all ("carry_categories") on table "public"."budgets" from "authenticated";

grant insert ("carry_categories"), update ("carry_categories") on table "public"."budgets" to "authenticated";

revoke all ("carry_overspending") on table "public"."budgets" from "authenticated";

grant insert ("carry_overspending"), update ("carry_overspending")
  on table "public"."budgets"
  to "authenticated";

alter table "public"."budgets"
  add constraint "budgets_carry_categories_valid" check (private.is_carry_category_list(carry_categories));
