-- The canonical category list. The original product description has two lists (home/analytics: 9, add-expense: 10) that name
-- the same things differently; they are reconciled here once, with aliases, so that analytics never
-- splits one category in two. supabase/functions/_shared/contract/categories.ts holds the same list for the
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
  is_default boolean not null default true
);

alter table public.categories enable row level security;

create policy "signed-in users read the categories"
  on public.categories for select
  to authenticated
  using (true);

insert into public.categories (name, emoji, color, icon, aliases, sort_order) values
  ('Food & Dining',     '🍽️', '#F97316', 'utensils',        '{}',                    1),
  ('Transport',         '🚌', '#3B82F6', 'bus',             '{}',                    2),
  ('Groceries',         '🛒', '#22C55E', 'shopping-basket', '{Grocery}',             3),
  ('Entertainment',     '🎬', '#A855F7', 'film',            '{}',                    4),
  ('Health',            '💊', '#EF4444', 'heart-pulse',     '{Healthcare}',          5),
  ('Shopping',          '🛍️', '#EC4899', 'shopping-bag',    '{}',                    6),
  ('Petrol',            '⛽', '#EAB308', 'fuel',            '{Fuel}',                7),
  ('Mobile Recharge',   '📱', '#06B6D4', 'smartphone',      '{Mobile}',              8),
  ('Rent',              '🏠', '#6366F1', 'house',           '{}',                    9),
  ('Bills & Utilities', '💡', '#14B8A6', 'receipt',         '{Bills,Utilities}',    10),
  ('Education',         '🎓', '#8B5CF6', 'graduation-cap',  '{}',                   11),
  ('Others',            '🏷️', '#64748B', 'tag',             '{Other}',              12);

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
