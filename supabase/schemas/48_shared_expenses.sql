-- Shared expenses (docs/product.md §2.25.1): an expense may be shared with one household, with a payer
-- and a share per member. Personal expenses (no household, the default) stay private: nothing here
-- shows them to anyone else.
--
-- The money follows the shares: a ₹3,000 dinner split three ways counts ₹1,000 in each member's
-- spending, the payer's included, never ₹3,000 in anyone's. The one spending rollup,
-- public.expense_daily_totals (22_expense_daily_totals.sql), takes a personal expense whole (from
-- private.expenses_changed, which skips shared rows) and a shared one as its shares (the triggers
-- below), so private.spending_daily_totals, the daily figure, the budget alerts, the streak and
-- analytics read each member's share exactly once with no change of their own.
--
-- Shares and payers name a member by household_members.id, which outlives the account (a deleted
-- account empties its user_id) and a departure (`left_at`): the leaver is shown as a former member
-- beside what they shared.
--
-- Writes: shared expenses and shares are written only through the security-definer functions at
-- the end (the API calls them as the signed-in user), which check who may: a current member adds,
-- the payer or the household's owner edits and deletes. Through the Data API members only read.

alter table public.expenses
  add column household_id uuid references public.households (id) on delete cascade,
  -- The member who paid. Deleted only with the household (members are never deleted otherwise).
  add column paid_by bigint references public.household_members (id) on delete cascade,
  add constraint expenses_shared_has_payer check ((household_id is null) = (paid_by is null));

-- A household's expenses, newest first, in the order and keyset of the personal list.
create index expenses_household_spent_at_id_idx
  on public.expenses (household_id, spent_at desc, created_at desc, id desc)
  where household_id is not null;
create index expenses_paid_by_idx on public.expenses (paid_by) where paid_by is not null;

