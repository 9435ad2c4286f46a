-- The history screen: every expense of a user, newest first, a page at a time, filtered and searched.
-- The keyset index (user_id, spent_at desc, created_at desc, id desc) is in 21_expenses.sql.

-- Search in descriptions by any part of a word, in any case ("swig" finds "Swiggy dinner"): a
-- trigram index on (user, description) finds a user's few matching rows among 100,000 without
-- reading them all (btree_gin, 00_schemas.sql, lets the uuid share the GIN index).
create index expenses_user_description_trgm_idx
  on public.expenses using gin (user_id, description extensions.gin_trgm_ops);

-- Under row-level security Postgres may not use that index: `ilike` is not leakproof, so it is only
-- ever evaluated after the policy's check, row by row (a rare word meant reading all 100,000 rows).
-- The two functions below search the caller's own expenses (user_id = auth.uid(), stated here in
-- place of the policy) without that barrier, with the values written into the statement so the
-- planner can weigh the word: a common one is found fastest by walking the newest rows, a rare one
-- through the trigram index. Everything else the history asks goes through RLS as usual.

-- One page of the caller's expenses whose description matches `pattern` (an ilike pattern, already
-- escaped by the API), with the other history filters, strictly after the keyset position
-- (after_spent_at, after_created_at, after_id) when given, newest first.
create or replace function private.search_expenses(
  pattern text,
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
  if caller is null or pattern is null then
    return;
  end if;
  return query execute format(
    'select e.* from public.expenses e where e.user_id = %L and e.description ilike %L %s
     order by e.spent_at desc, e.created_at desc, e.id desc limit %s',
    caller,
    pattern,
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
  pattern text,
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
  if caller is null or pattern is null then
    return;
  end if;
  return query execute format(
    'select %s, count(*)::integer, coalesce(sum(e.amount), 0)
     from public.expenses e where e.user_id = %L and e.description ilike %L %s %s',
    case when by_day then 'private.ist_day(e.spent_at)' else 'null::date' end,
    caller,
    pattern,
    private.expense_filter_sql(first_instant, end_instant, categories, paid_with, methods),
    case when by_day then 'group by 1 order by 1 desc' else '' end
  );
end;
$$;

revoke execute on function
  private.search_expenses(text, timestamptz, timestamptz, text[], text[], text[], timestamptz, timestamptz, uuid, integer),
  private.search_expense_totals(text, timestamptz, timestamptz, text[], text[], text[], boolean)
  from public;
grant execute on function
  private.search_expenses(text, timestamptz, timestamptz, text[], text[], text[], timestamptz, timestamptz, uuid, integer),
  private.search_expense_totals(text, timestamptz, timestamptz, text[], text[], text[], boolean)
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
