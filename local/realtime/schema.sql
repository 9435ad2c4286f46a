-- The Realtime stand-in's database side (local/realtime/): for one row change, which subscribers may
-- receive it and the `postgres_changes` payload they get. Postgres decides, as each subscriber (their
-- role and JWT claims, exactly as the API sets them), like hosted Realtime's realtime.apply_rls:
--   INSERT, UPDATE: the subscriber must be able to SELECT the row, read back by primary key (row-level
--     security and grants decide);
--   DELETE: the row is gone, so the table's SELECT policies for the subscriber's role are evaluated on
--     the old row (its replica identity must be FULL for the old row to be complete). Hosted Realtime
--     skips this check and sends every subscriber the primary key; the stand-in is stricter.
-- Only the stand-in's own superuser connection calls it. Idempotent: applied on every start.

create schema if not exists realtime;
revoke all on schema realtime from public;

-- entity: the table; action: INSERT, UPDATE or DELETE; new_row / old_row: column name → value (text,
-- or JSON for json/jsonb columns) as replication sent them; subscribers: [{ "id": text, "claims": {…} }]
-- where claims.role is anon, authenticated or service_role.
-- One row per role: the ids of the subscribers who may see the change, and the payload's `data`
-- (without commit_timestamp, which the stand-in adds).
create or replace function realtime.deliveries(
  entity regclass,
  action text,
  new_row jsonb,
  old_row jsonb,
  subscribers jsonb
)
returns table (subscriber_ids text[], data jsonb)
language plpgsql
volatile
set search_path = ''
as $$
declare
  rls_enabled boolean;
  schema_name text;
  table_name text;
  primary_key text[];
  new_record jsonb;
  old_record jsonb;
  check_row jsonb := case when action = 'DELETE' then old_row else new_row end;
  check_sql text;
  working_role text;
  bypasses_rls boolean;
  permissive text;
  restrictive text;
  subscriber record;
  visible text[];
  has_access boolean;
  selectable text[];
  pk_only jsonb;
  statement_name text;
  check_call text;
