-- One monthly budget per user (docs/product.md §9: ₹1,000–₹1,00,000, monthly only), with an optional split by
-- category in whole rupees. Money is numeric everywhere: never floating point.

-- A category split is a JSON object of category name → whole rupees, 0 to 1,00,000 each.
create or replace function private.is_category_budget_map(splits jsonb)
returns boolean
language sql
immutable
strict
security invoker
set search_path = ''
as $$
  select jsonb_typeof(splits) = 'object'
    and not exists (
      select 1
      from jsonb_each(splits) as entry(category, amount)
      -- CASE, not OR: a text value must count as invalid, never reach the numeric cast.
      where case
        when char_length(btrim(entry.category)) not between 1 and 50 then true
        when jsonb_typeof(entry.amount) <> 'number' then true
        else (entry.amount #>> '{}')::numeric not between 0 and 100000
          or (entry.amount #>> '{}')::numeric <> trunc((entry.amount #>> '{}')::numeric)
      end
    )
$$;

revoke execute on function private.is_category_budget_map(jsonb) from public;
-- Check constraints run with the writer's privileges.
grant execute on function private.is_category_budget_map(jsonb) to authenticated, service_role;

-- The number of entries of a category budget map; 0 for anything else (the form is
-- budgets_category_budgets_valid's to refuse).
create or replace function private.category_budget_count(splits jsonb)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(splits) = 'object'
    then (select count(*)::integer from jsonb_object_keys(splits))
    else 0 end
$$;

revoke execute on function private.category_budget_count(jsonb) from public;
grant execute on function private.category_budget_count(jsonb) to authenticated, service_role;

create table public.budgets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  type text not null default 'monthly' constraint budgets_type_monthly check (type = 'monthly'),
  amount numeric(10, 2) not null
    constraint budgets_amount_range check (amount between 1000 and 100000),
  category_budgets jsonb not null default '{}'::jsonb
    constraint budgets_category_budgets_valid check (private.is_category_budget_map(category_budgets))
    -- At most 30 categories, the API's rule (categoryBudgetsSchema): a map written through the Data API
    -- could otherwise be megabytes that every budget request reads.
    constraint budgets_category_budgets_few check (private.category_budget_count(category_budgets) <= 30),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The day the budget month starts (docs/product.md §4.31): '1'–'28', or 'last_working_day' (the last
  -- Monday–Friday of the calendar month). '1' is the calendar month. private.cycle_bounds reads it.
  cycle_start text not null default '1'
    constraint budgets_cycle_start_known
      check (cycle_start ~ '^([1-9]|1[0-9]|2[0-8])$' or cycle_start = 'last_working_day'),
  -- A change takes effect from the next cycle: until cycle_start_from, the cycle of previous_cycle_start
  -- holds. Written only by private.hold_cycle_until_next (41_budget_cycle.sql), never by the user.
  previous_cycle_start text
    constraint budgets_previous_cycle_start_known
      check (previous_cycle_start ~ '^([1-9]|1[0-9]|2[0-8])$' or previous_cycle_start = 'last_working_day'),
  cycle_start_from date,
  -- One budget per user: POST creates it, PUT changes it.
  constraint budgets_one_per_user unique (user_id)
);

-- Category names in the split are stored canonically ("Healthcare" → "Health"), summing any two
-- spellings of one category, so budgets and expenses always agree on names.
create or replace function private.canonicalize_budget_categories()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Invalid maps are left alone for the check constraint to refuse with its own message.
  if private.is_category_budget_map(new.category_budgets) then
    select coalesce(jsonb_object_agg(category, amount), '{}'::jsonb)
    into new.category_budgets
    from (
      select public.canonical_category(entry.key) as category, sum((entry.value #>> '{}')::numeric) as amount
      from jsonb_each(new.category_budgets) as entry
      group by 1
    ) merged;
  end if;
  return new;
end;
$$;

revoke execute on function private.canonicalize_budget_categories() from public;

create trigger budgets_canonicalize_categories
  before insert or update of category_budgets on public.budgets
  for each row execute function private.canonicalize_budget_categories();

create trigger budgets_touch_updated_at
  before update on public.budgets
  for each row execute function private.touch_updated_at();

alter table public.budgets enable row level security;

create policy "users read their own budget"
  on public.budgets for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users create their own budget"
  on public.budgets for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own budget"
  on public.budgets for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own budget"
  on public.budgets for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.budgets from anon, authenticated;
grant select, insert (user_id, type, amount, category_budgets, cycle_start),
  update (amount, category_budgets, cycle_start), delete
  on public.budgets to authenticated;

-- Live updates (Realtime): an update or a delete carries the whole old row, so a subscription
-- filtered on `user_id` matches deletes too.
alter table public.budgets replica identity full;
alter publication supabase_realtime add table public.budgets;
