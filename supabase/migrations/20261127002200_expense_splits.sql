-- One bill split across categories (issue 28 item 5; supabase/schemas/43_expense_splits.sql).
-- A ₹2,400 supermarket bill becomes ₹1,900 Groceries + ₹500 Household: two ordinary rows of
-- public.expenses sharing a new `split_id`, so every total, rollup, alert and analytics figure
-- already counts each line in its category. What makes the rows one bill is a deferred constraint
-- trigger: the lines of a split share owner, moment, description, method and way of paying, and
-- number 2 to 10; it judges a transaction once all its lines are written, also through the Data API.
-- Undo gets a companion that restores a deleted bill with all its lines at once. Existing rows are
-- all single expenses (split_id null): no data changes.

set local check_function_bodies = off;

alter table "public"."expenses"
  add column "split_id" uuid;

create or replace function private.check_expense_split()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.restore_expense_lines (
  expense_id uuid
)
  returns SETOF uuid
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create index expenses_split_id_idx on public.expenses using btree (split_id)
  where (split_id is not null);

create constraint TRIGGER expenses_split_lines_agree_after_delete
  after delete on public.expenses deferrable initially deferred
  for each row
  when ((old.split_id IS NOT NULL))
  execute function private.check_expense_split();

create constraint TRIGGER expenses_split_lines_agree_after_insert
  after insert on public.expenses deferrable initially deferred
  for each row
  when ((new.split_id IS NOT NULL))
  execute function private.check_expense_split();

create constraint TRIGGER expenses_split_lines_agree_after_update
  after update of split_id,
    user_id, spent_at, description, method, paid_with on public.expenses deferrable initially deferred
  for each row
  when (((new.split_id IS NOT NULL) OR (old.split_id IS NOT NULL)))
  execute function private.check_expense_split();

revoke all on function "private"."check_expense_split"() from public;

revoke all on function "private"."restore_expense_lines"(uuid) from public;

grant execute on function "private"."restore_expense_lines"(uuid) to "authenticated";

revoke all ("split_id") on table "public"."expenses" from "authenticated";

grant insert ("split_id"), update ("split_id") on table "public"."expenses" to "authenticated";