begin
  select c.relrowsecurity, n.nspname, c.relname
  into rls_enabled, schema_name, table_name
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where c.oid = entity;

  select array_agg(a.attname::text order by k.position)
  into primary_key
  from pg_catalog.pg_index i
  cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
  where i.indrelid = entity and i.indisprimary;

  if primary_key is null then
    raise exception 'realtime: % has no primary key', entity;
  end if;

  -- Typed values (numbers as numbers, timestamps in ISO 8601), as the payload carries them.
  if new_row is not null then
    execute format('select pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::%s, $1))', entity)
      using new_row into new_record;
  end if;
  if old_row is not null then
    execute format('select pg_catalog.to_jsonb(pg_catalog.jsonb_populate_record(null::%s, $1))', entity)
      using old_row into old_record;
  end if;

  for working_role in
    select distinct s.value -> 'claims' ->> 'role' from pg_catalog.jsonb_array_elements(subscribers) s
  loop
    visible := '{}';
    select r.rolbypassrls into bypasses_rls from pg_catalog.pg_roles r where r.rolname = working_role;

    if action <> 'DELETE' then
      -- The row as it is now, read as the subscriber: RLS and grants decide.
      check_sql := format(
        'select exists (select 1 from %s as t where (%s) = (%s))',
        entity,
        (select string_agg(format('t.%I', col), ', ') from unnest(primary_key) col),
        (select string_agg(format('(pg_catalog.jsonb_populate_record(null::%s, $1)).%I', entity, col), ', ')
           from unnest(primary_key) col)
      );
    elsif not pg_catalog.has_table_privilege(working_role, entity, 'SELECT') then
      check_sql := 'select false';
    elsif not rls_enabled or bypasses_rls then
      check_sql := 'select true';
    else
      -- The SELECT policies that apply to this role, on the old row: any permissive one, and every
      -- restrictive one.
      select
        string_agg(format('(%s)', coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'false')), ' or ')
          filter (where p.polpermissive),
        string_agg(format('(%s)', coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), 'false')), ' and ')
          filter (where not p.polpermissive)
      into permissive, restrictive
      from pg_catalog.pg_policy p
      where p.polrelid = entity
        and p.polcmd in ('r', '*')
        and exists (
          select 1 from unnest(p.polroles) as applies_to(role_oid)
          where applies_to.role_oid = 0 or pg_catalog.pg_has_role(working_role, applies_to.role_oid, 'MEMBER')
        );
      check_sql := format(
        'select exists (select 1 from (select (pg_catalog.jsonb_populate_record(null::%s, $1)).*) as %I where (%s) and (%s))',
        entity,
        table_name,
        coalesce(permissive, 'false'),
        coalesce(restrictive, 'true')
      );
    end if;

    -- The check is planned once per role and text and kept for the connection's life (a prepared
    -- statement; Postgres plans it again by itself when a table or policy it reads changes): planning
    -- the row's read with the table's policies cost three times what running it does, for every
    -- subscriber. The role is part of the name, as a plan with row-level security is the role's.
    statement_name := 'realtime_check_' || pg_catalog.md5(working_role || ' ' || check_sql);
    begin
      if not exists (select 1 from pg_catalog.pg_prepared_statements s where s.name = statement_name) then
        execute format('prepare %I(jsonb) as %s', statement_name, check_sql);
      end if;
      check_call := format('execute %I(%L)', statement_name, check_row);
    exception when others then
      -- A check that cannot be planned lets no subscriber of this role see the change.
      check_call := 'select false';
    end;

    for subscriber in
      select s.value ->> 'id' as id, s.value -> 'claims' as claims
      from pg_catalog.jsonb_array_elements(subscribers) s
      where s.value -> 'claims' ->> 'role' = working_role
    loop
      begin
        perform
          pg_catalog.set_config('role', working_role, true),
          pg_catalog.set_config('request.jwt.claims', subscriber.claims::text, true),
          pg_catalog.set_config('request.jwt.claim.sub', coalesce(subscriber.claims ->> 'sub', ''), true),
          pg_catalog.set_config('request.jwt.claim.role', working_role, true);
        execute check_call into has_access;
      exception when others then
        -- A policy that fails for these claims (or a missing grant) means no access, for this subscriber only.
        has_access := false;
      end;
      perform pg_catalog.set_config('role', 'none', true);
      if has_access then
        visible := visible || subscriber.id;
      end if;
    end loop;

    continue when cardinality(visible) = 0;

    -- Only the columns this role may select, in table order.
    select array_agg(a.attname::text order by a.attnum)
    into selectable
    from pg_catalog.pg_attribute a
    where a.attrelid = entity and a.attnum > 0 and not a.attisdropped
      and pg_catalog.has_column_privilege(working_role, entity, a.attnum, 'SELECT');

    pk_only := (
      select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}')
      from pg_catalog.jsonb_each(coalesce(old_record, new_record)) e
      where e.key = any(primary_key)
    );

    subscriber_ids := visible;
    data := pg_catalog.jsonb_build_object(
      'schema', schema_name,
      'table', table_name,
      'type', action,
      'columns', (
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
        from pg_catalog.pg_attribute a
        join pg_catalog.pg_type t on t.oid = a.atttypid
        where a.attrelid = entity and a.attname = any(selectable)
      ),
      'errors', null
    );
    if action in ('INSERT', 'UPDATE') then
      data := data || pg_catalog.jsonb_build_object('record', (
        select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}')
        from pg_catalog.jsonb_each(new_record) e
        where e.key = any(selectable)
      ));
    end if;
    if action = 'UPDATE' then
      -- As hosted: the old row when replication sent one (replica identity full), else its key.
      data := data || pg_catalog.jsonb_build_object('old_record', case
        when old_record is null then pk_only
        else (select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}')
              from pg_catalog.jsonb_each(old_record) e where e.key = any(selectable))
      end);
    elsif action = 'DELETE' then
      -- As hosted: with row-level security on, a deleted row travels as its primary key only.
      data := data || pg_catalog.jsonb_build_object('old_record', case
        when rls_enabled then pk_only
        else (select coalesce(pg_catalog.jsonb_object_agg(e.key, e.value), '{}')
              from pg_catalog.jsonb_each(old_record) e where e.key = any(selectable))
      end);
    end if;
    return next;
  end loop;
