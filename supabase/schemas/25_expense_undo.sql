-- Undo for a deleted expense: the API deletes through private.delete_expense(), which keeps the whole
-- row here for two minutes, and "Undo" puts the very same row back with private.restore_expense()
-- (same id, created_at, receipt, idempotency key). Deleting and restoring are ordinary writes to
-- public.expenses, so the daily totals follow both at once; the restore is an insert, checked against
-- the budget alerts like any insert, and an alert the expense already raised exists (unique per
-- user, type and period), so an undone delete never raises one twice.
-- Server-side only: the schema is not exposed through the Data API, and only these two functions
-- (security definer, acting for auth.uid() alone) read or write the table.
create table private.deleted_expenses (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- to_jsonb(public.expenses row): whatever columns expenses has when it is deleted.
  expense jsonb not null,
  deleted_at timestamptz not null default now()
);

-- Restores look up one user's row; the purge drops everyone's rows past the window.
create index deleted_expenses_user_id_idx on private.deleted_expenses (user_id);

create index deleted_expenses_deleted_at_idx on private.deleted_expenses (deleted_at);

alter table private.deleted_expenses enable row level security;
revoke all on private.deleted_expenses from public, anon, authenticated;

-- How long a deleted expense can be restored. The app offers Undo for 5 s; the rest is slack for a
-- slow network. Afterwards the copy is gone for good.
create or replace function private.undo_window()
returns interval
language sql
immutable
security invoker
set search_path = ''
as $$
  select interval '2 minutes'
$$;

revoke execute on function private.undo_window() from public;

-- Deletes the caller's expense and keeps it for Undo; answers until when it can be restored, or null
-- when there is no such expense of theirs.
create or replace function private.delete_expense(expense_id uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  removed public.expenses;
begin
  delete from public.expenses e
  where e.id = expense_id and e.user_id = caller
  returning e.* into removed;

  if removed.id is null then
    return null;
  end if;

  -- Copies past the window are purged by whichever delete comes next.
  delete from private.deleted_expenses d where d.deleted_at < now() - private.undo_window();

  insert into private.deleted_expenses (id, user_id, expense)
  values (removed.id, removed.user_id, to_jsonb(removed))
  on conflict (id) do update set expense = excluded.expense, deleted_at = now();
  return now() + private.undo_window();
end;
$$;

revoke execute on function private.delete_expense(uuid) from public;
grant execute on function private.delete_expense(uuid) to authenticated;

-- Puts the caller's deleted expense back as it was. Null when it was not theirs, was never deleted,
-- is past the window, or was restored already.
create or replace function private.restore_expense(expense_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  kept private.deleted_expenses;
  restored uuid;
begin
  select d.* into kept
  from private.deleted_expenses d
  where d.id = expense_id and d.user_id = caller and d.deleted_at >= now() - private.undo_window()
  for update;

  if kept.id is null then
    return null;
  end if;

  insert into public.expenses
  select (jsonb_populate_record(null::public.expenses, kept.expense)).*
  on conflict do nothing
  returning id into restored;

  delete from private.deleted_expenses d where d.id = kept.id;
  return restored;
end;
$$;

revoke execute on function private.restore_expense(uuid) from public;
grant execute on function private.restore_expense(uuid) to authenticated;
