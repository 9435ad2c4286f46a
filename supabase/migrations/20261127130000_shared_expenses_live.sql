-- Shared expenses, live (docs/product.md §2.25 "Live"): members see each other's shared expenses on
-- the household's private channel within a second. The two changes that built them came apart —
-- shared expenses (20261127110000) and the household's Broadcast channel (20261127120000) — and this
-- joins them: a row trigger on public.expenses, only for rows shared with a household (old or new),
-- sends event `expense` with `{operation, table, expense_id}` through private.broadcast_to_household. No
-- fields travel: a row made personal again is no longer the members' to read. A move between
-- households tells both. Personal expenses never fire it (the triggers' `when`), so logging,
-- imports and batches pay nothing.

-- Shared expenses (48_shared_expenses.sql) are announced on their household's channel as event
-- `expense`, carrying only what changed and its id (`{operation, table, expense_id}`; Realtime adds the
-- message's own `id`): a row that stops being
-- shared is no longer the members' to read, so its fields do not travel. A move between households
-- tells both. Personal expenses never reach these triggers (their `when`), so logging pays nothing.
create or replace function private.broadcast_shared_expense_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
  was uuid := case when tg_op = 'INSERT' then null else old.household_id end;
  now_in uuid := case when tg_op = 'DELETE' then null else new.household_id end;
  household uuid;
begin
  foreach household in array array_remove(array[was, case when now_in is distinct from was then now_in end], null)
  loop
    perform private.broadcast_to_household(
      household, 'expense', jsonb_build_object('operation', tg_op, 'table', tg_table_name, 'expense_id', changed_id)
    );
  end loop;
  return null;
end;
$$;

revoke execute on function private.broadcast_shared_expense_change() from public;

create trigger shared_expenses_broadcast_insert
  after insert on public.expenses
  for each row when (new.household_id is not null)
  execute function private.broadcast_shared_expense_change();

create trigger shared_expenses_broadcast_update
  after update on public.expenses
  for each row when (old.household_id is not null or new.household_id is not null)
  execute function private.broadcast_shared_expense_change();

create trigger shared_expenses_broadcast_delete
  after delete on public.expenses
  for each row when (old.household_id is not null)
  execute function private.broadcast_shared_expense_change();
