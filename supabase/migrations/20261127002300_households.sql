-- Households (issue 25, items 1, 2, 8 membership and 9; docs/product.md §2.25): money shared at
-- home starts with who is in a household. The story:
--   1. households, household_members (one row per person and household, kept on leaving so a former
--      member can still be shown; indexed on user_id), household_invites (a code's SHA-256 only,
--      single use, 7 days, revocable) and household_activity (who did what, when).
--   2. The database holds the limits: a name of 1–60 characters stored trimmed, at most 20 current
--      members (a trigger that locks the household row, so racing joins are counted in turn), exactly
--      one owner (a partial unique index and a deferred constraint trigger); a person is in at most
--      50 households at once.
--   3. Row-level security per Supabase's guide: members read their households' rows through
--      private.my_household_ids() (security definer, search_path = ''), used as
--      `household_id = any (array(select private.my_household_ids()))`; no policy on the membership
--      table reads that table. Users get select only: every write goes through the security-definer
--      functions here, which the API calls as the signed-in user (join checks and consumes an invite
--      under a row lock: of two joins on one code, one wins).
--   4. Deleting an account leaves its households first (an owner's household passes to the member who
--      joined first, an empty one goes), then `on delete set null` anonymises the person's rows.
-- The definitions are those of supabase/schemas/44_households.sql. No data to move: the tables are new.

set local check_function_bodies = off;

create table "public"."household_activity" (
  "id"           bigint                   generated always as identity not null,
  "household_id" uuid                     not null,
  "actor_id"     uuid,
  "subject_id"   uuid,
  "kind"         text                     not null,
  "details"      jsonb                    not null default '{}'::jsonb,
  "created_at"   timestamp with time zone not null default now(),
  constraint "household_activity_details_object"
    check (((jsonb_typeof(details) = 'object'::text) AND (octet_length((details)::text) <= 1000))),
  constraint "household_activity_kind_known"
    check
    ((kind = ANY (ARRAY['created'::text, 'renamed'::text, 'joined'::text, 'left'::text, 'removed'::text,
    'owner_changed'::text, 'invite_created'::text, 'invite_revoked'::text, 'account_deleted'::text]))),
  constraint "household_activity_pkey" primary key (id)
);

alter table "public"."household_activity"
  enable row level security;

revoke all on table "public"."household_activity" from "anon";

create table "public"."household_invites" (
  "id"           uuid                     not null default gen_random_uuid(),
  "household_id" uuid                     not null,
  "code_hash"    bytea                    not null,
  "created_by"   uuid,
  "created_at"   timestamp with time zone not null default now(),
  "expires_at"   timestamp with time zone not null,
  "used_at"      timestamp with time zone,
  "used_by"      uuid,
  "revoked_at"   timestamp with time zone,
  constraint "household_invites_code_hash_key" unique (code_hash),
  constraint "household_invites_code_hash_sha256" check ((octet_length(code_hash) = 32)),
  constraint "household_invites_pkey" primary key (id),
  constraint "household_invites_seven_days" check ((expires_at = (created_at + '7 days'::interval))),
  constraint "household_invites_used_or_revoked" check (((used_at IS NULL) OR (revoked_at IS NULL)))
);

alter table "public"."household_invites"
  enable row level security;

revoke all on table "public"."household_invites" from "anon";

create table "public"."household_members" (
  "id"           bigint                   generated always as identity not null,
  "household_id" uuid                     not null,
  "user_id"      uuid,
  "role"         text                     not null default 'member'::text,
  "joined_at"    timestamp with time zone not null default now(),
  "left_at"      timestamp with time zone,
  constraint "household_members_anonymised_left" check (((user_id IS NOT NULL) OR (left_at IS NOT NULL))),
  constraint "household_members_household_user_key" unique (household_id, user_id),
  constraint "household_members_left_after_joining" check (((left_at IS NULL) OR (left_at >= joined_at))),
  constraint "household_members_owner_active" check (((role <> 'owner'::text) OR (left_at IS NULL))),
  constraint "household_members_pkey" primary key (id),
  constraint "household_members_role_known" check ((role = ANY (ARRAY['owner'::text, 'member'::text])))
);

alter table "public"."household_members"
  enable row level security;

revoke all on table "public"."household_members" from "anon";

create table "public"."households" (
  "id"         uuid                     not null default gen_random_uuid(),
  "name"       text                     not null,
  "created_at" timestamp with time zone not null default now(),
  "updated_at" timestamp with time zone not null default now(),
  constraint "households_name_length"
    check (((name = btrim(name)) AND ((char_length(name) >= 1) AND (char_length(name) <= 60)))),
  constraint "households_pkey" primary key (id)
);

alter table "public"."households"
  enable row level security;

revoke all on table "public"."households" from "anon";

revoke all on sequence "public"."household_activity_id_seq" from "anon";

revoke all on sequence "public"."household_activity_id_seq" from "authenticated";

