-- Learned categories: the category a user last gave an expense from each payee. The next message
-- from that payee gets it instead of the keyword table's guess.
create table public.merchant_categories (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  merchant_key text not null
    constraint merchant_categories_key_length check (char_length(merchant_key) between 1 and 100),
  category text not null
    constraint merchant_categories_category_length check (char_length(btrim(category)) between 1 and 50),
  updated_at timestamptz not null default now()
    constraint merchant_categories_updated_at_years check (
      updated_at >= timestamptz '2000-01-01 00:00:00+00' and updated_at < timestamptz '2101-01-01 00:00:00+00'
    ),
  primary key (user_id, merchant_key)
);

alter table public.merchant_categories enable row level security;

create policy "users read their own merchant categories"
  on public.merchant_categories for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users add their own merchant categories"
  on public.merchant_categories for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own merchant categories"
  on public.merchant_categories for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users forget their own merchant categories"
  on public.merchant_categories for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Written by the trigger below as the expense's owner; the owner reads and forgets them.
revoke all on public.merchant_categories from anon, authenticated;
grant select,
  insert (user_id, merchant_key, category, updated_at),
  update (category, updated_at),
  delete
  on public.merchant_categories to authenticated;

-- Saving an expense from a payee, or changing its category later, teaches that payee's category.
-- Security invoker: it writes the expense owner's own row, which RLS above allows.
create or replace function private.learn_merchant_category()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  insert into public.merchant_categories (user_id, merchant_key, category, updated_at)
  values (new.user_id, new.merchant_key, new.category, now())
  on conflict (user_id, merchant_key)
    do update set category = excluded.category, updated_at = excluded.updated_at
    where public.merchant_categories.category is distinct from excluded.category;
  return null;
end;
$$;

revoke execute on function private.learn_merchant_category() from public;

-- Inserts teach once per statement: an import of 10,000 rows from payees is one upsert, not 10,000
-- (row by row it took about half the import's time in the database). Each payee gets the category of
-- the statement's last row from it, as row by row it did: new_rows holds the rows in the order they
-- were written.
create or replace function private.learn_merchant_categories()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Most saves name no payee: a look at the rows is cheaper than the upsert's sort (a save pays this).
  if not exists (select from new_rows r where r.merchant_key is not null) then
    return null;
  end if;
  insert into public.merchant_categories (user_id, merchant_key, category, updated_at)
  select distinct on (n.user_id, n.merchant_key) n.user_id, n.merchant_key, n.category, now()
  from (select r.user_id, r.merchant_key, r.category, row_number() over () as written from new_rows r) n
  where n.merchant_key is not null
  order by n.user_id, n.merchant_key, n.written desc
  on conflict (user_id, merchant_key)
    do update set category = excluded.category, updated_at = excluded.updated_at
    where public.merchant_categories.category is distinct from excluded.category;
  return null;
end;
$$;

revoke execute on function private.learn_merchant_categories() from public;

create trigger expenses_learn_merchant_category
  after update of category, merchant_key on public.expenses
  for each row
  when (new.merchant_key is not null)
  execute function private.learn_merchant_category();

create trigger expenses_learn_merchant_categories_after_insert
  after insert on public.expenses
  referencing new table as new_rows
  for each statement
  execute function private.learn_merchant_categories();
