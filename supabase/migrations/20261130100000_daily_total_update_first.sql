-- A save adds to its day's total with a plain update (written by `npm run db:diff` from
-- supabase/schemas/22_expense_daily_totals.sql). The usual save is one expense on a day and category
-- already counted; its insert … on conflict first ran the new row's before-insert trigger (the
-- category's kind, under an advisory lock) only for the conflict to discard it. One change whose row
-- exists is now an update; everything else (a new row, a bulk write) goes through the insert as before.

set local check_function_bodies = off;

create or replace function private.expenses_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  changes private.daily_total_change[];
  changed_owner uuid;
  changed_day date;
  counted boolean := false;
begin
  -- Transition tables exist only for the events that have them: new_rows for insert and update,
  -- old_rows for update and delete.
  if tg_op = 'INSERT' then
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select n.user_id, private.ist_day(n.spent_at) as day, n.category,
        sum(n.amount) as amount, count(*)::integer as expense_count
      from new_rows n
      where n.household_id is null
      group by 1, 2, 3
    ) c;
  elsif tg_op = 'DELETE' then
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select o.user_id, private.ist_day(o.spent_at) as day, o.category,
        -sum(o.amount) as amount, -count(*)::integer as expense_count
      from old_rows o
      where o.household_id is null
      group by 1, 2, 3
    ) c;
  else
    -- An update moves amounts between days, categories or users; edits that move nothing (a new
    -- description) net out to no change at all.
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    into changes
    from (
      select moved.user_id, moved.day, moved.category,
        sum(moved.amount) as amount, sum(moved.expense_count)::integer as expense_count
      from (
        select n.user_id, private.ist_day(n.spent_at) as day, n.category, n.amount,
          1 as expense_count
        from new_rows n
        where n.household_id is null
        union all
        select o.user_id, private.ist_day(o.spent_at), o.category, -o.amount, -1
        from old_rows o
        where o.household_id is null
      ) moved
      group by 1, 2, 3
      having sum(moved.amount) <> 0 or sum(moved.expense_count) <> 0
    ) c;
  end if;

  if changes is null then
    return null;
  end if;

  -- Fewer expenses or lower amounts (never on insert, the API's hot path, which skips this): the row
  -- exists, because the expenses taken away are counted in it (and are locked by this statement).
  -- A day and category left without expenses loses its row. No row at all happens only when the
  -- user is being deleted and the cascade removed it first.
  if tg_op <> 'INSERT' then
    delete from public.expense_daily_totals t
    using unnest(changes) c
    where c.expense_count < 0
      and t.user_id = c.user_id and t.day = c.day and t.category = c.category
      and t.expense_count + c.expense_count = 0;

    update public.expense_daily_totals t
    set total = t.total + c.amount, expense_count = t.expense_count + c.expense_count
    from unnest(changes) c
    where c.expense_count <= 0
      and t.user_id = c.user_id and t.day = c.day and t.category = c.category;
  end if;

  -- One more expense on a day and category already counted (the usual save): a plain update. The
  -- insert below would first look up the new row's kind (expense_daily_totals_kind, a before-insert
  -- trigger) only for the conflict to discard it.
  if cardinality(changes) = 1 and (changes[1]).expense_count > 0 then
    update public.expense_daily_totals t
    set total = t.total + (changes[1]).amount, expense_count = t.expense_count + (changes[1]).expense_count
    where t.user_id = (changes[1]).user_id and t.day = (changes[1]).day and t.category = (changes[1]).category;
    counted := found;
  end if;

  -- More expenses: add to the row, or create it. On conflict, concurrent writers queue on the row
  -- and each adds its own change (keys in a fixed order, so two bulk writes cannot deadlock here).
  if not counted then
    insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
    select c.user_id, c.day, c.category, c.amount, c.expense_count
    from unnest(changes) c
    where c.expense_count > 0
    order by c.user_id, c.day, c.category
    on conflict (user_id, day, category) do update
    set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;
  end if;

  -- Deletions and lower amounts can never reach a threshold; only days whose spending went up are
  -- checked (a changed category alone moves nothing).
  for changed_owner, changed_day in
    select c.user_id, c.day
    from unnest(changes) c
    group by c.user_id, c.day
    having sum(c.amount) > 0
    order by c.user_id, c.day
  loop
    perform private.raise_budget_alerts(changed_owner, private.ist_start_of(changed_day));
  end loop;

  return null;
end;
$function$;
