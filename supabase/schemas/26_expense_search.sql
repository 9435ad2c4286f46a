-- The history screen: every expense of a user, newest first, a page at a time, filtered and searched.
-- The keyset index (user_id, spent_at desc, created_at desc, id desc) is in 21_expenses.sql.

-- A search word may be part of the description, the payee, the category or the way of paying, or name
-- the amount (supabase/functions/_shared/contract/expense-search.ts, which the offline list shares).
-- The four texts are searched as one, each between separators (chr(31), which no typed word holds),
-- so that one trigram index on (user, that text) finds a user's few matching rows among 100,000
-- without reading them all (btree_gin, 00_schemas.sql, lets the uuid share the GIN index); a word
-- that names a category or a way of paying in a label the app shows (Hindi among them) is looked for
-- as that whole part ("राशन" as the part "Groceries").
create or replace function private.expense_search_text(
  description text,
  payee text,
  category text,
  paid_with text
)
returns text
language sql
immutable
parallel safe
-- A SQL-standard body (names bound now) and no `set search_path`, which would stop the planner from
-- inlining it: inlined, a row's text costs a few concatenations, not a function call (as ist_day,
-- 01_helpers.sql); the index expression is inlined the same way, so the two still match.
begin atomic
  select chr(31) || coalesce(description, '') || chr(31) || coalesce(payee, '') || chr(31)
    || coalesce(category, '') || chr(31) || coalesce(paid_with, '') || chr(31);
end;

revoke execute on function private.expense_search_text(text, text, text, text) from public;
-- The export and the filtered totals read it under the caller's row-level security.
grant execute on function private.expense_search_text(text, text, text, text) to authenticated;

create index expenses_user_search_trgm_idx
  on public.expenses using gin (
    user_id,
    private.expense_search_text(description, merchant_key, category, paid_with) extensions.gin_trgm_ops
  );

-- A word that is an amount ("560") matches the expenses of exactly that amount.
create index expenses_user_amount_idx on public.expenses (user_id, amount);

-- Under row-level security Postgres may not use that index: `ilike` is not leakproof, so it is only
-- ever evaluated after the policy's check, row by row (a rare word meant reading all 100,000 rows).
-- The two functions below search the caller's own expenses (user_id = auth.uid(), stated here in
-- place of the policy) without that barrier, with the values written into the statement so the
-- planner can weigh the word: a common one is found fastest by walking the newest rows, a rare one
-- through the trigram index. Everything else the history asks goes through RLS as usual.

-- One page of the caller's expenses that match every search term (`terms`, from expense-search.ts:
-- [{ "patterns": [ilike patterns, already escaped], "amount": "560.00" or null }], see
-- private.expense_search_sql), with the other history filters, strictly after the keyset position
-- (after_spent_at, after_created_at, after_id) when given, newest first.
create or replace function private.search_expenses(
  terms jsonb,
  first_instant timestamptz,
  end_instant timestamptz,
  categories text[],
  paid_with text[],
  methods text[],
  after_spent_at timestamptz,
  after_created_at timestamptz,
  after_id uuid,
  page_size integer
)
returns setof public.expenses
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

-- The matching expenses' count and total, in all (one row, day null) or per Indian day (newest first).
create or replace function private.search_expense_totals(
  terms jsonb,
  first_instant timestamptz,
  end_instant timestamptz,
  categories text[],
  paid_with text[],
  methods text[],
  by_day boolean
)
returns table (day date, expense_count integer, total numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
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
$$;

revoke execute on function
  private.search_expenses(jsonb, timestamptz, timestamptz, text[], text[], text[], timestamptz, timestamptz, uuid, integer),
  private.search_expense_totals(jsonb, timestamptz, timestamptz, text[], text[], text[], boolean)
  from public;
grant execute on function
  private.search_expenses(jsonb, timestamptz, timestamptz, text[], text[], text[], timestamptz, timestamptz, uuid, integer),
  private.search_expense_totals(jsonb, timestamptz, timestamptz, text[], text[], text[], boolean)
  to authenticated;

-- The history's other filters as SQL conditions on `e`, values quoted as literals.
create or replace function private.expense_filter_sql(
  first_instant timestamptz,
  end_instant timestamptz,
  categories text[],
  paid_with text[],
  methods text[]
)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select concat_ws(' ', '',
    case when first_instant is not null then format('and e.spent_at >= %L::timestamptz', first_instant) end,
    case when end_instant is not null then format('and e.spent_at < %L::timestamptz', end_instant) end,
    case when cardinality(categories) > 0 then format('and e.category = any (%L::text[])', categories) end,
    case when cardinality(paid_with) > 0 then format('and e.paid_with = any (%L::text[])', paid_with) end,
    case when cardinality(methods) > 0 then format('and e.method = any (%L::text[])', methods) end)
$$;

revoke execute on function private.expense_filter_sql(timestamptz, timestamptz, text[], text[], text[]) from public;

-- The search terms as SQL conditions on `e`, one `and (…)` per word: the search text matches one of
-- the word's patterns, or the word's amount is the expense's. Values are quoted as literals.
create or replace function private.expense_search_sql(terms jsonb)
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(string_agg(format(' and (%s%s)',
    (select coalesce(string_agg(format(
        'private.expense_search_text(e.description, e.merchant_key, e.category, e.paid_with) ilike %L', p), ' or '),
        'false')
     from jsonb_array_elements_text(t -> 'patterns') p),
    case when t ->> 'amount' is not null then format(' or e.amount = %L::numeric', t ->> 'amount') else '' end), ''), '')
  from jsonb_array_elements(terms) t
$$;

revoke execute on function private.expense_search_sql(jsonb) from public;
