-- Renaming, merging and deleting a custom category (docs/product.md §5.5): one function, so everything
-- that names the category moves in one transaction or not at all. A custom category is a name the
-- user saved (public.custom_categories) or one their expenses use; a default category is never moved.
-- Everything naming it follows: expenses (keeping them: a delete moves them to the category the user
-- picks), recurring payments, the budget split (amounts of two merged names add up, capped at the
-- per-category ₹1,00,000) and learned payee categories.
--   merge = false: rename to `to_name`, which must be free (no default or other custom category of
--                  that name in any letter case; a change of letter case only is a rename).
--   merge = true:  move into `to_name`, a default category or another custom one, and remove the old
--                  name (what a delete does, with the category the user picked).
-- Security invoker: it runs as the caller, so RLS keeps it to their own rows. Errors: P0002 when
-- either name is not the caller's category, 23505 when a rename's name is taken, 22023 for a merge
-- into itself. Answers the name everything now uses and how many expenses moved.
create or replace function public.move_custom_category(from_name text, to_name text, merge boolean)
returns table (name text, moved_expenses integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  source text := btrim(from_name);
  target text := public.canonical_category(to_name);
  existing text;
begin
  if me is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if source = '' or target = '' or char_length(target) > 50 then
    raise exception 'A category name is 1 to 50 characters' using errcode = '22023';
  end if;
  if public.canonical_category(source) <> source
    or exists (select 1 from public.categories c where lower(c.name) = lower(source))
    or not (
      exists (select 1 from public.custom_categories c where c.user_id = me and lower(c.name) = lower(source))
      or exists (select 1 from public.expenses e where e.user_id = me and lower(e.category) = lower(source))
    )
  then
    raise exception 'Category "%" not found', source using errcode = 'P0002';
  end if;

  -- The category of that name the caller already has, in its stored spelling: a default one, a saved
  -- one, or one their expenses use.
  select coalesce(
    (select c.name from public.categories c where c.name = target),
    (select c.name from public.custom_categories c where c.user_id = me and lower(c.name) = lower(target)),
    (select e.category from public.expenses e where e.user_id = me and lower(e.category) = lower(target) limit 1)
  ) into existing;

  if merge then
    if lower(target) = lower(source) then
      raise exception 'A category cannot be merged into itself' using errcode = '22023';
    end if;
    if existing is null then
      raise exception 'Category "%" not found', target using errcode = 'P0002';
    end if;
    target := existing;
  elsif existing is not null and lower(existing) <> lower(source) then
    raise exception 'Category "%" already exists', existing using errcode = '23505';
  end if;

  update public.expenses e set category = target
  where e.user_id = me and lower(e.category) = lower(source) and e.category <> target;
  get diagnostics moved_expenses = row_count;

  update public.recurring_payments p set category = target
  where p.user_id = me and lower(p.category) = lower(source) and p.category <> target;

  update public.merchant_categories m set category = target, updated_at = now()
  where m.user_id = me and lower(m.category) = lower(source) and m.category <> target;

  update public.budgets b set category_budgets = (
    select coalesce(jsonb_object_agg(split.category, least(split.amount, 100000)), '{}'::jsonb)
    from (
      select case when lower(entry.key) = lower(source) then target else entry.key end as category,
        sum((entry.value #>> '{}')::numeric) as amount
      from jsonb_each(b.category_budgets) as entry
      group by 1
    ) split
  )
  where b.user_id = me
    and exists (select 1 from jsonb_object_keys(b.category_budgets) as k where lower(k) = lower(source));

  if merge then
    delete from public.custom_categories c where c.user_id = me and lower(c.name) = lower(source);
  else
    update public.custom_categories c set name = target where c.user_id = me and lower(c.name) = lower(source);
    if not found then
      insert into public.custom_categories (user_id, name) values (me, target);
    end if;
  end if;

  name := target;
  return next;
end;
$$;

revoke execute on function public.move_custom_category(text, text, boolean) from public, anon;
grant execute on function public.move_custom_category(text, text, boolean) to authenticated;
