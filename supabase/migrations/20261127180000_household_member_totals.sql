-- Balances as running totals (docs/product.md §2.25.2): the bench measured a household's balances
-- with 10 members and 10,000 shared expenses (50,000 shares) at p50 183 ms, p99 517 ms — every
-- request summed every shared expense and share of the household. Each member now has a running
-- total of what they paid and what they owe (private.household_member_totals), moved by statement
-- triggers on expenses and expense_shares, and private.household_nets reads one row per member
-- (settlements, few, are still summed). Existing members' totals are filled in from their
-- households' expenses and shares below. Declared in supabase/schemas/54_household_member_totals.sql.

create table private.household_member_totals (
  member_id bigint primary key references public.household_members (id) on delete cascade,
  -- Shared expenses this member paid, in rupees.
  paid numeric(14, 2) not null default 0,
  -- This member's shares of shared expenses, in rupees.
  owed numeric(14, 2) not null default 0
);

alter table private.household_member_totals enable row level security;
revoke all on private.household_member_totals from public, anon, authenticated;

create or replace function private.household_member_joined()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.household_member_totals (member_id)
  select n.id from new_rows n
  on conflict (member_id) do nothing;
  return null;
end;
$$;

revoke execute on function private.household_member_joined() from public;

create trigger household_member_totals_after_join
  after insert on public.household_members
  referencing new table as new_rows
  for each statement execute function private.household_member_joined();

-- Adds `paid` and `owed` per member (negative to take them away).
create or replace function private.move_member_totals(moves jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.household_member_totals t
  set paid = t.paid + d.paid, owed = t.owed + d.owed
  from (
    select (m ->> 'member_id')::bigint as member_id,
      sum(coalesce((m ->> 'paid')::numeric, 0)) as paid,
      sum(coalesce((m ->> 'owed')::numeric, 0)) as owed
    from jsonb_array_elements(moves) m
    group by 1
  ) d
  where t.member_id = d.member_id and (d.paid <> 0 or d.owed <> 0)
$$;

revoke execute on function private.move_member_totals(jsonb) from public;

-- Shared expenses written: the payer's `paid` moves by the amount (personal rows have no payer).
create or replace function private.shared_expenses_paid_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moves jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('member_id', n.paid_by, 'paid', n.amount)) into moves
    from new_rows n where n.paid_by is not null;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('member_id', o.paid_by, 'paid', -o.amount)) into moves
    from old_rows o where o.paid_by is not null;
  else
    select jsonb_agg(x.move) into moves from (
      select jsonb_build_object('member_id', n.paid_by, 'paid', n.amount) as move
      from new_rows n where n.paid_by is not null
      union all
      select jsonb_build_object('member_id', o.paid_by, 'paid', -o.amount)
      from old_rows o where o.paid_by is not null
    ) x;
  end if;
  if moves is not null then
    perform private.move_member_totals(moves);
  end if;
  return null;
end;
$$;

revoke execute on function private.shared_expenses_paid_changed() from public;

create trigger expenses_member_totals_after_insert
  after insert on public.expenses
  referencing new table as new_rows
  for each statement execute function private.shared_expenses_paid_changed();

create trigger expenses_member_totals_after_update
  after update on public.expenses
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.shared_expenses_paid_changed();

create trigger expenses_member_totals_after_delete
  after delete on public.expenses
  referencing old table as old_rows
  for each statement execute function private.shared_expenses_paid_changed();

-- Shares written: each member's `owed` moves by their share.
create or replace function private.expense_shares_owed_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  moves jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('member_id', n.member_id, 'owed', n.amount)) into moves
    from new_rows n;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('member_id', o.member_id, 'owed', -o.amount)) into moves
    from old_rows o;
  else
    select jsonb_agg(x.move) into moves from (
      select jsonb_build_object('member_id', n.member_id, 'owed', n.amount) as move from new_rows n
      union all
      select jsonb_build_object('member_id', o.member_id, 'owed', -o.amount) from old_rows o
    ) x;
  end if;
  if moves is not null then
    perform private.move_member_totals(moves);
  end if;
  return null;
end;
$$;

revoke execute on function private.expense_shares_owed_changed() from public;

create trigger expense_shares_member_totals_after_insert
  after insert on public.expense_shares
  referencing new table as new_rows
  for each statement execute function private.expense_shares_owed_changed();

create trigger expense_shares_member_totals_after_update
  after update on public.expense_shares
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.expense_shares_owed_changed();

create trigger expense_shares_member_totals_after_delete
  after delete on public.expense_shares
  referencing old table as old_rows
  for each statement execute function private.expense_shares_owed_changed();

-- Each member's net in a household, in rupees: what they paid for shared expenses, less their
-- shares (both from the running totals above), plus what they paid back, less what was paid back to
-- them (undone settlements do not count). The nets add up to 0. With each member's UPI ID, which the
-- members may see to pay them back (profiles are otherwise their owner's only). Current members only
-- (no rows otherwise); one query, a row per member.
create or replace function private.household_nets(target uuid)
returns table (member_id bigint, user_id uuid, net numeric, upi_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.user_id,
    coalesce(t.paid, 0) - coalesce(t.owed, 0) + coalesce(settled.net, 0), p.upi_id
  from public.household_members m
  left join private.household_member_totals t on t.member_id = m.id
  left join public.profiles p on p.id = m.user_id
  left join (
    select moved.member_id, sum(moved.amount) as net
    from (
      select s.from_member as member_id, s.amount from public.household_settlements s
      where s.household_id = target and s.undone_at is null
      union all
      select s.to_member, -s.amount from public.household_settlements s
      where s.household_id = target and s.undone_at is null
    ) moved
    group by moved.member_id
  ) settled on settled.member_id = m.id
  where m.household_id = target
    and target = any (array(select private.my_household_ids()))
$$;

revoke execute on function private.household_nets(uuid) from public;
grant execute on function private.household_nets(uuid) to authenticated;

-- The members there already: their totals from what is in the database now.
insert into private.household_member_totals (member_id, paid, owed)
select m.id,
  coalesce((select sum(e.amount) from public.expenses e where e.paid_by = m.id), 0),
  coalesce((select sum(s.amount) from public.expense_shares s where s.member_id = m.id), 0)
from public.household_members m
on conflict (member_id) do nothing;
