-- Each daily-total row knows whether its category is set aside.
--
-- Every spending figure (the daily limit, each expense's budget-alert check, analytics, the weekly
-- report) read private.spending_daily_totals, which left set-aside categories out by matching every
-- (user, day, category) row against the categories list. Under the generic plans of the functions
-- that read it, the planner guessed one row and matched them in a nested loop: a month's 160 rows
-- cost ~0.7 ms in daily_limit_status (0.08 ms before set-aside categories existed) and more in each
-- insert's alert check. Now the kind is a column written when the row is created
-- (private.daily_total_kind) and rewritten when a custom category is added, removed, renamed or
-- changes kind (private.daily_totals_follow_category); the two views filter on it. An advisory lock
-- per user orders a new row against a kind change in flight, so neither reads the other's old state.

set local check_function_bodies = off;

alter table "public"."expense_daily_totals"
  add column "set_aside" boolean not null default false;

create or replace function private.category_kinds_lock (
  owner uuid
)
  returns bigint
  language sql
  immutable
  set search_path to ''
  AS $function$
  select pg_catalog.hashtextextended('category kinds ' || owner::text, 0)
$function$;

create or replace function private.daily_total_kind()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform pg_catalog.pg_advisory_xact_lock_shared(private.category_kinds_lock(new.user_id));
  new.set_aside := private.is_set_aside(new.user_id, new.category);
  return new;
end;
$function$;

create or replace function private.daily_totals_follow_category()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.is_set_aside (
  owner    uuid,
  category text
)
  returns boolean
  language sql
  stable
  set search_path to ''
  AS $function$
  select exists (
    select 1 from private.set_aside_categories s
    where s.name_key = pg_catalog.lower(category) and (s.user_id is null or s.user_id = owner)
  )
$function$;

-- The rows already there take their kind now.
update public.expense_daily_totals t
set set_aside = true
where private.is_set_aside(t.user_id, t.category);

create or replace view "private"."set_aside_daily_totals" with (security_invoker=true) AS  SELECT user_id,
    day,
    category,
    total,
    expense_count
   FROM public.expense_daily_totals t
  WHERE set_aside;

create or replace view "private"."spending_daily_totals" with (security_invoker=true) AS  SELECT user_id,
    day,
    category,
    total,
    expense_count
   FROM public.expense_daily_totals t
  WHERE (NOT set_aside);

create trigger custom_categories_daily_totals_kind
  after insert or delete or update of name, kind on public.custom_categories
  for each row
  execute function private.daily_totals_follow_category();

create trigger expense_daily_totals_kind
  before insert on public.expense_daily_totals
  for each row
  execute function private.daily_total_kind();

revoke all on function "private"."category_kinds_lock"(uuid) from public;

revoke all on function "private"."daily_total_kind"() from public;

revoke all on function "private"."daily_totals_follow_category"() from public;

revoke all on function "private"."is_set_aside"(uuid, text) from public;


grant select on table "private"."set_aside_daily_totals" to "authenticated", "service_role";

grant select on table "private"."spending_daily_totals" to "authenticated", "service_role";