revoke all on sequence "public"."household_members_id_seq" from "anon";

revoke all on sequence "public"."household_members_id_seq" from "authenticated";

create or replace function private.create_household (
  household_name text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.create_household_invite (
  target  uuid,
  code    text,
  made_at timestamp with time zone
)
  returns table (
    invite_id  uuid,
    expires_at timestamp with time zone,
    outcome    text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.delete_household (
  target uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  caller_role text := private.household_role(target);
begin
  if caller_role is null then return 'not_found'; end if;
  if caller_role <> 'owner' then return 'not_owner'; end if;
  delete from public.households where id = target;
  return 'ok';
end;
$function$;

create or replace function private.hand_over_household (
  target    uuid,
  new_owner uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.household_has_one_owner()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.household_members_within_limit()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.household_role (
  target uuid
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select role from public.household_members
  where household_id = target and user_id = (select auth.uid()) and left_at is null
$function$;

create or replace function private.household_roster (
  target uuid
)
  returns table (
    member_id    bigint,
    user_id      uuid,
    display_name text,
    role         text,
    joined_at    timestamp with time zone,
    left_at      timestamp with time zone
  )
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select m.id, m.user_id,
    coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), p.username),
    m.role, m.joined_at, m.left_at
  from public.household_members m
  left join public.profiles p on p.id = m.user_id
  where m.household_id = target
    and target = any (array(select private.my_household_ids()))
  order by m.left_at is not null, m.joined_at, m.id
$function$;

create or replace function private.households_on_account_delete()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.join_household (
  code   text,
  joined timestamp with time zone
)
  returns table (
    household_id uuid,
    outcome      text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.leave_household (
  target uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.log_household_activity (
  target  uuid,
  what    text,
  subject uuid  default null::uuid,
  extra   jsonb default '{}'::jsonb
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  insert into public.household_activity (household_id, actor_id, subject_id, kind, details)
  values (target, (select auth.uid()), subject, what, extra)
$function$;

create or replace function private.my_household_count()
  returns integer
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select count(*)::integer from public.household_members
  where user_id = (select auth.uid()) and left_at is null
$function$;

create or replace function private.my_household_ids()
  returns SETOF uuid
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select household_id
  from public.household_members
  where user_id = (select auth.uid()) and left_at is null
$function$;

create or replace function private.remove_household_member (
  target uuid,
  member uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.rename_household (
  target         uuid,
  household_name text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.revoke_household_invite (
  target uuid,
  invite uuid
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

alter table "public"."household_activity"
  add constraint "household_activity_actor_id_fkey" foreign key (actor_id) references auth.users(id) on delete
    set null;

alter table "public"."household_activity"
  add constraint "household_activity_subject_id_fkey" foreign key (subject_id) references auth.users(id)
    on delete set null;

alter table "public"."household_invites"
  add constraint "household_invites_created_by_fkey" foreign key (created_by) references auth.users(id)
    on delete set null;

alter table "public"."household_invites"
  add constraint "household_invites_used_by_fkey" foreign key (used_by) references auth.users(id) on delete
    set null;

alter table "public"."household_members"
  add constraint "household_members_user_id_fkey" foreign key (user_id) references auth.users(id) on delete
    set null;

alter table "public"."household_activity"
  add constraint "household_activity_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."household_invites"
  add constraint "household_invites_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

alter table "public"."household_members"
  add constraint "household_members_household_id_fkey" foreign key (household_id)
    references public.households(id) on delete cascade;

create index household_activity_actor_id_idx on public.household_activity using btree (actor_id);

create index household_activity_household_id_idx on public.household_activity
  using btree (household_id, created_at desc, id desc);

create index household_activity_subject_id_idx on public.household_activity using btree (subject_id);

create index household_invites_created_by_idx on public.household_invites using btree (created_by);

create index household_invites_household_id_idx on public.household_invites
  using btree (household_id, created_at desc);

create index household_invites_used_by_idx on public.household_invites using btree (used_by);

create unique index household_members_one_owner_key on public.household_members using btree (household_id)
  where (role = 'owner'::text);

create index household_members_user_id_idx on public.household_members using btree (user_id);

create trigger on_auth_user_deleted_leave_households
  before delete on auth.users
  for each row
  execute function private.households_on_account_delete();

create constraint TRIGGER household_members_one_owner
  after insert or delete or update on public.household_members deferrable initially deferred
  for each row
  execute function private.household_has_one_owner();

create trigger household_members_within_limit
  before insert or update of left_at, household_id on public.household_members
  for each row
  execute function private.household_members_within_limit();

create trigger households_touch_updated_at
  before update on public.households
  for each row
  execute function private.touch_updated_at();

create policy "members read their households' activity" on "public"."household_activity"
  for select
  to "authenticated"
  using ((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

create policy "members read their households' invites" on "public"."household_invites"
  for select
  to "authenticated"
  using ((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

create policy "members read their households' members" on "public"."household_members"
  for select
  to "authenticated"
  using ((household_id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

create policy "members read their households" on "public"."households"
  for select
  to "authenticated"
  using ((id = ANY (ARRAY( select private.my_household_ids() as my_household_ids))));

revoke all on function "private"."create_household"(text) from public;

grant execute on function "private"."create_household"(text) to "authenticated";

revoke all on function "private"."create_household_invite"(uuid, text, timestamp with time zone) from public;

grant execute
  on function "private"."create_household_invite"(uuid, text, timestamp with time zone)
  to "authenticated";

revoke all on function "private"."delete_household"(uuid) from public;

grant execute on function "private"."delete_household"(uuid) to "authenticated";

revoke all on function "private"."hand_over_household"(uuid, uuid) from public;

grant execute on function "private"."hand_over_household"(uuid, uuid) to "authenticated";

revoke all on function "private"."household_has_one_owner"() from public;

revoke all on function "private"."household_members_within_limit"() from public;

revoke all on function "private"."household_role"(uuid) from public;

grant execute on function "private"."household_role"(uuid) to "authenticated";

revoke all on function "private"."household_roster"(uuid) from public;

grant execute on function "private"."household_roster"(uuid) to "authenticated";

revoke all on function "private"."households_on_account_delete"() from public;

revoke all on function "private"."join_household"(text, timestamp with time zone) from public;

grant execute on function "private"."join_household"(text, timestamp with time zone) to "authenticated";

revoke all on function "private"."leave_household"(uuid) from public;

grant execute on function "private"."leave_household"(uuid) to "authenticated";

revoke all on function "private"."log_household_activity"(uuid, text, uuid, jsonb) from public;

revoke all on function "private"."my_household_count"() from public;

revoke all on function "private"."my_household_ids"() from public;

grant execute on function "private"."my_household_ids"() to "authenticated";

revoke all on function "private"."remove_household_member"(uuid, uuid) from public;

grant execute on function "private"."remove_household_member"(uuid, uuid) to "authenticated";

revoke all on function "private"."rename_household"(uuid, text) from public;

grant execute on function "private"."rename_household"(uuid, text) to "authenticated";

revoke all on function "private"."revoke_household_invite"(uuid, uuid) from public;

grant execute on function "private"."revoke_household_invite"(uuid, uuid) to "authenticated";

revoke all on sequence "public"."household_activity_id_seq" from "postgres";

grant select, update, usage on sequence "public"."household_activity_id_seq" to "postgres";

revoke all on sequence "public"."household_activity_id_seq" from "service_role";

grant select, update, usage on sequence "public"."household_activity_id_seq" to "service_role";

revoke all on sequence "public"."household_members_id_seq" from "postgres";

grant select, update, usage on sequence "public"."household_members_id_seq" to "postgres";

revoke all on sequence "public"."household_members_id_seq" from "service_role";

grant select, update, usage on sequence "public"."household_members_id_seq" to "service_role";

revoke all on table "public"."household_activity" from "authenticated";

grant select on table "public"."household_activity" to "authenticated";

revoke all on table "public"."household_activity" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_activity"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_activity"
  to "service_role";

revoke all on table "public"."household_invites" from "authenticated";

revoke all ("created_at") on table "public"."household_invites" from "authenticated";

grant select ("created_at") on table "public"."household_invites" to "authenticated";

revoke all ("created_by") on table "public"."household_invites" from "authenticated";

grant select ("created_by") on table "public"."household_invites" to "authenticated";

revoke all ("expires_at") on table "public"."household_invites" from "authenticated";

grant select ("expires_at") on table "public"."household_invites" to "authenticated";

revoke all ("household_id") on table "public"."household_invites" from "authenticated";

grant select ("household_id") on table "public"."household_invites" to "authenticated";

revoke all ("id") on table "public"."household_invites" from "authenticated";

grant select ("id") on table "public"."household_invites" to "authenticated";

revoke all ("revoked_at") on table "public"."household_invites" from "authenticated";

grant select ("revoked_at") on table "public"."household_invites" to "authenticated";

revoke all ("used_at") on table "public"."household_invites" from "authenticated";

grant select ("used_at") on table "public"."household_invites" to "authenticated";

revoke all ("used_by") on table "public"."household_invites" from "authenticated";

grant select ("used_by") on table "public"."household_invites" to "authenticated";

revoke all on table "public"."household_invites" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_invites"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_invites"
  to "service_role";

revoke all on table "public"."household_members" from "authenticated";

grant select on table "public"."household_members" to "authenticated";

revoke all on table "public"."household_members" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_members"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."household_members"
  to "service_role";

revoke all on table "public"."households" from "authenticated";

grant select on table "public"."households" to "authenticated";

revoke all on table "public"."households" from "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."households"
  to "postgres";

grant delete, insert, maintain, references, select, trigger, truncate, update
  on table "public"."households"
  to "service_role";
