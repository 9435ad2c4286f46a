-- Custom categories can be renamed, merged into another category and deleted (their expenses moving
-- to a category the user picks): docs/product.md §5.5. Until now a custom category, once added, could
-- only grow in number; an import could leave several spellings of one.
--
-- public.move_custom_category(from, to, merge) does a rename or a merge (a delete is a merge into the
-- category the user picks) in one transaction: expenses, recurring payments, the budget split and
-- learned payee categories follow, and nothing is lost. It runs as the caller (security invoker), so
-- RLS keeps it to their own rows; for that, users may now update a saved name and remove one, and the
-- trigger that keeps default names out of custom_categories also checks a rename.

set local check_function_bodies = off;

drop trigger "custom_categories_not_canonical" on "public"."custom_categories";

create or replace function public.move_custom_category (
  from_name text,
  to_name   text,
  merge     boolean
)
  returns table (
    name           text,
    moved_expenses integer
  )
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

revoke all on function "public"."move_custom_category"(text, text, boolean) from public, "anon";

create trigger custom_categories_not_canonical
  before insert or update of name on public.custom_categories
  for each row
  execute function private.refuse_canonical_custom_category();

create policy "users remove their own categories" on "public"."custom_categories"
  for delete
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "users rename their own categories" on "public"."custom_categories"
  for update
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));

grant execute on function "public"."move_custom_category"(text, text, boolean) to "authenticated";

revoke all on function "public"."move_custom_category"(text, text, boolean) from "postgres";

grant execute on function "public"."move_custom_category"(text, text, boolean) to "postgres";

grant execute on function "public"."move_custom_category"(text, text, boolean) to "service_role";

revoke all on table "public"."custom_categories" from "authenticated";

revoke all ("name") on table "public"."custom_categories" from "authenticated";

grant insert ("name"), update ("name") on table "public"."custom_categories" to "authenticated";

revoke all ("user_id") on table "public"."custom_categories" from "authenticated";

grant insert ("user_id") on table "public"."custom_categories" to "authenticated";

grant delete, select on table "public"."custom_categories" to "authenticated";
