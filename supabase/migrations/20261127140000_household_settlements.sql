-- Settling up in a household (docs/product.md §2.25.2): settlements between members (not expenses,
-- not spending), written only through checked functions and announced on the household's channel;
-- each member's net (paid − shares ± settlements) read in one query; and a UPI ID on the profile so
-- members can be paid back. Schema: supabase/schemas/51_household_settlements.sql.

set local check_function_bodies = off;

create table "public"."household_settlements" (
  "id"           uuid                     not null default gen_random_uuid(),
  "household_id" uuid                     not null,
  "from_member"  bigint                   not null,
  "to_member"    bigint                   not null,
  "amount"       numeric(10,2)            not null,
  "created_at"   timestamp with time zone not null default now(),
  "created_by"   uuid,
  "undone_at"    timestamp with time zone,
  constraint "household_settlements_amount_positive" check ((amount > (0)::numeric)),
  constraint "household_settlements_not_to_self" check ((from_member <> to_member)),
  constraint "household_settlements_pkey" primary key (id)
);

alter table "public"."household_settlements"
  enable row level security;

revoke all on table "public"."household_settlements" from "anon";

alter table "public"."profiles"
  add column "upi_id" text;

create or replace function private.add_household_settlement (
  target uuid,
  payee  uuid,
  amount numeric
)
  returns table (
    settlement_id uuid,
    outcome       text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.broadcast_settlement_change()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform private.broadcast_to_household(
    new.household_id, 'settlement',
    jsonb_build_object('operation', tg_op, 'table', tg_table_name, 'settlement_id', new.id)
  );
  return null;
end;
$function$;

create or replace function private.household_nets (
  target uuid
)
  returns table (
    member_id bigint,
    user_id   uuid,
    net       numeric,
    upi_id    text
  )
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select m.id, m.user_id, coalesce(sum(moved.amount), 0), p.upi_id
  from public.household_members m
  left join public.profiles p on p.id = m.user_id
  left join (
    select e.paid_by as member_id, e.amount from public.expenses e where e.household_id = target
    union all
    select s.member_id, -s.amount from public.expense_shares s where s.household_id = target
    union all
    select t.from_member, t.amount from public.household_settlements t
    where t.household_id = target and t.undone_at is null
    union all
    select t.to_member, -t.amount from public.household_settlements t
    where t.household_id = target and t.undone_at is null
  ) moved on moved.member_id = m.id
  where m.household_id = target
    and target = any (array(select private.my_household_ids()))
  group by m.id, m.user_id, p.upi_id
$function$;

create or replace function private.my_former_member_ids()
  returns SETOF bigint
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select m.id from public.household_members m
  where m.user_id = (select auth.uid()) and m.left_at is not null
$function$;

create or replace function private.undo_household_settlement (
  target         uuid,
  the_settlement uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

alter table "public"."household_settlements"
  add constraint "household_settlements_created_by_fkey" foreign key (created_by) references auth.users(id)
    on delete set null;

alter table "public"."household_settlements"
  add constraint "household_settlements_from_member_fkey" foreign key (from_member)
    references public.household_members(id) on delete cascade;

alter table "public"."household_settlements"
  add constraint "household_settlements_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."household_settlements"
  add constraint "household_settlements_to_member_fkey" foreign key (to_member)
    references public.household_members(id) on delete cascade;

alter table "public"."profiles"
  add constraint "profiles_upi_id_format"
    check (((char_length(upi_id) <= 255) AND (upi_id ~ '^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+$'::text)));

create index household_settlements_created_by_idx on public.household_settlements using btree (created_by);

create index household_settlements_from_member_idx on public.household_settlements using btree (from_member);

create index household_settlements_household_id_idx on public.household_settlements using btree (household_id);

create index household_settlements_to_member_idx on public.household_settlements using btree (to_member);

create trigger household_settlements_broadcast
  after insert or update on public.household_settlements
  for each row
  execute function private.broadcast_settlement_change();

create policy "members read their households' settlements" on "public"."household_settlements"
  for select
  to "authenticated"
  using
    (((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))) or (from_member =
    ANY (ARRAY( select private.my_former_member_ids() as my_former_member_ids))) or
    (to_member = ANY (ARRAY( select private.my_former_member_ids() as my_former_member_ids)))));

revoke all on function "private"."add_household_settlement"(uuid, uuid, numeric) from public;

grant execute on function "private"."add_household_settlement"(uuid, uuid, numeric) to "authenticated";

revoke all on function "private"."broadcast_settlement_change"() from public;

revoke all on function "private"."household_nets"(uuid) from public;

grant execute on function "private"."household_nets"(uuid) to "authenticated";

revoke all on function "private"."my_former_member_ids"() from public;

grant execute on function "private"."my_former_member_ids"() to "authenticated";

revoke all on function "private"."undo_household_settlement"(uuid, uuid) from public;

grant execute on function "private"."undo_household_settlement"(uuid, uuid) to "authenticated";

revoke all on table "public"."household_settlements" from "authenticated";

grant select on table "public"."household_settlements" to "authenticated";

revoke all on table "public"."household_settlements" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_settlements"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_settlements"
  to "service_role";

revoke all ("upi_id") on table "public"."profiles" from "authenticated";

grant update ("upi_id") on table "public"."profiles" to "authenticated";
