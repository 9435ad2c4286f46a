-- Shared expenses: an expense may now be shared with one household (household_id), with the member
-- who paid (paid_by) and each member's share (public.expense_shares, in rupees exact to the paisa,
-- adding up to the amount: checked at commit). Members read them through the Data API; nobody writes
-- them there: private.add_shared_expense / change_shared_expense / delete_shared_expense check who
-- may (a current member adds; the payer or the owner edits and deletes). A member who leaves keeps
-- reading the shared expenses they have a share in, and nothing added after.
-- "My share is my spending": private.expenses_changed now skips shared rows, and the shares' own
-- triggers put each share in its member's daily totals, so every spending figure (the daily limit,
-- budget alerts, streak, analytics) counts each member's part exactly once. No shared expense
-- existed before, so no totals need rebuilding.

set local check_function_bodies = off;

drop policy "users read their own expenses" on "public"."expenses";

create table "public"."expense_shares" (
  "expense_id"   uuid          not null,
  "member_id"    bigint        not null,
  "household_id" uuid          not null,
  "user_id"      uuid,
  "amount"       numeric(10,2) not null,
  constraint "expense_shares_amount_positive" check ((amount > (0)::numeric)),
  constraint "expense_shares_pkey" primary key (expense_id, member_id)
);

alter table "public"."expense_shares"
  enable row level security;

revoke all on table "public"."expense_shares" from "anon";

alter table "public"."expenses"
  add column "household_id" uuid;

alter table "public"."expenses"
  add column "paid_by" bigint;