end;
$$;

revoke all on function realtime.deliveries(regclass, text, jsonb, jsonb, jsonb) from public;

-- For a join: the publication's tables and, for a filter, the column's type (with modifier) so the
-- stand-in can compare values in that type's text form.
create or replace function realtime.filter_value(entity regclass, column_name text, value text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  column_type text;
  canonical text;
begin
  select pg_catalog.format_type(a.atttypid, a.atttypmod)
  into column_type
  from pg_catalog.pg_attribute a
  where a.attrelid = entity and a.attname = column_name and a.attnum > 0 and not a.attisdropped;
  if column_type is null then
    raise exception 'column "%" does not exist on %', column_name, entity using errcode = '42703';
  end if;
  execute format('select $1::%s::text', column_type) using value into canonical;
  return canonical;
end;
$$;

revoke all on function realtime.filter_value(regclass, text, text) from public;

-- Broadcast from the database, with hosted Realtime's objects and signatures (its tenant schema:
-- realtime.messages, realtime.topic(), realtime.send(), realtime.broadcast_changes()). A trigger
-- calls realtime.send or realtime.broadcast_changes; the row lands in realtime.messages, which the
-- stand-in reads through the `supabase_realtime_messages_publication` publication, as hosted Realtime
-- does. Private channels are authorised by the project's RLS policies on realtime.messages. Hosted
-- partitions the table by day and keeps three days; the stand-in keeps one table and deletes rows
-- older than three days itself.
grant usage on schema realtime to postgres, anon, authenticated, service_role;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_payload_exclusive check (payload is null or binary_payload is null),
  constraint messages_pkey primary key (id, inserted_at)
);

create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;

alter table realtime.messages enable row level security;
grant insert, select, update on table realtime.messages to anon, authenticated, service_role;

do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime_messages_publication') then
    create publication supabase_realtime_messages_publication for table realtime.messages
      with (publish = 'insert');
  end if;
end
$$;

-- The topic of the channel being authorised (set by Realtime while it checks the policies).
create or replace function realtime.topic()
  returns text
  language sql
  stable
as $function$
select nullif(current_setting('realtime.topic', true), '')::text;
$function$;

create or replace function realtime.send(
  payload jsonb,
  event text,
  topic text,
  private boolean default true
)
  returns void
  language plpgsql
as $function$
DECLARE
  generated_id uuid;
  final_payload jsonb;
BEGIN
  BEGIN
    generated_id := gen_random_uuid();

    -- Check if payload has an 'id' key, if not, add the generated UUID
    IF payload ? 'id' THEN
      final_payload := payload;
    ELSE
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    END IF;

    -- Set the topic configuration
    EXECUTE format('SET LOCAL realtime.topic TO %L', topic);

    INSERT INTO realtime.messages (id, payload, event, topic, private, extension)
    VALUES (generated_id, final_payload, event, topic, private, 'broadcast');
  EXCEPTION
    WHEN OTHERS THEN
      RAISE WARNING 'WarnSendingBroadcastMessage: %', SQLERRM;
  END;
END;
$function$;

create or replace function realtime.broadcast_changes(
  topic_name text,
  event_name text,
  operation text,
  table_name text,
  table_schema text,
  new record,
  old record,
  level text default 'ROW'::text
)
  returns void
  language plpgsql
as $function$
DECLARE
    -- Declare a variable to hold the JSONB representation of the row
    row_data jsonb := '{}'::jsonb;
