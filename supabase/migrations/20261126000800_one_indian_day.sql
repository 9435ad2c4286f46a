-- One Indian day: every Indian day, month and wall clock the database computes now goes through
-- one family of helpers instead of literal `at time zone 'Asia/Kolkata'` conversions spread over
-- the triggers, the analytics, the alert check, the admin statistics, the history search and a check
-- constraint (supabase/schemas/01_helpers.sql says why they look as they do):
--   private.ist_clock(instant)  the Indian wall clock (timestamp), for the export's columns
--   private.ist_day(instant)    the Indian calendar day (date)
--   private.ist_start_of(day)   the instant an Indian day starts (timestamptz), for ranges on instants
--   private.ist_today()         today in India (stable; `set search_path = ''` as before)
-- The first three are immutable SQL with SQL-standard bodies and no SET clause, so the planner
-- inlines them: a per-row call costs what the bare expression cost, and a range on `spent_at` or
-- `created_at` still uses its index. No index was built on the old expression, so none is rebuilt.
-- Results are unchanged: the same conversion, written once. ist_start_of loses its SET clause
-- (names are bound when it is created); ist_clock and ist_day are new, executable by authenticated
-- (the API's history and export queries run as the user) and service_role.
-- The check `recurring_payments_starts_on_window` is rebuilt on ist_day (same rule; rows revalidated).

set local check_function_bodies = off;

create or replace function private.ist_clock (
  instant timestamp with time zone
)
  returns timestamp without time zone
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select (instant AT TIME ZONE 'Asia/Kolkata'::text)
  AS timezone;
END;

create or replace function private.ist_day (
  instant timestamp with time zone
)
  returns date
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select ((instant AT TIME ZONE 'Asia/Kolkata'::text))::date
  AS timezone;
END;

create or replace function private.ist_start_of (
  day date
)
  returns timestamp with time zone
  language sql
  immutable
  parallel safe
  strict
BEGIN ATOMIC
 select ((day)::timestamp without time zone AT TIME ZONE 'Asia/Kolkata'::text)
  AS timezone;
END;

create or replace function private.ist_today()
  returns date
  language sql
  stable
  parallel safe
  set search_path to ''
  AS $function$
  select private.ist_day(pg_catalog.now())
$function$;

revoke all on function "private"."ist_clock"(timestamp with time zone) from public;

grant execute on function "private"."ist_clock"(timestamp with time zone) to "authenticated", "service_role";

revoke all on function "private"."ist_day"(timestamp with time zone) from public;

grant execute on function "private"."ist_day"(timestamp with time zone) to "authenticated", "service_role";

alter table "public"."recurring_payments"
  drop constraint "recurring_payments_starts_on_window";

create or replace function private.admin_active_users_today()
  returns bigint
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  today date := private.ist_today();
begin
  perform private.assert_admin();
  return (
    select count(*)
    from (
      select a.user_id from public.user_activity a where a.activity_date = today
      union
      select e.user_id from public.expenses e where e.created_at >= private.ist_start_of(today)
    ) active
  );
end;
$function$;

create or replace function private.admin_activity_stats (
  days integer default 30
)
  returns table (
    total_logins   bigint,
    total_expenses bigint,
    daily_usage    jsonb
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  today date := private.ist_today();
  first_day date;
begin
  perform private.assert_admin();
  if days is null or days not between 1 and 366 then
    raise exception 'Days must be between 1 and 366, got %', coalesce(days::text, 'null')
      using errcode = 'invalid_parameter_value';
  end if;
  first_day := today - (days - 1);

  return query
    with activity as (
      select a.activity_date as day, a.activity_type as kind
      from public.user_activity a
      where a.activity_date between first_day and today
    ),
    expenses_added as (
      select private.ist_day(e.created_at) as day
      from public.expenses e
      where e.created_at >= private.ist_start_of(first_day)
    ),
    events_per_day as (
      select day, count(*) as events
      from (
        select day from activity where kind <> 'expense_added'
        union all
        select day from expenses_added
      ) events
      group by day
    )
    select
      (select count(*) from activity where activity.kind = 'login'),
      (select count(*) from expenses_added),
      (
        select jsonb_object_agg(to_char(first_day + offset_days, 'YYYY-MM-DD'), coalesce(epd.events, 0))
        from generate_series(0, days - 1) as offset_days
        left join events_per_day epd on epd.day = first_day + offset_days
      );
end;
$function$;

create or replace function private.expenses_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  changes private.daily_total_change[];
  changed_owner uuid;
  changed_day date;
begin
  -- Transition tables exist only for the events that have them: new_rows for insert and update,
  -- old_rows for update and delete.
  if tg_op = 'INSERT' then
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select n.user_id, private.ist_day(n.spent_at) as day, n.category,
        sum(n.amount) as amount, count(*)::integer as expense_count
      from new_rows n
      group by 1, 2, 3
    ) c;
  elsif tg_op = 'DELETE' then
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select o.user_id, private.ist_day(o.spent_at) as day, o.category,
        -sum(o.amount) as amount, -count(*)::integer as expense_count
      from old_rows o
      group by 1, 2, 3
    ) c;
  else
    -- An update moves amounts between days, categories or users; edits that move nothing (a new
    -- description) net out to no change at all.
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select moved.user_id, moved.day, moved.category,
        sum(moved.amount) as amount, sum(moved.expense_count)::integer as expense_count
      from (
        select n.user_id, private.ist_day(n.spent_at) as day, n.category, n.amount,
          1 as expense_count
        from new_rows n
        union all
        select o.user_id, private.ist_day(o.spent_at), o.category, -o.amount, -1
        from old_rows o
      ) moved
      group by 1, 2, 3
      having sum(moved.amount) <> 0 or sum(moved.expense_count) <> 0
    ) c;
  end if;

  if changes is null then
    return null;
  end if;

  -- Fewer expenses or lower amounts (never on insert, the API's hot path, which skips this): the row
  -- exists, because the expenses taken away are counted in it (and are locked by this statement).
  -- A day and category left without expenses loses its row. No row at all happens only when the
  -- user is being deleted and the cascade removed it first.
  if tg_op <> 'INSERT' then
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
  end if;

  -- More expenses: add to the row, or create it. On conflict, concurrent writers queue on the row
  -- and each adds its own change (keys in a fixed order, so two bulk writes cannot deadlock here).
  insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
  select c.user_id, c.day, c.category, c.amount, c.expense_count
  from unnest(changes) c
  where c.expense_count > 0
  order by c.user_id, c.day, c.category
  on conflict (user_id, day, category) do update
  set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;

  -- Deletions and lower amounts can never reach a threshold; only days whose spending went up are
  -- checked (a changed category alone moves nothing).
  for changed_owner, changed_day in
    select c.user_id, c.day
    from unnest(changes) c
    group by c.user_id, c.day
    having sum(c.amount) > 0
    order by c.user_id, c.day
  loop
    perform private.raise_budget_alerts(changed_owner, private.ist_start_of(changed_day));
  end loop;

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
$function$;

create or replace function private.search_expense_totals (
  pattern       text,
  first_instant timestamp with time zone,
  end_instant   timestamp with time zone,
  categories    text[],
  paid_with     text[],
  methods       text[],
  by_day        boolean
)
  returns table (
    day           date,
    expense_count integer,
    total         numeric
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or pattern is null then
    return;
  end if;
  return query execute format(
    'select %s, count(*)::integer, coalesce(sum(e.amount), 0)
     from public.expenses e where e.user_id = %L and e.description ilike %L %s %s',
    case when by_day then 'private.ist_day(e.spent_at)' else 'null::date' end,
    caller,
    pattern,
    private.expense_filter_sql(first_instant, end_instant, categories, paid_with, methods),
    case when by_day then 'group by 1 order by 1 desc' else '' end
  );
end;
$function$;

create or replace function public.daily_limit_status()
  returns table (
    today_spent    numeric,
    daily_limit    numeric,
    monthly_budget numeric
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select
    (
      select coalesce(sum(t.total), 0)
      from public.expense_daily_totals t
      where t.user_id = (select auth.uid())
        and t.day = private.ist_today()
    ) as today_spent,
    coalesce(round(b.amount / 30, 2), 0) as daily_limit,
    b.amount as monthly_budget
  from (select (select auth.uid()) as uid) caller
  left join public.budgets b on b.user_id = caller.uid
$function$;

create or replace function public.spending_in_month (
  year  integer default null::integer,
  month integer default null::integer
)
  returns table (
    total_spent       numeric,
    category_spending jsonb
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select s.total_spent, s.category_spending
  from (
    select case
      when spending_in_month.year is null and spending_in_month.month is null
        then date_trunc('month', private.ist_today())::date
      else private.month_start(spending_in_month.year, spending_in_month.month)
    end as first_day
  ) chosen
  cross join lateral private.spending_between_days(
    chosen.first_day,
    (chosen.first_day + interval '1 month')::date
  ) s
$function$;

create or replace function public.spending_on_day (
  day date default null::date
)
  returns table (
    total_spent       numeric,
    category_spending jsonb
  )
  language sql
  stable
  set search_path to ''
  AS $function$
  select s.total_spent, s.category_spending
  from (select coalesce(spending_on_day.day, private.ist_today()) as d) chosen
  cross join lateral private.spending_between_days(chosen.d, chosen.d + 1) s
$function$;

alter table "public"."budget_notifications"
  alter column "trigger_date" set default private.ist_today();

alter table "public"."user_activity"
  alter column "activity_date" set default private.ist_today();

alter table "public"."recurring_payments"
  add constraint "recurring_payments_starts_on_window"
    check (((starts_on >= (private.ist_day(created_at) - 1)) AND (starts_on <= '2100-12-31'::date)));
