-- Spending per Indian day: (user, Indian day, category) → total and number of expenses. The analytics
-- functions and the budget-alert check read these rows instead of summing every expense, so a month
-- costs at most 31 × categories rows however many expenses it holds (100,000 expenses in a month:
-- 0.5 ms instead of 150–800 ms). The database keeps the table exact with statement-level triggers on
-- public.expenses; users may only read their own rows, nobody writes them but those triggers.

create table public.expense_daily_totals (
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The Indian calendar day (private.ist_day) of the expenses, whatever the server's time zone.
  day date not null,
  -- Canonical, as in public.expenses.
  category text not null,
  -- Unbounded numeric: an exact sum of numeric(10,2) amounts that no number of expenses can overflow.
  total numeric not null constraint expense_daily_totals_total_not_negative check (total >= 0),
  -- A day and category without expenses has no row (the trigger deletes it when its last one goes).
  expense_count integer not null constraint expense_daily_totals_count_positive check (expense_count > 0),
  -- Whether the category is set aside for this user (private.is_set_aside), not spent: written when
  -- the row is created and rewritten when the user's custom category changes its kind or name
  -- (private.daily_totals_follow_category below), so every spending figure filters on a column
  -- instead of matching each day's rows against the categories.
  set_aside boolean not null default false,
  -- Also the index every read uses: one user's days (a day, a month, all time).
  primary key (user_id, day, category)
);

alter table public.expense_daily_totals enable row level security;

create policy "users read their own daily totals"
  on public.expense_daily_totals for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Derived data: only the triggers below (security definer) write it.
revoke all on public.expense_daily_totals from anon, authenticated;
grant select on public.expense_daily_totals to authenticated;

-- Whether a category is set aside for a user, not spent (docs/product.md §4.32): one of the default
-- categories of that kind or the user's own of that kind, in any letter case (the one list:
-- private.set_aside_categories), for the triggers below.
create or replace function private.is_set_aside(owner uuid, category text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from private.set_aside_categories s
    where s.name_key = pg_catalog.lower(category) and (s.user_id is null or s.user_id = owner)
  )
$$;

revoke execute on function private.is_set_aside(uuid, text) from public;

-- One advisory lock per user's category kinds: a new daily-total row takes it shared, a custom
-- category's change exclusive, so a row created while the kind changes waits for the change and reads
-- the new kind, and the change's rewrite waits for the rows already being written and sees them.
create or replace function private.category_kinds_lock(owner uuid)
returns bigint
language sql
immutable
security invoker
set search_path = ''
as $$
  select pg_catalog.hashtextextended('category kinds ' || owner::text, 0)
$$;

revoke execute on function private.category_kinds_lock(uuid) from public;

-- Every new (user, day, category) row gets its kind, whoever writes it (expenses_changed below, the
-- shares' totals in 48_shared_expenses.sql). On an insert that becomes an update (on conflict), the
-- existing row keeps its flag.
create or replace function private.daily_total_kind()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.category_kinds_lock(new.user_id));
  new.set_aside := private.is_set_aside(new.user_id, new.category);
  return new;
end;
$$;

revoke execute on function private.daily_total_kind() from public;

create trigger expense_daily_totals_kind
  before insert on public.expense_daily_totals
  for each row execute function private.daily_total_kind();

-- A custom category added, removed, renamed or given another kind: its owner's rows under the old and
-- the new name take their kind again (a default category's kind is fixed data, changed only by a
-- migration that rewrites the flag with it).
create or replace function private.daily_totals_follow_category()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid := coalesce(new.user_id, old.user_id);
begin
  if tg_op = 'UPDATE' and new.kind = old.kind and lower(new.name) = lower(old.name) then
    return null;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(private.category_kinds_lock(owner));
  update public.expense_daily_totals t
  set set_aside = not t.set_aside
  where t.user_id = owner
    and lower(t.category) in (lower(old.name), lower(new.name))
    and t.set_aside <> private.is_set_aside(t.user_id, t.category);
  return null;
end;
$$;

revoke execute on function private.daily_totals_follow_category() from public;

create trigger custom_categories_daily_totals_kind
  after insert or delete or update of name, kind on public.custom_categories
  for each row execute function private.daily_totals_follow_category();

-- The daily totals split by the category's kind: what every spending figure reads (the daily limit,
-- budget alerts, analytics, the weekly report, month totals), and the set-aside figure analytics shows
-- apart. The table itself stays one row per (user, day, category), whatever the kind. Security invoker:
-- RLS as the caller.
create view private.spending_daily_totals
with (security_invoker = true)
as
  select t.user_id, t.day, t.category, t.total, t.expense_count
  from public.expense_daily_totals t
  where not t.set_aside;

create view private.set_aside_daily_totals
with (security_invoker = true)
as
  select t.user_id, t.day, t.category, t.total, t.expense_count
  from public.expense_daily_totals t
  where t.set_aside;

revoke all on private.spending_daily_totals, private.set_aside_daily_totals from public, anon, authenticated;
grant select on private.spending_daily_totals, private.set_aside_daily_totals to authenticated, service_role;

-- One change to one (user, day, category): amount and expense count to add (negative to take away).
create type private.daily_total_change as (
  user_id uuid,
  day date,
  category text,
  amount numeric,
  expense_count integer
);

-- After every insert, update or delete on expenses (once per statement, so a bulk import is one
-- grouped write): personal expenses only (a shared expense counts as its members' shares,
-- 48_shared_expenses.sql); apply the net change per (user, Indian day, category) to the totals, then check the
-- budget alerts of every user and day whose spending went up. One function for both, so the alert
-- check always sees the totals it depends on.
create or replace function private.expenses_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes private.daily_total_change[];
  changed_owner uuid;
  changed_day date;
  counted boolean := false;
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
      where n.household_id is null
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
      where o.household_id is null
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
        where n.household_id is null
        union all
        select o.user_id, private.ist_day(o.spent_at), o.category, -o.amount, -1
        from old_rows o
        where o.household_id is null
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

  -- One more expense on a day and category already counted (the usual save): a plain update. The
  -- insert below would first look up the new row's kind (expense_daily_totals_kind, a before-insert
  -- trigger) only for the conflict to discard it.
  if cardinality(changes) = 1 and (changes[1]).expense_count > 0 then
    update public.expense_daily_totals t
    set total = t.total + (changes[1]).amount, expense_count = t.expense_count + (changes[1]).expense_count
    where t.user_id = (changes[1]).user_id and t.day = (changes[1]).day and t.category = (changes[1]).category;
    counted := found;
  end if;

  -- More expenses: add to the row, or create it. On conflict, concurrent writers queue on the row
  -- and each adds its own change (keys in a fixed order, so two bulk writes cannot deadlock here).
  if not counted then
    insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
    select c.user_id, c.day, c.category, c.amount, c.expense_count
    from unnest(changes) c
    where c.expense_count > 0
    order by c.user_id, c.day, c.category
    on conflict (user_id, day, category) do update
    set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;
  end if;

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
$$;

revoke execute on function private.expenses_changed() from public;

-- Transition tables need one trigger per event.
create trigger expenses_changed_after_insert
  after insert on public.expenses
  referencing new table as new_rows
  for each statement execute function private.expenses_changed();

create trigger expenses_changed_after_update
  after update on public.expenses
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.expenses_changed();

create trigger expenses_changed_after_delete
  after delete on public.expenses
  referencing old table as old_rows
  for each statement execute function private.expenses_changed();
