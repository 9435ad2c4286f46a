-- Households (docs/product.md "Households"): money shared at home. A household has members, one of
-- them its owner; membership is a row here, never a JWT claim, so a removal takes effect at once.
-- Users read their households through the Data API (RLS); every write that must be checked (create,
-- rename, invite, join, leave, remove, hand over, delete) goes through the security-definer
-- functions below, which the API calls as the signed-in user. No table here grants a write to
-- `authenticated`: nobody can make themselves a member or the owner through /rest/v1.

create table public.households (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed: "Flat 302", not " Flat 302 ".
  name text not null constraint households_name_length check (
    name = btrim(name) and char_length(name) between 1 and 60
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger households_touch_updated_at
  before update on public.households
  for each row execute function private.touch_updated_at();

-- One row per person and household, kept when they leave (`left_at`), so a former member can still
-- be shown beside what they shared. Later ledgers (shared expenses, splits, settlements) refer to a
-- member by this row's id, which outlives the account: deleting an account empties `user_id` (the
-- person is anonymised) and keeps the row.
create table public.household_members (
  id bigint generated always as identity primary key,
  household_id uuid not null references public.households (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  role text not null default 'member' constraint household_members_role_known check (
    role in ('owner', 'member')
  ),
  joined_at timestamptz not null default now(),
  left_at timestamptz,
  -- The owner is a current member.
  constraint household_members_owner_active check (role <> 'owner' or left_at is null),
  -- A former account keeps no membership open.
  constraint household_members_anonymised_left check (user_id is not null or left_at is not null),
  constraint household_members_left_after_joining check (left_at is null or left_at >= joined_at),
  constraint household_members_household_user_key unique (household_id, user_id)
);

-- The RLS helper below looks a caller's memberships up by user id (Supabase's RLS guide).
create index household_members_user_id_idx on public.household_members (user_id);
-- At most one owner per household; the deferred trigger below makes it exactly one.
create unique index household_members_one_owner_key
  on public.household_members (household_id) where role = 'owner';

-- At most 20 current members. The household row is locked first, so two joins racing for the
-- last place are counted one after the other.
create or replace function private.household_members_within_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  current_members integer;
begin
  if new.left_at is not null or new.user_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.left_at is null and old.household_id = new.household_id then
    return new;
  end if;
  perform 1 from public.households where id = new.household_id for update;
  select count(*) into current_members
  from public.household_members
  where household_id = new.household_id and left_at is null and id <> new.id;
  if current_members >= 20 then
    raise exception 'A household has at most 20 members'
      using errcode = 'check_violation', constraint = 'household_members_limit';
  end if;
  return new;
end;
$$;

revoke execute on function private.household_members_within_limit() from public;

create trigger household_members_within_limit
  before insert or update of left_at, household_id on public.household_members
  for each row execute function private.household_members_within_limit();

-- Exactly one owner while anyone is in the household: checked at commit, so handing over (the owner
-- steps down, the new owner steps up) is one transaction with an owner at its end.
create or replace function private.household_has_one_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  the_household uuid := coalesce(new.household_id, old.household_id);
begin
  if exists (select 1 from public.household_members where household_id = the_household and left_at is null)
    and not exists (
      select 1 from public.household_members
      where household_id = the_household and role = 'owner' and left_at is null
    ) then
    raise exception 'A household needs an owner: hand over ownership before leaving'
      using errcode = 'check_violation', constraint = 'household_members_one_owner';
  end if;
  return null;
end;
$$;

revoke execute on function private.household_has_one_owner() from public;

create constraint trigger household_members_one_owner
  after insert or update or delete on public.household_members
  deferrable initially deferred
  for each row execute function private.household_has_one_owner();

-- Invites: a random code (made by the API, at least 128 bits), kept only as its SHA-256, single use,
-- 7 days, revocable.
create table public.household_invites (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  code_hash bytea not null constraint household_invites_code_hash_key unique
    constraint household_invites_code_hash_sha256 check (octet_length(code_hash) = 32),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  used_by uuid references auth.users (id) on delete set null,
  revoked_at timestamptz,
  constraint household_invites_seven_days check (expires_at = created_at + interval '7 days'),
  constraint household_invites_used_or_revoked check (used_at is null or revoked_at is null)
);

create index household_invites_household_id_idx on public.household_invites (household_id, created_at desc);
create index household_invites_created_by_idx on public.household_invites (created_by);
create index household_invites_used_by_idx on public.household_invites (used_by);

-- What happened in a household, newest first: who did what to whom (the actor and the member it
-- concerns), with the few details a line needs (a rename's names). An account's deletion empties
-- its ids here too.
create table public.household_activity (
  id bigint generated always as identity primary key,
  household_id uuid not null references public.households (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  subject_id uuid references auth.users (id) on delete set null,
  kind text not null constraint household_activity_kind_known check (
    kind in (
      'created', 'renamed', 'joined', 'left', 'removed', 'owner_changed',
      'invite_created', 'invite_revoked', 'account_deleted'
    )
  ),
  details jsonb not null default '{}' constraint household_activity_details_object check (
    jsonb_typeof(details) = 'object' and octet_length(details::text) <= 1000
  ),
  created_at timestamptz not null default now()
);

create index household_activity_household_id_idx
  on public.household_activity (household_id, created_at desc, id desc);
create index household_activity_actor_id_idx on public.household_activity (actor_id);
create index household_activity_subject_id_idx on public.household_activity (subject_id);

-- The caller's current households. Security definer, so the policies below can use it without the
-- membership table's policy reading the membership table (infinite recursion); used as
-- `household_id = any (array(select private.my_household_ids()))`, evaluated once per statement.
create or replace function private.my_household_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select household_id
  from public.household_members
  where user_id = (select auth.uid()) and left_at is null
$$;

revoke execute on function private.my_household_ids() from public;
grant execute on function private.my_household_ids() to authenticated;

alter table public.households enable row level security;
alter table public.household_members enable row level security;
alter table public.household_invites enable row level security;
alter table public.household_activity enable row level security;

create policy "members read their households"
  on public.households for select
  to authenticated
  using (id = any (array(select private.my_household_ids())));

create policy "members read their households' members"
  on public.household_members for select
  to authenticated
  using (household_id = any (array(select private.my_household_ids())));

create policy "members read their households' invites"
  on public.household_invites for select
  to authenticated
  using (household_id = any (array(select private.my_household_ids())));

create policy "members read their households' activity"
  on public.household_activity for select
  to authenticated
  using (household_id = any (array(select private.my_household_ids())));

-- Reads only; the code's hash is not readable at all.
revoke all on public.households, public.household_members, public.household_invites,
  public.household_activity from anon, authenticated;
revoke all on sequence public.household_members_id_seq, public.household_activity_id_seq
  from anon, authenticated;
grant select on public.households, public.household_members, public.household_activity to authenticated;
grant select (id, household_id, created_by, created_at, expires_at, used_at, used_by, revoked_at)
  on public.household_invites to authenticated;

-- The caller's current role in a household, or null for a non-member (and a former member).
create or replace function private.household_role(target uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.household_members
  where household_id = target and user_id = (select auth.uid()) and left_at is null
$$;

revoke execute on function private.household_role(uuid) from public;
grant execute on function private.household_role(uuid) to authenticated;

-- One line of a household's activity, written by the functions below only.
create or replace function private.log_household_activity(
  target uuid, what text, subject uuid default null, extra jsonb default '{}'
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.household_activity (household_id, actor_id, subject_id, kind, details)
  values (target, (select auth.uid()), subject, what, extra)
$$;

revoke execute on function private.log_household_activity(uuid, text, uuid, jsonb) from public;

-- How many households the caller is currently in: a person is in at most 50, so no one can fill
-- the tables through the API.
create or replace function private.my_household_count()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer from public.household_members
  where user_id = (select auth.uid()) and left_at is null
$$;

revoke execute on function private.my_household_count() from public;

-- Creates a household with the caller as its owner; null when the caller is in 50 already.
create or replace function private.create_household(household_name text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to create a household' using errcode = 'insufficient_privilege';
  end if;
  if private.my_household_count() >= 50 then
    return null;
  end if;
  insert into public.households (name) values (btrim(household_name)) returning id into new_id;
  insert into public.household_members (household_id, user_id, role)
  values (new_id, (select auth.uid()), 'owner');
  perform private.log_household_activity(new_id, 'created', null, jsonb_build_object('name', btrim(household_name)));
  return new_id;
end;
$$;

revoke execute on function private.create_household(text) from public;
grant execute on function private.create_household(text) to authenticated;

-- The household's members, current and former, with the name each shows to the others (first and
-- last name, else username; null for a deleted account). Empty for anyone not a current member.
create or replace function private.household_roster(target uuid)
returns table (
  member_id bigint,
  user_id uuid,
  display_name text,
  role text,
  joined_at timestamptz,
  left_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.user_id,
    coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username),
    m.role, m.joined_at, m.left_at
  from public.household_members m
  left join public.profiles p on p.id = m.user_id
  where m.household_id = target
    and target = any (array(select private.my_household_ids()))
  order by m.left_at is not null, m.joined_at, m.id
$$;

revoke execute on function private.household_roster(uuid) from public;
grant execute on function private.household_roster(uuid) to authenticated;

-- Owner-only changes answer with an outcome the API turns into a status: 'ok', 'not_found' (not a
-- current member: the same 404 as a household that does not exist) or 'not_owner'.
create or replace function private.rename_household(target uuid, household_name text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
  old_name text;
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role <> 'owner' then return 'not_owner'; end if;
  select name into old_name from public.households where id = target for update;
  if old_name is distinct from btrim(household_name) then
    update public.households set name = btrim(household_name) where id = target;
    perform private.log_household_activity(
      target, 'renamed', null, jsonb_build_object('from', old_name, 'to', btrim(household_name))
    );
  end if;
  return 'ok';
end;
$$;

revoke execute on function private.rename_household(uuid, text) from public;
grant execute on function private.rename_household(uuid, text) to authenticated;

-- Hands the household to another current member; the caller stays on as a member.
-- Extra outcome: 'not_a_member' (the new owner is not a current member), 'already_owner'.
create or replace function private.hand_over_household(target uuid, new_owner uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role <> 'owner' then return 'not_owner'; end if;
  if new_owner = (select auth.uid()) then return 'already_owner'; end if;
  perform 1 from public.households where id = target for update;
  if not exists (
    select 1 from public.household_members
    where household_id = target and user_id = new_owner and left_at is null
  ) then
    return 'not_a_member';
  end if;
  update public.household_members set role = 'member'
  where household_id = target and user_id = (select auth.uid());
  update public.household_members set role = 'owner'
  where household_id = target and user_id = new_owner;
  perform private.log_household_activity(target, 'owner_changed', new_owner);
  return 'ok';
end;
$$;

revoke execute on function private.hand_over_household(uuid, uuid) from public;
grant execute on function private.hand_over_household(uuid, uuid) to authenticated;

-- A member leaves; the owner cannot ('owner_must_hand_over') until they hand over or delete.
create or replace function private.leave_household(target uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role = 'owner' then return 'owner_must_hand_over'; end if;
  update public.household_members set left_at = now()
  where household_id = target and user_id = (select auth.uid());
  perform private.log_household_activity(target, 'left', (select auth.uid()));
  return 'ok';
end;
$$;

revoke execute on function private.leave_household(uuid) from public;
grant execute on function private.leave_household(uuid) to authenticated;

-- The owner removes a member. Extra outcomes: 'not_a_member', 'is_owner' (the owner leaves by
-- handing over or deleting, not by removing themself).
create or replace function private.remove_household_member(target uuid, member uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role <> 'owner' then return 'not_owner'; end if;
  if member = (select auth.uid()) then return 'is_owner'; end if;
  update public.household_members set left_at = now()
  where household_id = target and user_id = member and left_at is null;
  if not found then return 'not_a_member'; end if;
  perform private.log_household_activity(target, 'removed', member);
  return 'ok';
end;
$$;

revoke execute on function private.remove_household_member(uuid, uuid) from public;
grant execute on function private.remove_household_member(uuid, uuid) to authenticated;

-- The owner deletes the household with everything in it.
create or replace function private.delete_household(target uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller_role text := private.household_role(target);
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role <> 'owner' then return 'not_owner'; end if;
  delete from public.households where id = target;
  return 'ok';
end;
$$;

revoke execute on function private.delete_household(uuid) from public;
grant execute on function private.delete_household(uuid) to authenticated;

-- A current member makes an invite from a code the API drew (at least 128 random bits; only its
-- hash is kept), valid 7 days from `made_at` (the API's clock). At most 20 open invites per household.
-- Answers the invite's id and expiry, or null for a non-member.
create or replace function private.create_household_invite(target uuid, code text, made_at timestamptz)
returns table (invite_id uuid, expires_at timestamptz, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.household_role(target) is null then
    return query select null::uuid, null::timestamptz, 'not_found'::text;
    return;
  end if;
  if char_length(code) < 22 then
    raise exception 'An invite code has at least 128 random bits' using errcode = 'check_violation';
  end if;
  perform 1 from public.households where id = target for update;
  if (
    select count(*) from public.household_invites i
    where i.household_id = target and i.used_at is null and i.revoked_at is null and i.expires_at > made_at
  ) >= 20 then
    return query select null::uuid, null::timestamptz, 'too_many'::text;
    return;
  end if;
  return query
    with made as (
      insert into public.household_invites (household_id, code_hash, created_by, created_at, expires_at)
      values (target, sha256(convert_to(code, 'UTF8')), (select auth.uid()), made_at, made_at + interval '7 days')
      returning id, household_invites.expires_at
    )
    select made.id, made.expires_at, 'ok'::text from made;
  perform private.log_household_activity(target, 'invite_created');
end;
$$;

revoke execute on function private.create_household_invite(uuid, text, timestamptz) from public;
grant execute on function private.create_household_invite(uuid, text, timestamptz) to authenticated;

-- A current member revokes an invite not yet used. Extra outcomes: 'no_invite', 'used'.
create or replace function private.revoke_household_invite(target uuid, invite uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_invite public.household_invites;
begin
  if private.household_role(target) is null then return 'not_found'; end if;
  select * into found_invite from public.household_invites
  where id = invite and household_id = target for update;
  if found_invite.id is null then return 'no_invite'; end if;
  if found_invite.used_at is not null then return 'used'; end if;
  if found_invite.revoked_at is null then
    update public.household_invites set revoked_at = now() where id = invite;
    perform private.log_household_activity(target, 'invite_revoked');
  end if;
  return 'ok';
end;
$$;

revoke execute on function private.revoke_household_invite(uuid, uuid) from public;
grant execute on function private.revoke_household_invite(uuid, uuid) to authenticated;

-- Joins the household of an invite code at `joined` (the API's clock): checks and consumes the
-- invite in one step. The invite row is locked, so of two joins on one code exactly one wins; the
-- other then finds it used. Outcomes: 'joined', 'unknown', 'expired', 'used', 'revoked', 'member'
-- (already a current member: the invite stays unused), 'full' (20 members), 'too_many' (the caller
-- is in 50 households).
create or replace function private.join_household(code text, joined timestamptz)
returns table (household_id uuid, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  found_invite public.household_invites;
begin
  if caller is null then
    raise exception 'Sign in to join a household' using errcode = 'insufficient_privilege';
  end if;
  select * into found_invite from public.household_invites
  where code_hash = sha256(convert_to(code, 'UTF8')) for update;
  if found_invite.id is null then
    return query select null::uuid, 'unknown'::text;
    return;
  end if;
  if found_invite.revoked_at is not null then
    return query select found_invite.household_id, 'revoked'::text;
    return;
  end if;
  if found_invite.used_at is not null then
    return query select found_invite.household_id, 'used'::text;
    return;
  end if;
  if found_invite.expires_at <= joined then
    return query select found_invite.household_id, 'expired'::text;
    return;
  end if;
  if exists (
    select 1 from public.household_members m
    where m.household_id = found_invite.household_id and m.user_id = caller and m.left_at is null
  ) then
    return query select found_invite.household_id, 'member'::text;
    return;
  end if;
  if private.my_household_count() >= 50 then
    return query select found_invite.household_id, 'too_many'::text;
    return;
  end if;
  begin
    -- A former member comes back on their old row (their ledger identity), as a member.
    insert into public.household_members as m (household_id, user_id, role)
    values (found_invite.household_id, caller, 'member')
    on conflict on constraint household_members_household_user_key
    do update set left_at = null, role = 'member', joined_at = now();
  exception when check_violation then
    if sqlerrm = 'A household has at most 20 members' then
      return query select found_invite.household_id, 'full'::text;
      return;
    end if;
    raise;
  end;
  update public.household_invites set used_at = joined, used_by = caller where id = found_invite.id;
  perform private.log_household_activity(found_invite.household_id, 'joined', caller);
  return query select found_invite.household_id, 'joined'::text;
end;
$$;

revoke execute on function private.join_household(text, timestamptz) from public;
grant execute on function private.join_household(text, timestamptz) to authenticated;

-- Deleting an account: before the account goes, it leaves each household it is in. An owner's
-- household passes to the member who joined first; a household with nobody else in it goes. Then
-- `on delete set null` anonymises the person's rows, which stay in the households' ledgers.
create or replace function private.households_on_account_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  membership public.household_members;
  successor uuid;
begin
  for membership in
    select * from public.household_members where user_id = old.id and left_at is null for update
  loop
    perform 1 from public.households where id = membership.household_id for update;
    select m.user_id into successor from public.household_members m
    where m.household_id = membership.household_id and m.left_at is null and m.user_id <> old.id
    order by m.joined_at, m.id limit 1;
    if successor is null then
      delete from public.households where id = membership.household_id;
      continue;
    end if;
    update public.household_members set left_at = now(), role = 'member' where id = membership.id;
    insert into public.household_activity (household_id, actor_id, subject_id, kind)
    values (membership.household_id, null, null, 'account_deleted');
    if membership.role = 'owner' then
      update public.household_members set role = 'owner'
      where household_id = membership.household_id and user_id = successor;
      insert into public.household_activity (household_id, actor_id, subject_id, kind)
      values (membership.household_id, null, successor, 'owner_changed');
    end if;
  end loop;
  return old;
end;
$$;

revoke execute on function private.households_on_account_delete() from public;

create trigger on_auth_user_deleted_leave_households
  before delete on auth.users
  for each row execute function private.households_on_account_delete();
