-- Categories a user adds beside the canonical list (public.categories): kept per user, on every
-- device, for the add-expense grid and the budget split. A name is at most 50 characters (like an
-- expense's category), unique per user whatever its letter case, and never one of the canonical
-- categories or their aliases (canonical_category() would file it under that category anyway).
create table public.custom_categories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint custom_categories_name_length check (char_length(name) between 1 and 50)
    constraint custom_categories_name_trimmed check (name = btrim(name)),
  created_at timestamptz not null default now(),
  -- The user's choice: 'spending', or 'set_aside' (like public.categories.kind).
  kind text not null default 'spending'
    constraint custom_categories_kind_known check (kind in ('spending', 'set_aside'))
);

-- One spelling per user; also the index the list (per user, by name) reads.
create unique index custom_categories_user_name_key on public.custom_categories (user_id, lower(name));

-- A custom category must not be a canonical one in disguise ("healthcare", " Mobile ").
create or replace function private.refuse_canonical_custom_category()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if public.canonical_category(new.name) <> btrim(new.name) or exists (
    select 1 from public.categories c where lower(c.name) = lower(btrim(new.name))
  ) then
    raise exception 'Category "%" already exists', new.name
      using errcode = 'unique_violation', detail = 'It is one of the default categories.';
  end if;
  return new;
end;
$$;

revoke execute on function private.refuse_canonical_custom_category() from public;

-- On insert and on a rename (public.move_custom_category), whoever writes the row.
create trigger custom_categories_not_canonical
  before insert or update of name on public.custom_categories
  for each row execute function private.refuse_canonical_custom_category();

alter table public.custom_categories enable row level security;

create policy "users read their own categories"
  on public.custom_categories for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users add their own categories"
  on public.custom_categories for insert
  to authenticated
  with check (user_id = (select auth.uid()));

-- Renaming and removing a category (public.move_custom_category) run as the user, so RLS decides.
create policy "users rename their own categories"
  on public.custom_categories for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users remove their own categories"
  on public.custom_categories for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.custom_categories from anon, authenticated;
grant select, insert (user_id, name, kind), update (name, kind), delete on public.custom_categories to authenticated;

-- The one list of what is set aside, not spent: the default categories of that kind (user_id null,
-- for everyone) and each user's own (lower-cased names: an expense's custom category matches in any
-- letter case, like the unique index above). Every spending figure leaves these out through
-- private.spending_daily_totals (22_expense_daily_totals.sql); the daily limit's recurring payments
-- read it too. Security invoker: a user sees their own custom rows only.
create view private.set_aside_categories
with (security_invoker = true)
as
  select null::uuid as user_id, lower(c.name) as name_key
  from public.categories c
  where c.kind = 'set_aside'
  union all
  select cc.user_id, lower(cc.name)
  from public.custom_categories cc
  where cc.kind = 'set_aside';

revoke all on private.set_aside_categories from public, anon, authenticated;
grant select on private.set_aside_categories to authenticated, service_role;
