-- A household's budget (docs/product.md §2.25.3): a monthly budget with category splits per
-- household (household_budgets, one row per month it takes effect from), set by the owner through
-- private.set_household_budget and read by members; the same 50/80/100 % and daily alerts as the
-- personal ones, raised once per household and period (household_budget_alerts, unique) when a shared
-- expense is written, and given to every current member as one of their budget notifications (which
-- now name the household; once per member, household, type and period). One member's failing copy
-- is a warning, never the payer's expense lost.
--
-- Also: private.apply_share_daily_totals checks each member's own alerts in a sub-transaction, so
-- one member's failure no longer aborts the payer's shared expense (a review finding), and the
-- personal alerts insert with a bare `on conflict do nothing` now that the unique constraint names
-- the household too. Schema: supabase/schemas/52_household_budget.sql (and 23_, 48_).

set local check_function_bodies = off;

alter table "public"."budget_notifications"
  drop constraint "budget_notifications_once_per_period";

create table "public"."household_budget_alerts" (
  "id"                uuid                     not null default gen_random_uuid(),
  "household_id"      uuid                     not null,
  "notification_type" text                     not null,
  "period"            date                     not null,
  "spent_amount"      numeric(12,2)            not null,
  "limit_amount"      numeric(12,2)            not null,
  "created_at"        timestamp with time zone not null default now(),
  constraint "household_budget_alerts_limit_positive" check ((limit_amount > (0)::numeric)),
  constraint "household_budget_alerts_once_per_period" unique (household_id, notification_type, period),
  constraint "household_budget_alerts_pkey" primary key (id),
  constraint "household_budget_alerts_spent_not_negative" check ((spent_amount >= (0)::numeric)),
  constraint "household_budget_alerts_type_known"
    check
    ((notification_type = ANY (ARRAY['budget_50'::text, 'budget_80'::text, 'budget_100'::text,
    'daily_limit'::text])))
);

alter table "public"."household_budget_alerts"
  enable row level security;

revoke all on table "public"."household_budget_alerts" from "anon";

create table "public"."household_budgets" (
  "household_id"     uuid                     not null,
  "month"            date                     not null,
  "total"            numeric(10,2)            not null,
  "category_budgets" jsonb                    not null default '{}'::jsonb,
  "created_at"       timestamp with time zone not null default now(),
  "updated_at"       timestamp with time zone not null default now(),
  constraint "household_budgets_month_first_day" check ((EXTRACT(day FROM month) = (1)::numeric)),
  constraint "household_budgets_month_years"
    check (((month >= '2000-01-01'::date) AND (month < '2101-01-01'::date))),
  constraint "household_budgets_pkey" primary key (household_id, month),
  constraint "household_budgets_total_range"
    check (((total >= (1000)::numeric) AND (total <= (100000)::numeric))),
  constraint "household_budgets_category_budgets_few"
    check ((private.category_budget_count(category_budgets) <= 30)),
  constraint "household_budgets_category_budgets_valid"
    check (private.is_category_budget_map(category_budgets))
);

alter table "public"."household_budgets"
  enable row level security;

revoke all on table "public"."household_budgets" from "anon";

alter table "public"."budget_notifications"
  add column "household_id" uuid;

