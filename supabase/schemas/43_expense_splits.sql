-- One bill split across categories (docs/product.md §4.19.1): a ₹2,400 supermarket bill saved as
-- ₹1,900 Groceries + ₹500 Household is two rows of public.expenses that share a `split_id`. Each line
-- is an ordinary expense in its own category, so the daily totals, the budget alerts, analytics, the
-- duplicate checks and Undo count it where it belongs with no change of their own. What makes the
-- rows one bill is held here: every line of a split has the same owner, moment, description, way of
-- entering and way of paying, and a split has 2 to 10 lines. The check is a deferred constraint
-- trigger, so a transaction that writes all the lines (the API's insert, an edit that replaces them,
-- a delete of the whole bill) is judged once it is complete, whoever writes through the Data API.

alter table public.expenses add column split_id uuid;

-- The lines of one split, found by the check below and by the API's edits and deletes.
create index expenses_split_id_idx on public.expenses (split_id) where split_id is not null;

-- Refuses a split whose lines disagree or number fewer than 2 or more than 10. Security definer:
-- it must see every row of the split, whoever owns them, so nobody can attach a line to another
-- user's bill or leave one line of a bill alone behind RLS.
create or replace function private.check_expense_split()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  split uuid;
  line_count integer;
  lines_agree boolean;
begin
  foreach split in array array[
    case when tg_op <> 'DELETE' then new.split_id end,
    case when tg_op <> 'INSERT' then old.split_id end
  ] loop
    continue when split is null;
    select count(*),
      coalesce(bool_and(
        e.user_id = first_line.user_id
        and e.spent_at = first_line.spent_at
        and e.description is not distinct from first_line.description
        and e.method = first_line.method
        and e.paid_with is not distinct from first_line.paid_with
      ), true)
    into line_count, lines_agree
    from public.expenses e
    cross join lateral (
      select f.user_id, f.spent_at, f.description, f.method, f.paid_with
      from public.expenses f where f.split_id = split order by f.id limit 1
    ) first_line
    where e.split_id = split;
    -- A bill deleted whole leaves nothing to check.
    continue when line_count = 0;
    if line_count < 2 or line_count > 10 then
      raise exception using
        errcode = 'check_violation',
        constraint = 'expenses_split_lines_agree',
        message = format('A split expense has 2 to 10 lines, not %s', line_count);
    end if;
    if not lines_agree then
      raise exception using
        errcode = 'check_violation',
        constraint = 'expenses_split_lines_agree',
        message = 'Every line of a split expense has the same owner, date, description, method and way of paying';
    end if;
  end loop;
  return null;
end;
$$;

revoke execute on function private.check_expense_split() from public;

-- Only rows of a split queue a check; ordinary expenses pay nothing for it.
create constraint trigger expenses_split_lines_agree_after_insert
  after insert on public.expenses
  deferrable initially deferred
  for each row when (new.split_id is not null)
  execute function private.check_expense_split();

create constraint trigger expenses_split_lines_agree_after_update
  after update of split_id, user_id, spent_at, description, method, paid_with on public.expenses
  deferrable initially deferred
  for each row when (new.split_id is not null or old.split_id is not null)
  execute function private.check_expense_split();

create constraint trigger expenses_split_lines_agree_after_delete
  after delete on public.expenses
  deferrable initially deferred
  for each row when (old.split_id is not null)
  execute function private.check_expense_split();

-- Users write a split's lines (the API does it for them, under their own role); the check above
-- keeps them together.
grant insert (split_id), update (split_id) on public.expenses to authenticated;

-- Undo of a deleted split (25_expense_undo.sql keeps each deleted line): puts back the line
-- `expense_id` and, when it was a line of a split, every other line of that bill kept for the
-- caller, in one statement, so the restored bill passes the check whole. Answers the restored ids.
create or replace function private.restore_expense_lines(expense_id uuid)
returns setof uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  kept private.deleted_expenses;
  kept_ids uuid[];
begin
  select d.* into kept
  from private.deleted_expenses d
  where d.id = expense_id and d.user_id = caller and d.deleted_at >= now() - private.undo_window();

  if kept.id is null then
    return;
  end if;

  select array_agg(d.id) into kept_ids
  from private.deleted_expenses d
  where d.user_id = caller
    and d.deleted_at >= now() - private.undo_window()
    and (d.id = kept.id or (kept.expense ->> 'split_id' is not null
      and d.expense ->> 'split_id' = kept.expense ->> 'split_id'));

  perform 1 from private.deleted_expenses d where d.id = any(kept_ids) for update;

  return query
    insert into public.expenses
    select (jsonb_populate_record(null::public.expenses, d.expense)).*
    from private.deleted_expenses d
    where d.id = any(kept_ids)
    on conflict do nothing
    returning id;

  delete from private.deleted_expenses d where d.id = any(kept_ids);
end;
$$;

revoke execute on function private.restore_expense_lines(uuid) from public;
grant execute on function private.restore_expense_lines(uuid) to authenticated;