BEGIN
    IF level = 'STATEMENT' THEN
        RAISE EXCEPTION 'function can only be triggered for each row, not for each statement';
    END IF;
    -- Check the operation type and handle accordingly
    IF operation = 'INSERT' OR operation = 'UPDATE' OR operation = 'DELETE' THEN
        row_data := jsonb_build_object('old_record', OLD, 'record', NEW, 'operation', operation, 'table', table_name, 'schema', table_schema);
        PERFORM realtime.send (row_data, event_name, topic_name);
    ELSE
        RAISE EXCEPTION 'Unexpected operation type: %', operation;
    END IF;
EXCEPTION
    WHEN OTHERS THEN
        RAISE EXCEPTION 'Failed to process the row: %', SQLERRM;
END;
$function$;

-- The stand-in's side of a private channel (stand-in only, called by its own superuser connection).
-- As hosted Realtime authorises a join: a probe message of the topic is inserted, the role, the JWT
-- claims and realtime.topic are set as the user's, and the user may read the topic when a select
-- sees the probe (RLS decides). The probe is rolled back, so it is never replicated or kept.
create or replace function realtime.can_read_topic(topic_name text, claims jsonb)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  probe uuid := gen_random_uuid();
  working_role text := coalesce(claims ->> 'role', 'anon');
  allowed boolean := false;
begin
  if working_role not in ('anon', 'authenticated', 'service_role') then
    return false;
  end if;
  begin
    insert into realtime.messages (id, topic, extension, private) values (probe, topic_name, 'broadcast', true);
    perform
      pg_catalog.set_config('role', working_role, true),
      pg_catalog.set_config('realtime.topic', topic_name, true),
      pg_catalog.set_config('request.jwt.claims', claims::text, true),
      pg_catalog.set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true),
      pg_catalog.set_config('request.jwt.claim.role', working_role, true);
    select exists (select 1 from realtime.messages m where m.id = probe) into allowed;
    -- Undo the probe (and the settings) whatever the answer.
    raise exception using errcode = 'P0RT1', message = 'realtime: probe rolled back';
  exception when others then
    -- A policy that fails for these claims means no access; the rollback above keeps the answer.
    if sqlstate <> 'P0RT1' then
      allowed := false;
    end if;
  end;
  return allowed;
end;
$$;

revoke all on function realtime.can_read_topic(text, jsonb) from public;

-- Which subscribers of a private channel may read one broadcast message, checked on the message
-- itself with the topic set, as the join was: subscribers is [{ "id": text, "claims": {…} }]. The
-- stand-in checks every message (hosted checks at the join and at each new token), so a member who
-- leaves receives nothing from then on.
create or replace function realtime.broadcast_recipients(message_id uuid, subscribers jsonb)
returns text[]
language plpgsql
volatile
set search_path = ''
as $$
declare
  message_topic text;
  subscriber record;
  working_role text;
  has_access boolean;
  visible text[] := '{}';
begin
  select m.topic into message_topic from realtime.messages m where m.id = message_id;
  if message_topic is null then
    return visible;
  end if;
  for subscriber in
    select s.value ->> 'id' as id, s.value -> 'claims' as claims
    from pg_catalog.jsonb_array_elements(subscribers) s
  loop
    working_role := coalesce(subscriber.claims ->> 'role', 'anon');
    continue when working_role not in ('anon', 'authenticated', 'service_role');
    begin
      perform
        pg_catalog.set_config('role', working_role, true),
        pg_catalog.set_config('realtime.topic', message_topic, true),
        pg_catalog.set_config('request.jwt.claims', subscriber.claims::text, true),
        pg_catalog.set_config('request.jwt.claim.sub', coalesce(subscriber.claims ->> 'sub', ''), true),
        pg_catalog.set_config('request.jwt.claim.role', working_role, true);
      select exists (select 1 from realtime.messages m where m.id = message_id) into has_access;
    exception when others then
      has_access := false;
    end;
    perform pg_catalog.set_config('role', 'none', true);
    if has_access then
      visible := visible || subscriber.id;
    end if;
  end loop;
  return visible;
end;
$$;

revoke all on function realtime.broadcast_recipients(uuid, jsonb) from public;
