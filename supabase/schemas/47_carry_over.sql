-- Carry-over (docs/product.md §4.34): for the categories a user opts in, what a budget cycle leaves
-- unspent adds to the next cycle's budget of that category, and what it overspends is taken off it when
-- the user chooses "carry overspending too". The rule has one home, here: the figures are computed
-- forward from each cycle's own budget (the plan kept below) and spending (private.spending_daily_totals,
-- so split lines count in their category and set-aside categories are not spending).

-- The opt-in, written by the user (Data API or /api/budget): the categories that carry, and whether
-- overspending carries too (off: a cycle overspent passes on ₹0).
alter table public.budgets
  add column carry_categories text[] not null default '{}'::text[],
  add column carry_overspending boolean not null default false;

-- A carry list is at most 30 names (as many as a split may have), each 1–50 characters, none null.
create or replace function private.is_carry_category_list(categories text[])
returns boolean
language sql
immutable
strict
parallel safe
security invoker
set search_path = ''
as $$
  select cardinality(categories) <= 30
    and array_position(categories, null) is null
    and not exists (select 1 from unnest(categories) c where char_length(btrim(c)) not between 1 and 50)
$$;

revoke execute on function private.is_carry_category_list(text[]) from public;
grant execute on function private.is_carry_category_list(text[]) to authenticated, service_role;

alter table public.budgets
  add constraint budgets_carry_categories_valid check (private.is_carry_category_list(carry_categories));

-- Names are kept canonical ("Healthcare" → "Health"), once each, so they match the split and spending.
create or replace function private.canonicalize_carry_categories()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- An invalid list is left for the check constraint to refuse with its own message.
  if private.is_carry_category_list(new.carry_categories) then
    new.carry_categories := array(
      select distinct public.canonical_category(btrim(c)) from unnest(new.carry_categories) c order by 1
    );
  end if;
  return new;
end;
$$;

revoke execute on function private.canonicalize_carry_categories() from public;

create trigger budgets_canonicalize_carry_categories
  before insert or update of carry_categories on public.budgets
  for each row execute function private.canonicalize_carry_categories();

grant insert (carry_categories, carry_overspending), update (carry_categories, carry_overspending)
  on public.budgets to authenticated;

-- Each cycle's plan: the split, the carry list and the overspending choice as last saved during the
-- cycle (keyed by the cycle's first day when saved). A cycle nobody saved in has the plan of the last one
-- saved before it. Only the trigger below writes it; the owner reads their own rows.
create table public.budget_cycle_plans (
  user_id uuid not null references auth.users (id) on delete cascade,
  cycle_start date not null,
  category_budgets jsonb not null,
  carry_categories text[] not null,
  carry_overspending boolean not null,
  primary key (user_id, cycle_start)
);

alter table public.budget_cycle_plans enable row level security;

create policy "users read their own cycle plans"
  on public.budget_cycle_plans for select
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.budget_cycle_plans from anon, authenticated;
grant select on public.budget_cycle_plans to authenticated;

-- A saved budget is this cycle's plan; a deleted budget forgets every plan (a new budget starts afresh).
create or replace function private.keep_cycle_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function private.keep_cycle_plan() from public;

-- Named to run before budgets_budget_alerts (after-triggers fire by name): the alerts see the plan.
create trigger budgets_a_keep_cycle_plan
  after insert or update or delete on public.budgets
  for each row execute function private.keep_cycle_plan();

-- What each opted-in category carries into the budget cycle that holds `day`, from the cycle before
-- (from_start–from_end). Walked forward cycle by cycle from the first plan with a carry list: a cycle
-- passes on its category budget + what it received − its spending (overspending only when that cycle's
-- plan says so, else never below 0). A category receives only in a cycle whose plan lists it and gives
-- a budget for it: leaving it out (or its budget) ends the chain, and it starts again from ₹0. Set-aside
-- categories never carry. Security invoker: a user reads only their own plans and spending (RLS).
create or replace function private.carried_into_cycle(owner uuid, day date)
returns table (category text, amount numeric, from_start date, from_end date)
language plpgsql
stable
security invoker
set search_path = ''
as $$
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
$$;

revoke execute on function private.carried_into_cycle(uuid, date) from public;
grant execute on function private.carried_into_cycle(uuid, date) to authenticated, service_role;

-- The budget of the cycle that holds `day`: the saved amount plus everything carried into it, never
-- below ₹0; null without a budget. The daily limit and the monthly alerts measure against it. Someone
-- who never chose a category to carry (most people) skips the carry walk: an index probe instead of a
-- PL/pgSQL call that works out cycle bounds first, on every daily figure and every expense saved.
create or replace function private.cycle_budget(owner uuid, day date)
returns numeric
language sql
stable
security invoker
set search_path = ''
as $$
  select greatest(b.amount + case
      when exists (
        select 1 from public.budget_cycle_plans p where p.user_id = owner and cardinality(p.carry_categories) > 0
      )
      then coalesce((select sum(c.amount) from private.carried_into_cycle(owner, day) c), 0)
      else 0
    end, 0)
  from public.budgets b
  where b.user_id = owner
$$;

revoke execute on function private.cycle_budget(uuid, date) from public;
grant execute on function private.cycle_budget(uuid, date) to authenticated, service_role;