create or replace function private.add_shared_expense (
  target  uuid,
  payer   uuid,
  shares  jsonb,
  expense jsonb
)
  returns table (
    expense_id uuid,
    outcome    text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.apply_share_daily_totals (
  changes private.daily_total_change[]
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
    perform private.raise_budget_alerts(changed_owner, private.ist_start_of(changed_day));
  end loop;
end;
$function$;

create or replace function private.change_shared_expense (
  the_expense uuid,
  target      uuid,
  payer       uuid,
  shares      jsonb,
  changes     jsonb
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.check_expense_shares()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.delete_shared_expense (
  the_expense uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.expense_shares_changed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.expense_shares_deleted()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.expense_shares_inserted()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

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

  -- More expenses: add to the row, or create it. On conflict, concurrent writers queue on the row
  -- and each adds its own change (keys in a fixed order, so two bulk writes cannot deadlock here).
  insert into public.expense_daily_totals as t (user_id, day, category, total, expense_count)
  select c.user_id, c.day, c.category, c.amount, c.expense_count
  from unnest(changes) c
  where c.expense_count > 0
  order by c.user_id, c.day, c.category
  on conflict (user_id, day, category) do update
  set total = t.total + excluded.total, expense_count = t.expense_count + excluded.expense_count;

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

create or replace function private.household_expenses_before_delete()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  delete from public.expenses where household_id = old.id;
  return old;
end;
$function$;

create or replace function private.may_change_shared_expense (
  target uuid,
  payer  bigint
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select private.household_role(target) = 'owner'
    or exists (
      select 1 from public.household_members m
      where m.id = payer and m.user_id = (select auth.uid()) and m.left_at is null
    )
$function$;

create or replace function private.my_shares_after_leaving()
  returns SETOF uuid
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select s.expense_id
  from public.household_members m
  join public.expense_shares s on s.member_id = m.id
  where m.user_id = (select auth.uid()) and m.left_at is not null
$function$;

create or replace function private.replace_expense_shares (
  the_expense  uuid,
  target       uuid,
  payer        uuid,
  shares       jsonb,
  kept_members bigint[]
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.shared_expense_before_delete()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.shared_expenses_moved()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.shared_expenses_on_account_delete()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update public.expenses e
  set user_id = owner.user_id, receipt_path = null, idempotency_key = null, message_ref = null
  from public.household_members owner
  where e.user_id = old.id and e.household_id is not null
    and owner.household_id = e.household_id and owner.role = 'owner' and owner.left_at is null;
  return old;
end;
$function$;

create or replace function private.shares_name_members (
  target       uuid,
  shares       jsonb,
  kept_members bigint[]
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_typeof(shares) = 'object' and not exists (
    select 1 from jsonb_each_text(shares) s
    where not exists (
      select 1 from public.household_members m
      where m.household_id = target and m.user_id::text = s.key
        and (m.left_at is null or m.id = any (kept_members))
    )
  )
$function$;

alter table "public"."expense_shares"
  add constraint "expense_shares_expense_id_fkey" foreign key (expense_id) references public.expenses(id)
    on delete cascade;

alter table "public"."expense_shares"
  add constraint "expense_shares_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."expense_shares"
  add constraint "expense_shares_member_id_fkey" foreign key (member_id)
    references public.household_members(id) on delete cascade;

alter table "public"."expense_shares"
  add constraint "expense_shares_user_id_fkey" foreign key (user_id) references auth.users(id) on delete
    set null;

alter table "public"."expenses"
  add constraint "expenses_household_id_fkey" foreign key (household_id) references public.households(id)
    on delete cascade;

alter table "public"."expenses"
  add constraint "expenses_paid_by_fkey" foreign key (paid_by) references public.household_members(id)
    on delete cascade;

alter table "public"."expenses"
  add constraint "expenses_shared_has_payer" check (((household_id IS NULL) = (paid_by IS NULL)));

create index expense_shares_household_id_idx on public.expense_shares using btree (household_id);

create index expense_shares_member_id_idx on public.expense_shares using btree (member_id);

create index expense_shares_user_id_idx on public.expense_shares using btree (user_id);

create index expenses_household_spent_at_id_idx on public.expenses
  using btree (household_id, spent_at desc, created_at desc, id desc)
  where (household_id is not null);

create index expenses_paid_by_idx on public.expenses using btree (paid_by)
  where (paid_by is not null);

create trigger on_auth_user_deleted_leave_households_shared_expenses
  before delete on auth.users
  for each row
  execute function private.shared_expenses_on_account_delete();

create constraint TRIGGER expense_shares_add_up_after_share
  after insert or delete or update on public.expense_shares deferrable initially deferred
  for each row
  execute function private.check_expense_shares();

create trigger expense_shares_changed_after_delete
  after delete on public.expense_shares referencing OLD table as old_rows
  for each STATEMENT
  execute function private.expense_shares_deleted();

create trigger expense_shares_changed_after_insert
  after insert on public.expense_shares referencing NEW table as new_rows
  for each STATEMENT
  execute function private.expense_shares_inserted();

create trigger expense_shares_changed_after_update
  after update on public.expense_shares referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function private.expense_shares_changed();

create constraint TRIGGER expense_shares_add_up_after_expense_unshared
  after update of household_id on public.expenses deferrable initially deferred
  for each row
  when (((old.household_id IS NOT NULL) AND (new.household_id IS NULL)))
  execute function private.check_expense_shares();

create constraint TRIGGER expense_shares_add_up_after_expense
  after insert or update of amount, household_id, paid_by on public.expenses deferrable initially deferred
  for each row
  when (((new.household_id IS NOT NULL) OR (new.paid_by IS NOT NULL)))
  execute function private.check_expense_shares();

create trigger shared_expense_before_delete
  before delete on public.expenses
  for each row
  when ((old.household_id IS NOT NULL))
  execute function private.shared_expense_before_delete();

create trigger shared_expenses_moved_after_update
  after update on public.expenses referencing OLD table as old_rows NEW table as new_rows
  for each STATEMENT
  execute function private.shared_expenses_moved();

create trigger household_expenses_before_delete
  before delete on public.households
  for each row
  execute function private.household_expenses_before_delete();

create policy "members read their households' expense shares" on "public"."expense_shares"
  for select
  to "authenticated"
  using
    (((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))) or (user_id = (
    select auth.uid() as uid))));

create policy "shared expenses are deleted through the API only" on "public"."expenses"
  as restrictive
  for delete
  to "authenticated"
  using ((household_id is null));

create policy "shared expenses change through the API only" on "public"."expenses"
  as restrictive
  for update
  to "authenticated"
  using ((household_id is null));

create policy "users read their own expenses" on "public"."expenses"
  for select
  to "authenticated"
  using
    (((user_id = ( select auth.uid() as uid)) or (household_id = ANY (ARRAY( select private.my_household_ids()
    as my_household_ids))) or
    (id = ANY (ARRAY( select private.my_shares_after_leaving() as my_shares_after_leaving)))));

revoke all on function "private"."add_shared_expense"(uuid, uuid, jsonb, jsonb) from public;

grant execute on function "private"."add_shared_expense"(uuid, uuid, jsonb, jsonb) to "authenticated";

revoke all on function "private"."apply_share_daily_totals"(private.daily_total_change[]) from public;

revoke all on function "private"."change_shared_expense"(uuid, uuid, uuid, jsonb, jsonb) from public;

grant execute on function "private"."change_shared_expense"(uuid, uuid, uuid, jsonb, jsonb) to "authenticated";

revoke all on function "private"."check_expense_shares"() from public;

revoke all on function "private"."delete_shared_expense"(uuid) from public;

grant execute on function "private"."delete_shared_expense"(uuid) to "authenticated";

revoke all on function "private"."expense_shares_changed"() from public;

revoke all on function "private"."expense_shares_deleted"() from public;

revoke all on function "private"."expense_shares_inserted"() from public;

revoke all on function "private"."household_expenses_before_delete"() from public;

revoke all on function "private"."may_change_shared_expense"(uuid, bigint) from public;

revoke all on function "private"."my_shares_after_leaving"() from public;

grant execute on function "private"."my_shares_after_leaving"() to "authenticated";

revoke all on function "private"."replace_expense_shares"(uuid, uuid, uuid, jsonb, bigint[]) from public;

revoke all on function "private"."shared_expense_before_delete"() from public;

revoke all on function "private"."shared_expenses_moved"() from public;

revoke all on function "private"."shared_expenses_on_account_delete"() from public;

revoke all on function "private"."shares_name_members"(uuid, jsonb, bigint[]) from public;

revoke all on table "public"."expense_shares" from "authenticated";

grant select on table "public"."expense_shares" to "authenticated";

revoke all on table "public"."expense_shares" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."expense_shares"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."expense_shares"
  to "service_role";
