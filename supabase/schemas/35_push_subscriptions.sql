-- Web Push (docs/product.md §4.28): one row per device that allowed notifications, with what the
-- browser's push service needs to take an encrypted message for it (RFC 8291). The endpoint is the
-- device's address at its push service and is unique: a device belongs to the account that last
-- switched it on. The daily reminder job (service role) reads them and drops those the push
-- service says are gone (404/410). `authenticated` may write these rows through the Data API, so
-- the endpoint, the keys' form and the number of devices per account are the database's rules, not
-- only the API's.
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null
    constraint push_subscriptions_endpoint_unique unique
    constraint push_subscriptions_endpoint_length check (char_length(endpoint) between 1 and 2000),
  -- The device's keys as browsers give them (PushSubscription.toJSON()): base64url without padding,
  -- the canonical spelling of the bytes (the unused bits of the last character zero). p256dh: an
  -- uncompressed P-256 point, 65 bytes starting 0x04 — 87 characters, "B" then one of A–P (the
  -- 0x04's low bits, then the next byte's high ones). auth: 16 bytes, 22 characters. That the key is
  -- a point on the curve is the API's check (_shared/push/p256.ts); a key off the curve only makes its own
  -- device's pushes fail.
  p256dh text not null
    constraint push_subscriptions_p256dh_format
    check (p256dh ~ '^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$'),
  auth text not null
    constraint push_subscriptions_auth_format
    check (auth ~ '^[A-Za-z0-9_-]{21}[AQgw]$'),
  -- "Chrome on Android" and the like, so a list of devices can say which is which.
  user_agent text
    constraint push_subscriptions_user_agent_length check (char_length(user_agent) <= 200),
  created_at timestamptz not null default now(),
  -- When the browser last sent this subscription (switched on, or renewed its keys: every update
  -- users may make is one of those), the best sign the server has of a device still in use.
  updated_at timestamptz not null default now()
);

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id, created_at);

create trigger push_subscriptions_touch_updated_at
  before update on public.push_subscriptions
  for each row execute function private.touch_updated_at();

alter table public.push_subscriptions enable row level security;

create policy "users read their own push subscriptions"
  on public.push_subscriptions for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users add their own push subscriptions"
  on public.push_subscriptions for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own push subscriptions"
  on public.push_subscriptions for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own push subscriptions"
  on public.push_subscriptions for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.push_subscriptions from anon, authenticated;
grant select,
  insert (user_id, endpoint, p256dh, auth, user_agent),
  update (p256dh, auth, user_agent),
  delete
  on public.push_subscriptions to authenticated;

-- Endpoints. The API checks a subscription's endpoint against the browsers' push services before it
-- saves it, but `authenticated` may insert straight through the Data API (/rest/v1), and the daily
-- reminder job POSTs to whatever endpoint a row holds: a row pointing at an internal address would
-- make the function call a host of the user's choosing (server-side request forgery). So the list
-- lives here, where every writer meets it: an endpoint is at one of the browsers' push services, or
-- at a local one the database owner registered (the tests serve their own). The job checks each
-- endpoint again before it posts and never follows a redirect (push/web-push.ts).

-- Push services on this machine. The integration tests serve a push service on 127.0.0.1
-- (tests/support/push-service.ts) and register its origin here, as the database owner, while it runs.
-- No role but the owner may write this table (no grants; schema `private` is not exposed), so on a
-- hosted project it stays empty and only the browsers' push services are taken.
create table private.local_push_services (
  origin text primary key
    constraint local_push_services_origin_local
    check (origin ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?$')
);

revoke all on private.local_push_services from public, anon, authenticated;

-- The same list as supabase/functions/_shared/push/push-subscriptions.ts: https, the default port, no
-- credentials, the host one of the push services' domains or below it; or an http origin registered
-- above. Host names are case-insensitive, as URLs read them.
create function private.push_endpoint_allowed(endpoint text)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select endpoint ~* '^https://([a-z0-9-]+\.)*(fcm\.googleapis\.com|push\.services\.mozilla\.com|notify\.windows\.com|push\.apple\.com)([/?#]|$)'
    or exists (
      select 1 from private.local_push_services s
      where s.origin = lower(substring(endpoint from '^(http://[^/?#]+)([/?#]|$)'))
    )
$$;

revoke execute on function private.push_endpoint_allowed(text) from public;

-- A trigger rather than a check constraint, because the local origins are rows of a table; it fails
-- the way a check constraint would (23514, named), so callers tell it apart alike. Security definer:
-- it reads the registry, which the writer may not.
create function private.check_push_endpoint()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.push_endpoint_allowed(new.endpoint) then
    raise exception 'Push endpoint must be an https URL of a browser''s push service'
      using errcode = 'check_violation', constraint = 'push_subscriptions_endpoint_allowed',
        schema = 'public', table = 'push_subscriptions', column = 'endpoint';
  end if;
  return new;
end;
$$;

revoke execute on function private.check_push_endpoint() from public;

create trigger push_subscriptions_endpoint_allowed
  before insert or update of endpoint on public.push_subscriptions
  for each row execute function private.check_push_endpoint();

-- Twenty devices per account. A new device past the twentieth replaces the one heard of least
-- recently (updated_at), rather than being refused: a user cannot switch off a phone they lost, and
-- the app lists no devices.
-- Security invoker: under RLS it counts and deletes only the caller's own devices. Accounts that had
-- more than 20 before keep them until they add one.
create function private.make_room_for_push_device()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- Two browsers of one account switching on at once count one after the other.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('push_subscriptions ' || new.user_id::text, 0));
  -- The API's upsert of an endpoint already here renews a device; it adds none.
  if exists (select 1 from public.push_subscriptions where endpoint = new.endpoint) then
    return new;
  end if;
  delete from public.push_subscriptions
  where id in (
    select id from public.push_subscriptions
    where user_id = new.user_id
    order by updated_at desc, created_at desc, id desc
    offset 19
  );
  return new;
end;
$$;

revoke execute on function private.make_room_for_push_device() from public;

create trigger push_subscriptions_device_limit
  before insert on public.push_subscriptions
  for each row execute function private.make_room_for_push_device();
