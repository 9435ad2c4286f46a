-- Households go live: each household gets a private Realtime channel, topic `household:<id>`, fed by
-- Broadcast from the database (Supabase's advice for scale: one message per change, authorised per
-- member at the join, instead of postgres_changes checking every row for every subscriber).
-- private.broadcast_to_household sends one message through realtime.send (which never fails the
-- write); private.broadcast_household_change is the row trigger any household table hooks in with,
-- shaping the change as realtime.broadcast_changes does. The first feeds are the activity log and the
-- membership rows. An RLS policy on realtime.messages lets current members, and nobody else, read
-- their household's topic; with no insert policy nobody can send on it from a client.

set local check_function_bodies = off;

create or replace function private.broadcast_household_change()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
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
$function$;

create or replace function private.broadcast_to_household (
  target  uuid,
  event   text,
  payload jsonb
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform realtime.send(payload, event, private.household_topic(target), true);
end;
$function$;

create or replace function private.household_topic (
  target uuid
)
  returns text
  language sql
  immutable
  set search_path to ''
  AS $function$
  select 'household:' || target::text
$function$;

create trigger household_activity_broadcast
  after insert on public.household_activity
  for each row
  execute function private.broadcast_household_change('activity');

create trigger household_members_broadcast
  after insert or delete or update on public.household_members
  for each row
  execute function private.broadcast_household_change('member');

create policy "members receive their households' broadcasts" on "realtime"."messages"
  for select
  to "authenticated"
  using
    (((extension = 'broadcast'::text) AND (( select realtime.topic() as topic) = ANY (ARRAY( select
    private.household_topic(id.id) as household_topic
   from private.my_household_ids() id(id))))));

revoke all on function "private"."broadcast_household_change"() from public;

revoke all on function "private"."broadcast_to_household"(uuid, text, jsonb) from public;

revoke all on function "private"."household_topic"(uuid) from public;

grant execute on function "private"."household_topic"(uuid) to "authenticated";
