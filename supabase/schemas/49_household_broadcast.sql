-- Households live (docs/product.md "Households", "Live"): each household has a private Realtime
-- channel, topic `household:<id>`, fed by Broadcast from the database, as Supabase advises for scale
-- (one message per change, authorised once per member, instead of postgres_changes checking every
-- row for every subscriber). Triggers send through private.broadcast_to_household; the current
-- members, and nobody else, may read the topic (RLS on realtime.messages below). No one may send on
-- it from a client: there is no insert policy.

-- The channel of a household.
create or replace function private.household_topic(target uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'household:' || target::text
$$;

revoke execute on function private.household_topic(uuid) from public;
-- The policy below names topics with it, as the member.
grant execute on function private.household_topic(uuid) to authenticated;

-- Sends one message to a household's members (a private Broadcast). realtime.send never fails the
-- write that called it: an error becomes a warning and the change is saved all the same. Security
-- definer so any trigger may call it whoever writes (clients cannot insert into realtime.messages).
create or replace function private.broadcast_to_household(target uuid, event text, payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(payload, event, private.household_topic(target), true);
end;
$$;

revoke execute on function private.broadcast_to_household(uuid, text, jsonb) from public;

-- A row trigger for any table with a `household_id`: the change as realtime.broadcast_changes shapes
-- it (`{operation, table, schema, record, old_record}`), under the event named by the trigger's
-- argument (or the table's name). Shared expenses and settlements hook in with one trigger each.
-- Security definer: a write made as the signed-in user may send too.
create or replace function private.broadcast_household_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  perform private.broadcast_to_household(
    (changed ->> 'household_id')::uuid,
    coalesce(tg_argv[0], tg_table_name),
    jsonb_build_object(
      'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end,
      'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
      'operation', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema
    )
  );
  return null;
end;
$$;

revoke execute on function private.broadcast_household_change() from public;

-- First feeds: the activity log (every change to a household writes a line there) and membership.
create trigger household_activity_broadcast
  after insert on public.household_activity
  for each row execute function private.broadcast_household_change('activity');

create trigger household_members_broadcast
  after insert or update or delete on public.household_members
  for each row execute function private.broadcast_household_change('member');

-- A current member may receive their household's broadcasts: the topic being joined (realtime.topic())
-- is one of theirs. A former member, a non-member and anon may not; membership is read at every join
-- and every new token (and, in the local stand-in, for every message).
create policy "members receive their households' broadcasts"
  on realtime.messages for select
  to authenticated
  using (
    realtime.messages.extension = 'broadcast'
    and (select realtime.topic()) = any (
      array(select private.household_topic(id) from private.my_household_ids() as id)
    )
  );

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