-- One member's part of a shared expense, in rupees (numeric, exact to the paisa). The parts of an
-- expense add up exactly to its amount (checked at commit below). `household_id` and `user_id` are
-- the expense's household and the member's account, kept here so row-level security reads one
-- table and the rollup still knows whose spending a part was while the household is being deleted.
create table public.expense_shares (
  expense_id uuid not null references public.expenses (id) on delete cascade,
  member_id bigint not null references public.household_members (id) on delete cascade,
  household_id uuid not null references public.households (id) on delete cascade,
  -- Emptied with the account (the person's own daily totals go with it).
  user_id uuid references auth.users (id) on delete set null,
  amount numeric(10, 2) not null constraint expense_shares_amount_positive check (amount > 0),
  primary key (expense_id, member_id)
);

create index expense_shares_member_id_idx on public.expense_shares (member_id);
create index expense_shares_household_id_idx on public.expense_shares (household_id);
create index expense_shares_user_id_idx on public.expense_shares (user_id);

alter table public.expense_shares enable row level security;

-- The shared expenses a former member still has a share in (empty for nearly everyone: only
-- households the caller has left count). They keep seeing what they shared in, which is still their
-- spending, and nothing else of the household.
create or replace function private.my_shares_after_leaving()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.expense_id
  from public.household_members m
  join public.expense_shares s on s.member_id = m.id
  where m.user_id = (select auth.uid()) and m.left_at is not null
$$;

revoke execute on function private.my_shares_after_leaving() from public;
grant execute on function private.my_shares_after_leaving() to authenticated;

-- Every membership the caller has or had (a former member's too, which the members' policy no longer
-- shows them): where the caller's own list walks each household's expenses by its index, newest
-- first, keeping those they have a share in (supabase/functions/api/db/expenses.ts).
create or replace function private.my_memberships()
returns table (household_id uuid, member_id bigint)
language sql
stable
security definer
set search_path = ''
rows 5
as $$
  select m.household_id, m.id
  from public.household_members m
  where m.user_id = (select auth.uid())
$$;

revoke execute on function private.my_memberships() from public;
grant execute on function private.my_memberships() to authenticated;

-- Members read their households' shared expenses and shares; a former member only the expenses they
-- have a share in (and their own share of each), nobody else and anon nothing (membership is looked
-- up at once, so a leaver stops seeing the household's new rows).
-- One policy for both readers of an expense (two permissive policies would both be evaluated for
-- every row): its writer (21_expenses.sql's policy, widened here) and the current members of the
-- household it is shared with.
alter policy "users read their own expenses"
  on public.expenses
  to authenticated
  using (
    user_id = (select auth.uid())
    or household_id = any (array(select private.my_household_ids()))
    or id = any (array(select private.my_shares_after_leaving()))
  );

create policy "members read their households' expense shares"
  on public.expense_shares for select
  to authenticated
  using (
    household_id = any (array(select private.my_household_ids()))
    or user_id = (select auth.uid())
  );

-- The owner's own-row policies (21_expenses.sql) still let its writer change a row; these keep
-- shared rows out of the Data API's writes: they change only through the functions below.
create policy "shared expenses change through the API only"
  on public.expenses as restrictive for update
  to authenticated
  using (household_id is null);

create policy "shared expenses are deleted through the API only"
  on public.expenses as restrictive for delete
  to authenticated
  using (household_id is null);

revoke all on public.expense_shares from anon, authenticated;
grant select on public.expense_shares to authenticated;

-- Applies net changes per (user, Indian day, category) to the daily totals and checks the budget
-- alerts of every user and day whose spending went up: the same steps as the end of
-- private.expenses_changed, for the shares of shared expenses.
create or replace function private.apply_share_daily_totals(changes private.daily_total_change[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_owner uuid;
  changed_day date;
begin
  if changes is null then
    return;
  end if;

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

  insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
  select c.user_id, c.day, c.category, c.amount, c.expense_count
  from unnest(changes) c
  where c.expense_count > 0
  order by c.user_id, c.day, c.category
  on conflict (user_id, day, category) do update
  set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;

  for changed_owner, changed_day in
    select c.user_id, c.day
    from unnest(changes) c
    group by c.user_id, c.day
    having sum(c.amount) > 0
    order by c.user_id, c.day
  loop
    -- Each member's check on its own (a sub-transaction): one member's failure is a warning, never
    -- the payer's insert aborted nor the other members' alerts lost.
    begin
      perform private.raise_budget_alerts(changed_owner, private.ist_start_of(changed_day));
    exception when others then
      raise warning 'budget alerts of % on % not checked: %', changed_owner, changed_day, sqlerrm;
    end;
  end loop;
end;
$$;

revoke execute on function private.apply_share_daily_totals(private.daily_total_change[]) from public;

-- A share counts in its member's spending while its expense is shared: on the expense's Indian day,
-- in its category, as one expense. Shares added or taken away move the totals here.
create or replace function private.expense_shares_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes private.daily_total_change[];
begin
  select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
      order by c.user_id, c.day, c.category)
  into changes
  from (
    select moved.user_id, moved.day, moved.category,
      sum(moved.amount) as amount, sum(moved.expense_count)::integer as expense_count
    from (
      select n.user_id, private.ist_day(e.spent_at) as day, e.category, n.amount, 1 as expense_count
      from new_rows n join public.expenses e on e.id = n.expense_id
      where tg_op <> 'DELETE' and e.household_id is not null and n.user_id is not null
      union all
      select o.user_id, private.ist_day(e.spent_at), e.category, -o.amount, -1
      from old_rows o join public.expenses e on e.id = o.expense_id
      where tg_op <> 'INSERT' and e.household_id is not null and o.user_id is not null
    ) moved
    group by 1, 2, 3
    having sum(moved.amount) <> 0 or sum(moved.expense_count) <> 0
  ) c;
  perform private.apply_share_daily_totals(changes);
  return null;
end;
$$;

revoke execute on function private.expense_shares_changed() from public;

-- Transition tables need one trigger per event; an insert or delete has only one of them, so each
-- trigger names the other after an empty table of the same shape.
create or replace function private.expense_shares_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_share_daily_totals((
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    from (
      select n.user_id, private.ist_day(e.spent_at) as day, e.category,
        sum(n.amount) as amount, count(*)::integer as expense_count
      from new_rows n join public.expenses e on e.id = n.expense_id
      where e.household_id is not null and n.user_id is not null
      group by 1, 2, 3
    ) c
  ));
  return null;
end;
$$;

create or replace function private.expense_shares_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_share_daily_totals((
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    from (
      select o.user_id, private.ist_day(e.spent_at) as day, e.category,
        -sum(o.amount) as amount, -count(*)::integer as expense_count
      from old_rows o join public.expenses e on e.id = o.expense_id
      where e.household_id is not null and o.user_id is not null
      group by 1, 2, 3
    ) c
  ));
  return null;
end;
$$;

revoke execute on function private.expense_shares_inserted() from public;
revoke execute on function private.expense_shares_deleted() from public;

create trigger expense_shares_changed_after_insert
  after insert on public.expense_shares
  referencing new table as new_rows
  for each statement execute function private.expense_shares_inserted();

create trigger expense_shares_changed_after_update
  after update on public.expense_shares
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.expense_shares_changed();

create trigger expense_shares_changed_after_delete
  after delete on public.expense_shares
  referencing old table as old_rows
  for each statement execute function private.expense_shares_deleted();

-- A shared expense that moves to another day or category (or becomes personal, or shared) moves its
-- current shares with it: the old row's shares come off where they were counted, the new row's go
-- on. Personal rows are private.expenses_changed's.
create or replace function private.shared_expenses_moved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.apply_share_daily_totals((
    select array_agg(row(c.user_id, c.day, c.category, c.amount, c.expense_count)::private.daily_total_change
        order by c.user_id, c.day, c.category)
    from (
      select moved.user_id, moved.day, moved.category,
        sum(moved.amount) as amount, sum(moved.expense_count)::integer as expense_count
      from (
        select s.user_id, private.ist_day(n.spent_at) as day, n.category, s.amount, 1 as expense_count
        from new_rows n join public.expense_shares s on s.expense_id = n.id
        where n.household_id is not null and s.user_id is not null
        union all
        select s.user_id, private.ist_day(o.spent_at), o.category, -s.amount, -1
        from old_rows o join public.expense_shares s on s.expense_id = o.id
        where o.household_id is not null and s.user_id is not null
      ) moved
      group by 1, 2, 3
      having sum(moved.amount) <> 0 or sum(moved.expense_count) <> 0
    ) c
  ));
  return null;
end;
$$;

revoke execute on function private.shared_expenses_moved() from public;

create trigger shared_expenses_moved_after_update
  after update on public.expenses
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.shared_expenses_moved();

-- Who may change or delete a shared expense: its payer or the household's owner (current members).
create or replace function private.may_change_shared_expense(target uuid, payer bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.household_role(target) = 'owner'
    or exists (
      select 1 from public.household_members m
      where m.id = payer and m.user_id = (select auth.uid()) and m.left_at is null
    )
$$;

revoke execute on function private.may_change_shared_expense(uuid, bigint) from public;

-- Before a shared expense goes (deleted, or with its household): only its payer or the owner may
-- delete it (private.delete_expense deletes by writer), and its shares go first, while the expense
-- still says on which day and in which category they were counted. Server jobs (no signed-in
-- user) and an account's deletion are not asked.
create or replace function private.shared_expense_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
    and exists (select 1 from public.households h where h.id = old.household_id)
    and exists (select 1 from public.household_members m where m.id = old.paid_by)
    and not private.may_change_shared_expense(old.household_id, old.paid_by) then
    raise exception 'Only the payer or the household''s owner can delete a shared expense'
      using errcode = 'insufficient_privilege';
  end if;
  delete from public.expense_shares where expense_id = old.id;
  return old;
end;
$$;

revoke execute on function private.shared_expense_before_delete() from public;

create trigger shared_expense_before_delete
  before delete on public.expenses
  for each row when (old.household_id is not null)
  execute function private.shared_expense_before_delete();

-- A household being deleted takes its shared expenses out first, while its members are still there
-- (foreign-key cascades run in no order the rollup could rely on).
create or replace function private.household_expenses_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.expenses where household_id = old.id;
  return old;
end;
$$;

revoke execute on function private.household_expenses_before_delete() from public;

create trigger household_expenses_before_delete
  before delete on public.households
  for each row execute function private.household_expenses_before_delete();

-- The parts of a shared expense add up exactly to its amount, each of a member of its household
-- (the payer too); a personal expense has none. Checked at commit, once the expense and its shares
-- are written, whoever wrote them.
create or replace function private.check_expense_shares()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  the_expense uuid := coalesce(to_jsonb(new), to_jsonb(old))
    ->> case tg_table_name when 'expenses' then 'id' else 'expense_id' end;
  expense public.expenses;
  share_total numeric;
  share_count integer;
  strangers integer;
begin
  select * into expense from public.expenses where id = the_expense;
  if expense.id is null then
    return null;
  end if;
  select coalesce(sum(s.amount), 0), count(*),
    count(*) filter (where s.household_id is distinct from expense.household_id
      or m.household_id is distinct from expense.household_id
      or s.user_id is distinct from m.user_id)
  into share_total, share_count, strangers
  from public.expense_shares s
  left join public.household_members m on m.id = s.member_id
  where s.expense_id = the_expense;
  if expense.household_id is null then
    if share_count > 0 then
      raise exception 'A personal expense has no shares'
        using errcode = 'check_violation', constraint = 'expense_shares_add_up';
    end if;
    return null;
  end if;
  if strangers > 0 or not exists (
    select 1 from public.household_members m
    where m.id = expense.paid_by and m.household_id = expense.household_id
  ) then
    raise exception 'The payer and every share belong to members of the expense''s household'
      using errcode = 'check_violation', constraint = 'expense_shares_add_up';
  end if;
  if share_count = 0 or share_total <> expense.amount then
    raise exception using
      errcode = 'check_violation',
      constraint = 'expense_shares_add_up',
      message = format('The shares add up to %s, not the expense''s %s', share_total, expense.amount);
  end if;
  return null;
end;
$$;

revoke execute on function private.check_expense_shares() from public;

create constraint trigger expense_shares_add_up_after_expense
  after insert or update of amount, household_id, paid_by on public.expenses
  deferrable initially deferred
  for each row when (new.household_id is not null or new.paid_by is not null)
  execute function private.check_expense_shares();

create constraint trigger expense_shares_add_up_after_expense_unshared
  after update of household_id on public.expenses
  deferrable initially deferred
  for each row when (old.household_id is not null and new.household_id is null)
  execute function private.check_expense_shares();

create constraint trigger expense_shares_add_up_after_share
  after insert or update or delete on public.expense_shares
  deferrable initially deferred
  for each row execute function private.check_expense_shares();

-- Whether `shares` ({userId: "rupees"}) names only members of the household: current ones, or
-- `kept_members` (those already sharing in the expense being edited).
create or replace function private.shares_name_members(target uuid, shares jsonb, kept_members bigint[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_typeof(shares) = 'object' and not exists (
    select 1 from jsonb_each_text(shares) s
    where not exists (
      select 1 from public.household_members m
      where m.household_id = target and m.user_id::text = s.key
        and (m.left_at is null or m.id = any (kept_members))
    )
  )
$$;

revoke execute on function private.shares_name_members(uuid, jsonb, bigint[]) from public;

-- Writes, as the signed-in user. `shares` is {userId: "rupees"} (the API computes it from the split
-- in integer paise, _shared/money/shared-split.ts); the payer and every member in it is a current
-- member, or one already on this expense (a former member's share stays when an old expense is
-- edited). Outcomes the API turns into statuses: 'ok', 'no_household' (the caller is not a current
-- member: 404), 'not_a_member' (the payer or a share's member: 400).
create or replace function private.replace_expense_shares(
  the_expense uuid, target uuid, payer uuid, shares jsonb, kept_members bigint[]
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  payer_member bigint;
begin
  select m.id into payer_member
  from public.household_members m
  where m.household_id = target and m.user_id = payer
    and (m.left_at is null or exists (
      select 1 from public.expenses e where e.id = the_expense and e.paid_by = m.id
    ));
  if payer_member is null then
    return 'not_a_member';
  end if;
  if not private.shares_name_members(target, shares, kept_members) then
    return 'not_a_member';
  end if;
  update public.expenses set paid_by = payer_member where id = the_expense and paid_by <> payer_member;
  insert into public.expense_shares (expense_id, member_id, household_id, user_id, amount)
  select the_expense, m.id, target, m.user_id, s.value::numeric
  from jsonb_each_text(shares) s
  join public.household_members m on m.household_id = target and m.user_id::text = s.key;
  return 'ok';
end;
$$;

revoke execute on function private.replace_expense_shares(uuid, uuid, uuid, jsonb, bigint[]) from public;

-- Adds a shared expense written by the caller. `expense` holds the columns a user writes
-- (21_expenses.sql's insert grant, minus user_id: always the caller). Answers the new id and
-- 'ok', or null and an outcome as above.
create or replace function private.add_shared_expense(
  target uuid, payer uuid, shares jsonb, expense jsonb
)
returns table (expense_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
  payer_member bigint;
  answer text;
begin
  if private.household_role(target) is null then
    return query select null::uuid, 'no_household'::text;
    return;
  end if;
  select m.id into payer_member from public.household_members m
  where m.household_id = target and m.user_id = payer and m.left_at is null;
  if payer_member is null or not private.shares_name_members(target, shares, '{}') then
    return query select null::uuid, 'not_a_member'::text;
    return;
  end if;
  insert into public.expenses (
    user_id, amount, category, description, method, spent_at, receipt_path, idempotency_key,
    request_fingerprint, paid_with, message_ref, merchant_key, household_id, paid_by
  )
  values (
    (select auth.uid()), (expense ->> 'amount')::numeric, expense ->> 'category',
    expense ->> 'description', coalesce(expense ->> 'method', 'manual'),
    coalesce((expense ->> 'spent_at')::timestamptz, now()), expense ->> 'receipt_path',
    expense ->> 'idempotency_key', expense ->> 'request_fingerprint', expense ->> 'paid_with',
    expense ->> 'message_ref', expense ->> 'merchant_key', target, payer_member
  )
  returning id into new_id;
  answer := private.replace_expense_shares(new_id, target, payer, shares, '{}');
  if answer <> 'ok' then
    raise exception 'A share of a shared expense belongs to a current member'
      using errcode = 'check_violation', constraint = 'expense_shares_add_up';
  end if;
  return query select new_id, 'ok'::text;
end;
$$;

revoke execute on function private.add_shared_expense(uuid, uuid, jsonb, jsonb) from public;
grant execute on function private.add_shared_expense(uuid, uuid, jsonb, jsonb) to authenticated;

-- Changes an expense's sharing and, in the same step, its fields (`changes`: amount, category,
-- description, spent_at, paid_with, receipt_path; absent keys stay). `target` null makes it personal
-- (the writer's) again. A personal expense is shared by its writer; a shared one is changed by its
-- payer or the owner. Extra outcomes: 'not_found' (no such expense the caller can see),
-- 'not_allowed' (a member who is neither the payer nor the owner).
-- The old shares come off before anything moves and the new ones go on last, so no total passes
-- through a figure that was never true (the budget alerts see only the end).
create or replace function private.change_shared_expense(
  the_expense uuid, target uuid, payer uuid, shares jsonb, changes jsonb
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_expense public.expenses;
  payer_member bigint;
  kept bigint[];
  answer text;
begin
  select * into found_expense from public.expenses e where e.id = the_expense for update;
  if found_expense.id is null
    or (found_expense.household_id is null and found_expense.user_id is distinct from (select auth.uid()))
    or (found_expense.household_id is not null and private.household_role(found_expense.household_id) is null)
  then
    return 'not_found';
  end if;
  if found_expense.household_id is not null
    and not private.may_change_shared_expense(found_expense.household_id, found_expense.paid_by) then
    return 'not_allowed';
  end if;
  if target is not null then
    if private.household_role(target) is null then
      return 'no_household';
    end if;
    select m.id into payer_member from public.household_members m
    where m.household_id = target and m.user_id = payer
      and (m.left_at is null or m.id = found_expense.paid_by);
    select coalesce(array_agg(s.member_id), '{}') into kept from public.expense_shares s
    where s.expense_id = the_expense;
    if payer_member is null or not private.shares_name_members(target, shares, kept) then
      return 'not_a_member';
    end if;
  end if;

  select coalesce(array_agg(s.member_id), '{}') into kept from public.expense_shares s
  where s.expense_id = the_expense;
  delete from public.expense_shares s where s.expense_id = the_expense;
  update public.expenses e set
    amount = coalesce((changes ->> 'amount')::numeric, e.amount),
    category = coalesce(changes ->> 'category', e.category),
    description = case when changes ? 'description' then changes ->> 'description' else e.description end,
    spent_at = coalesce((changes ->> 'spent_at')::timestamptz, e.spent_at),
    paid_with = case when changes ? 'paid_with' then changes ->> 'paid_with' else e.paid_with end,
    receipt_path = case when changes ? 'receipt_path' then changes ->> 'receipt_path' else e.receipt_path end,
    household_id = target,
    paid_by = payer_member
  where e.id = the_expense;
  if target is null then
    return 'ok';
  end if;
  answer := private.replace_expense_shares(the_expense, target, payer, shares, kept);
  if answer <> 'ok' then
    raise exception 'A share of a shared expense belongs to a member'
      using errcode = 'check_violation', constraint = 'expense_shares_add_up';
  end if;
  return 'ok';
end;
$$;

revoke execute on function private.change_shared_expense(uuid, uuid, uuid, jsonb, jsonb) from public;
grant execute on function private.change_shared_expense(uuid, uuid, uuid, jsonb, jsonb) to authenticated;

-- Deletes a shared expense: 'ok', 'not_found' or 'not_allowed'.
create or replace function private.delete_shared_expense(the_expense uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_expense public.expenses;
begin
  select * into found_expense from public.expenses e
  where e.id = the_expense and e.household_id is not null for update;
  if found_expense.id is null or private.household_role(found_expense.household_id) is null then
    return 'not_found';
  end if;
  if not private.may_change_shared_expense(found_expense.household_id, found_expense.paid_by) then
    return 'not_allowed';
  end if;
  delete from public.expenses where id = the_expense;
  return 'ok';
end;
$$;

revoke execute on function private.delete_shared_expense(uuid) from public;
grant execute on function private.delete_shared_expense(uuid) to authenticated;

-- Deleting an account: the shared expenses it wrote stay for the household (they are the others'
-- spending too), written from then on by the household's owner (after
-- on_auth_user_deleted_leave_households has handed the household over; triggers fire in name order).
-- A household left with nobody was deleted with its expenses already.
create or replace function private.shared_expenses_on_account_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.expenses e
  set user_id = owner.user_id, receipt_path = null, idempotency_key = null, message_ref = null
  from public.household_members owner
  where e.user_id = old.id and e.household_id is not null
    and owner.household_id = e.household_id and owner.role = 'owner' and owner.left_at is null;
  return old;
end;
$$;

revoke execute on function private.shared_expenses_on_account_delete() from public;

create trigger on_auth_user_deleted_leave_households_shared_expenses
  before delete on auth.users
  for each row execute function private.shared_expenses_on_account_delete();

-- Live updates: 49_household_broadcast.sql announces shared expenses on the household's channel.
