-- Settling up (docs/product.md §2.25.2): one member pays another back outside the app (cash, UPI)
-- and records it here, which moves both members' balances. A settlement is not an expense and not
-- spending: nothing here touches the expenses or the daily totals.
--
-- Members are named by household_members.id (as shares and payers are), so a settlement outlives a
-- departure and an account's deletion. Undoing keeps the row (`undone_at`): the household can still
-- see that it was recorded and undone.
--
-- Writes: only through the security-definer functions below, which the API calls as the signed-in
-- user: the payer is always the caller, the payee a current member, and only its maker undoes it.
-- Through the Data API current members read their household's settlements, a former member the ones
-- they are in, nobody writes.

create table public.household_settlements (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  from_member bigint not null references public.household_members (id) on delete cascade,
  to_member bigint not null references public.household_members (id) on delete cascade,
  amount numeric(10, 2) not null constraint household_settlements_amount_positive check (amount > 0),
  created_at timestamptz not null default now(),
  -- The account that recorded it (emptied with the account; the member rows stay).
  created_by uuid references auth.users (id) on delete set null,
  undone_at timestamptz,
  constraint household_settlements_not_to_self check (from_member <> to_member)
);

-- A member's UPI ID (Profile), shown to their households' members so they can be paid back: a
-- virtual payment address, `name@bank` (so at least 3 characters), at most 255. Users write it
-- through the Data API, so its shape is checked here.
alter table public.profiles
  add column upi_id text constraint profiles_upi_id_format check (
    char_length(upi_id) <= 255 and upi_id ~ '^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$'
  );

grant update (upi_id) on public.profiles to authenticated;

create index household_settlements_household_id_idx on public.household_settlements (household_id);
create index household_settlements_from_member_idx on public.household_settlements (from_member);
create index household_settlements_to_member_idx on public.household_settlements (to_member);
create index household_settlements_created_by_idx on public.household_settlements (created_by);

alter table public.household_settlements enable row level security;

-- The member rows the caller has left (empty for nearly everyone), so a former member still reads
-- the settlements they are in and nothing else of the household.
create or replace function private.my_former_member_ids()
returns setof bigint
language sql
stable
security definer
set search_path = ''
as $$
  select m.id from public.household_members m
  where m.user_id = (select auth.uid()) and m.left_at is not null
$$;

revoke execute on function private.my_former_member_ids() from public;
grant execute on function private.my_former_member_ids() to authenticated;

create policy "members read their households' settlements"
  on public.household_settlements for select
  to authenticated
  using (
    household_id = any (array(select private.my_household_ids()))
    or from_member = any (array(select private.my_former_member_ids()))
    or to_member = any (array(select private.my_former_member_ids()))
  );

revoke all on public.household_settlements from anon, authenticated;
grant select on public.household_settlements to authenticated;

-- Records that the caller paid `payee` (a user id) `amount` rupees in `target`. Answers the new id
-- and 'ok', or null and 'no_household' (not a current member), 'not_a_member' (the payee is not a
-- current member), 'self' (paying oneself) or 'bad_amount'.
create or replace function private.add_household_settlement(target uuid, payee uuid, amount numeric)
returns table (settlement_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  payer_member bigint;
  payee_member bigint;
  new_id uuid;
begin
  select m.id into payer_member from public.household_members m
  where m.household_id = target and m.user_id = (select auth.uid()) and m.left_at is null;
  if payer_member is null then
    return query select null::uuid, 'no_household'::text;
    return;
  end if;
  if payee = (select auth.uid()) then
    return query select null::uuid, 'self'::text;
    return;
  end if;
  select m.id into payee_member from public.household_members m
  where m.household_id = target and m.user_id = payee and m.left_at is null;
  if payee_member is null then
    return query select null::uuid, 'not_a_member'::text;
    return;
  end if;
  if amount is null or amount <= 0 or amount <> round(amount, 2) or amount >= 100000000 then
    return query select null::uuid, 'bad_amount'::text;
    return;
  end if;
  insert into public.household_settlements (household_id, from_member, to_member, amount, created_by)
  values (target, payer_member, payee_member, amount, (select auth.uid()))
  returning id into new_id;
  return query select new_id, 'ok'::text;
end;
$$;

revoke execute on function private.add_household_settlement(uuid, uuid, numeric) from public;
grant execute on function private.add_household_settlement(uuid, uuid, numeric) to authenticated;

-- Undoes a settlement: 'ok', 'not_found' (not a current member, no such settlement, or already
-- undone) or 'not_allowed' (somebody else recorded it).
create or replace function private.undo_household_settlement(target uuid, the_settlement uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_settlement public.household_settlements;
begin
  if private.household_role(target) is null then
    return 'not_found';
  end if;
  select * into found_settlement from public.household_settlements s
  where s.id = the_settlement and s.household_id = target and s.undone_at is null for update;
  if found_settlement.id is null then
    return 'not_found';
  end if;
  if found_settlement.created_by is distinct from (select auth.uid()) then
    return 'not_allowed';
  end if;
  update public.household_settlements set undone_at = now() where id = the_settlement;
  return 'ok';
end;
$$;

revoke execute on function private.undo_household_settlement(uuid, uuid) from public;
grant execute on function private.undo_household_settlement(uuid, uuid) to authenticated;

-- Each member's net in a household: private.household_nets, in 54_household_member_totals.sql
-- (it reads the running totals kept there).

-- Live: a settlement recorded or undone is announced on the household's channel as event
-- `settlement`, with its id only (`{operation, table, settlement_id}`), like shared expenses.
create or replace function private.broadcast_settlement_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.broadcast_to_household(
    new.household_id, 'settlement',
    jsonb_build_object('operation', tg_op, 'table', tg_table_name, 'settlement_id', new.id)
  );
  return null;
end;
$$;

revoke execute on function private.broadcast_settlement_change() from public;

create trigger household_settlements_broadcast
  after insert or update on public.household_settlements
  for each row execute function private.broadcast_settlement_change();
