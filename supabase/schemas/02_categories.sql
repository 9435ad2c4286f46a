-- The canonical category list (its rows are in 20261122000110_categories.sql). The original product
-- description has two lists (home/analytics: 9, add-expense: 10) that name the same things
-- differently; they are reconciled here once, with aliases, so that analytics never splits one
-- category in two. supabase/functions/_shared/contract/categories.ts holds the same list for the
-- API and the web app; tests/integration/db/categories.test.ts fails when the two drift apart.
create table public.categories (
  id smallint generated always as identity primary key,
  name text not null unique check (char_length(name) between 1 and 50),
  emoji text not null,
  color text not null check (color ~ '^#[0-9A-Fa-f]{6}$'),
  icon text not null,
  -- Other spellings users (and docs/product.md) use for this category; matched case-insensitively.
  aliases text[] not null default '{}',
  sort_order smallint not null unique,
  is_default boolean not null default true,
  -- 'spending', or 'set_aside': money the user keeps (a SIP, an RD, PPF, a move to savings, the card
  -- bill that pays for expenses already logged). Set-aside expenses are listed and exported like any
  -- other, but no spending figure counts them (private.set_aside_categories, docs/product.md §4.32).
  kind text not null default 'spending' constraint categories_kind_known check (kind in ('spending', 'set_aside'))
);

alter table public.categories enable row level security;

create policy "signed-in users read the categories"
  on public.categories for select
  to authenticated
  using (true);

revoke all on public.categories from anon, authenticated;
grant select on public.categories to authenticated;
revoke all on sequence public.categories_id_seq from anon, authenticated;

-- "healthcare" → "Health", " mobile " → "Mobile Recharge"; a custom category passes through trimmed.
-- Security invoker: signed-in users (and the service role) can read the list, so the answer is the
-- same for everyone who may save an expense.
create or replace function public.canonical_category(name text)
returns text
language sql
stable
strict
security invoker
set search_path = ''
as $$
  select coalesce(
    (
      select c.name
      from public.categories c
      where lower(c.name) = lower(btrim(canonical_category.name))
        or lower(btrim(canonical_category.name)) = any (select lower(a) from unnest(c.aliases) a)
      order by c.sort_order
      limit 1
    ),
    btrim(canonical_category.name)
  )
$$;

revoke execute on function public.canonical_category(text) from public, anon;
grant execute on function public.canonical_category(text) to authenticated, service_role;