create or replace function private.apply_share_daily_totals (
  changes private.daily_total_change[]
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  changed_owner uuid;
  changed_day date;
begin
  if changes is null then
    return;
  end if;

  delete from public.expense_daily_totals t
  using unnest(changes) c
  where c.expense_count < 0
    and t.user_id = c.user_id and t.day = c.day and t.category = c.category
    and t.expense_count + c.expense_count = 0;

  update public.expense_daily_totals t
  set total = t.total + c.amount, expense_count = t.expense_count + c.expense_count
  from unnest(changes) c
  where c.expense_count <= 0
    and t.user_id = c.user_id and t.day = c.day and t.category = c.category;

  insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
  select c.user_id, c.day, c.category, c.amount, c.expense_count
  from unnest(changes) c
  where c.expense_count > 0
  order by c.user_id, c.day, c.category
  on conflict (user_id, day, category) do update
  set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;

  for changed_owner, changed_day in
    select c.user_id, c.day
    from unnest(changes) c
    group by c.user_id, c.day
    having sum(c.amount) > 0
    order by c.user_id, c.day
  loop
    -- Each member's check on its own (a sub-transaction): one member's failure is a warning, never
    -- the payer's insert aborted nor the other members' alerts lost.
    begin
      perform private.raise_budget_alerts(changed_owner, private.ist_start_of(changed_day));
    exception when others then
      raise warning 'budget alerts of % on % not checked: %', changed_owner, changed_day, sqlerrm;
    end;
  end loop;
end;
$function$;

create or replace function private.deliver_household_alert (
  alert public.household_budget_alerts
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.household_alert_message (
  household_name    text,
  notification_type text,
  percent           integer,
  spent             numeric,
  budget_limit      numeric
)
  returns text
  language sql
  stable
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.household_month_spending (
  target uuid,
  day    date
)
  returns table (
    category    text,
    month_total numeric,
    day_total   numeric
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select e.category, sum(e.amount), coalesce(sum(e.amount) filter (where private.ist_day(e.spent_at) = day), 0)
  from public.expenses e
  where e.household_id = target
    and e.spent_at >= private.ist_start_of(date_trunc('month', day)::date)
    and e.spent_at < private.ist_start_of((date_trunc('month', day) + interval '1 month')::date)
    and not exists (
      select 1 from private.set_aside_categories s where s.user_id is null and s.name_key = lower(e.category)
    )
  group by e.category
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
  -- Any unique conflict: budget_notifications_once_per_period names the household too (null here,
  -- 52_household_budget.sql).
  on conflict do nothing;

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
    on conflict do nothing;
  end if;
end;
$function$;

create or replace function private.raise_household_budget_alerts (
  target       uuid,
  expense_time timestamp with time zone,
  today        date                     default private.ist_today()
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.raise_household_budget_alerts_safely (
  target       uuid,
  expense_time timestamp with time zone
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform private.raise_household_budget_alerts(target, expense_time);
exception when others then
  raise warning 'household budget alerts of % not checked: %', target, sqlerrm;
end;
$function$;

create or replace function private.set_household_budget (
  target     uuid,
  from_month date,
  total      numeric,
  categories jsonb
)
  returns table (
    outcome text,
    detail  text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.shared_expense_budget_alerts()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform private.raise_household_budget_alerts_safely(new.household_id, new.spent_at);
  return null;
end;
$function$;

alter table "public"."budget_notifications"
  add constraint "budget_notifications_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."budget_notifications"
  add constraint "budget_notifications_once_per_period" unique nulls
    not DISTINCT (user_id, notification_type, period, household_id);

alter table "public"."household_budget_alerts"
  add constraint "household_budget_alerts_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."household_budgets"
  add constraint "household_budgets_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

create index budget_notifications_household_id_idx on public.budget_notifications using btree (household_id)
  where (household_id is not null);

create trigger shared_expenses_household_budget_alerts
  after insert or update of amount, spent_at, category, household_id on public.expenses
  for each row
  when ((new.household_id IS NOT NULL))
  execute function private.shared_expense_budget_alerts();

create trigger household_budgets_touch_updated_at
  before update on public.household_budgets
  for each row
  execute function private.touch_updated_at();

create policy "members read their households' budget alerts" on "public"."household_budget_alerts"
  for select
  to "authenticated"
  using ((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

create policy "members read their households' budgets" on "public"."household_budgets"
  for select
  to "authenticated"
  using ((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

revoke all on function "private"."deliver_household_alert"(public.household_budget_alerts) from public;

revoke all on function "private"."household_alert_message"(text, text, integer, numeric, numeric) from public;

revoke all on function "private"."household_month_spending"(uuid, date) from public;

grant execute on function "private"."household_month_spending"(uuid, date) to "authenticated";

revoke all
  on function "private"."raise_household_budget_alerts"(uuid, timestamp with time zone, date)
  from public;

revoke all
  on function "private"."raise_household_budget_alerts_safely"(uuid, timestamp with time zone)
  from public;

revoke all on function "private"."set_household_budget"(uuid, date, numeric, jsonb) from public;

grant execute on function "private"."set_household_budget"(uuid, date, numeric, jsonb) to "authenticated";

revoke all on function "private"."shared_expense_budget_alerts"() from public;

revoke all on table "public"."household_budget_alerts" from "authenticated";

grant select on table "public"."household_budget_alerts" to "authenticated";

revoke all on table "public"."household_budget_alerts" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_budget_alerts"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_budget_alerts"
  to "service_role";

revoke all on table "public"."household_budgets" from "authenticated";

grant select on table "public"."household_budgets" to "authenticated";

revoke all on table "public"."household_budgets" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_budgets"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_budgets"
  to "service_role";
