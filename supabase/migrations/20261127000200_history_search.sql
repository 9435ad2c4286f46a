-- The history search looks beyond descriptions (issue 30, item 16): "560", "groceries", "राशन" or
-- "rapido upi" found nothing, and an expense quick-added without a description could never be found.
-- A search word now matches the description, the payee (merchant_key), the category or the way of
-- paying, a label the app shows for the category or way of paying (English or Hindi), or the amount
-- in rupees; every word must match. The words arrive as terms (jsonb) built by
-- supabase/functions/_shared/contract/expense-search.ts, which the offline list also applies.
--
-- The description's trigram index gives way to one on the four searched texts joined
-- (private.expense_search_text), and a (user, amount) index answers amounts; the two search
-- functions take the terms in place of one description pattern (same keyset paging, same filters).
-- No data changes.

set local check_function_bodies = off;

drop index "public"."expenses_user_description_trgm_idx";

drop function "private"."search_expense_totals"(text, timestamp with time zone, timestamp
  with time zone, text[], text[], text[], boolean);

drop function "private"."search_expenses"(text, timestamp with time zone, timestamp
  with time zone, text[], text[], text[], timestamp with time zone, timestamp with time zone, uuid, integer);

create or replace function private.expense_search_sql (
  terms jsonb
)
  returns text
  language sql
  stable
  set search_path to ''
  AS $function$
  select coalesce(string_agg(format(' and (%s%s)',
    (select coalesce(string_agg(format(
        'private.expense_search_text(e.description, e.merchant_key, e.category, e.paid_with) ilike %L', p), ' or '),
        'false')
     from jsonb_array_elements_text(t -> 'patterns') p),
    case when t ->> 'amount' is not null then format(' or e.amount = %L::numeric', t ->> 'amount') else '' end), ''), '')
  from jsonb_array_elements(terms) t
$function$;

create or replace function private.expense_search_text (
  description text,
  payee       text,
  category    text,
  paid_with   text
)
  returns text
  language sql
  immutable
  parallel safe
BEGIN ATOMIC
 select
   ((((((((chr(31) || COALESCE(description, ''::text)) || chr(31)) || COALESCE(payee, ''::text)) || chr(31))
   || COALESCE(category, ''::text)) || chr(31)) || COALESCE(paid_with, ''::text)) || chr(31));
end;

create or replace function private.search_expense_totals (
  terms         jsonb,
  first_instant timestamp with time zone,
  end_instant   timestamp with time zone,
  categories    text[],
  paid_with     text[],
  methods       text[],
  by_day        boolean
)
  returns table (
    day           date,
    expense_count integer,
    total         numeric
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or jsonb_typeof(terms) is distinct from 'array' or jsonb_array_length(terms) = 0 then
    return;
  end if;
  return query execute format(
    'select %s, count(*)::integer, coalesce(sum(e.amount), 0)
     from public.expenses e where e.user_id = %L %s %s %s',
    case when by_day then 'private.ist_day(e.spent_at)' else 'null::date' end,
    caller,
    private.expense_search_sql(terms),
    private.expense_filter_sql(first_instant, end_instant, categories, paid_with, methods),
    case when by_day then 'group by 1 order by 1 desc' else '' end
  );
end;
$function$;

create or replace function private.search_expenses (
  terms            jsonb,
  first_instant    timestamp with time zone,
  end_instant      timestamp with time zone,
  categories       text[],
  paid_with        text[],
  methods          text[],
  after_spent_at   timestamp with time zone,
  after_created_at timestamp with time zone,
  after_id         uuid,
  page_size        integer
)
  returns SETOF public.expenses
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or jsonb_typeof(terms) is distinct from 'array' or jsonb_array_length(terms) = 0 then
    return;
  end if;
  return query execute format(
    'select e.* from public.expenses e where e.user_id = %L %s %s
     order by e.spent_at desc, e.created_at desc, e.id desc limit %s',
    caller,
    private.expense_search_sql(terms),
    private.expense_filter_sql(first_instant, end_instant, categories, paid_with, methods)
      || case
        when after_id is null then ''
        else format(' and (e.spent_at, e.created_at, e.id) < (%L::timestamptz, %L::timestamptz, %L::uuid)',
          after_spent_at, after_created_at, after_id)
      end,
    least(greatest(page_size, 1), 101)
  );
end;
$function$;

create index expenses_user_amount_idx on public.expenses using btree (user_id, amount);

revoke all on function "private"."expense_search_sql"(jsonb) from public;

revoke all on function "private"."expense_search_text"(text, text, text, text) from public;

grant execute on function "private"."expense_search_text"(text, text, text, text) to "authenticated";

revoke all
  on function "private"."search_expense_totals"(jsonb, timestamp with time zone, timestamp
    with time zone, text[], text[], text[], boolean)
  from public;

grant execute
  on function "private"."search_expense_totals"(jsonb, timestamp with time zone, timestamp
    with time zone, text[], text[], text[], boolean)
  to "authenticated";

revoke all
  on function "private"."search_expenses"(jsonb, timestamp with time zone, timestamp
    with time zone, text[], text[], text[], timestamp with time zone, timestamp with time zone, uuid, integer)
  from public;

grant execute
  on function "private"."search_expenses"(jsonb, timestamp with time zone, timestamp
    with time zone, text[], text[], text[], timestamp with time zone, timestamp with time zone, uuid, integer)
  to "authenticated";

create index expenses_user_search_trgm_idx on public.expenses
  using gin
  (user_id, private.expense_search_text(description, merchant_key, category, paid_with)
  extensions.gin_trgm_ops);
