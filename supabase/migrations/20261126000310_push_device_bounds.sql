-- Web Push devices, bounded by the database like their endpoints (20261126000300): `authenticated`
-- may insert into push_subscriptions through the Data API, so the keys' form and the number of devices
-- per account are the database's rules, not only the API's:
--   1. keys are in exactly the form browsers give them;
--   2. an account keeps at most 20 devices; a new one replaces the one least recently switched on or
--      renewed.

-- Rows from before with keys in another form came through the Data API (the API never wrote them)
-- and no message could be encrypted for them: they go.
delete from public.push_subscriptions
where p256dh !~ '^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$'
  or auth !~ '^[A-Za-z0-9_-]{21}[AQgw]$';

-- 1. Keys as browsers give them (PushSubscription.toJSON()): base64url without padding, the canonical
-- spelling of the bytes (the unused bits of the last character zero). p256dh: an uncompressed P-256
-- point, 65 bytes starting 0x04 — 87 characters, "B" then one of A–P (the 0x04's low bits, then the
-- next byte's high ones). auth: 16 bytes, 22 characters. That the key is a point on the curve is the
-- API's check (_shared/push/p256.ts); a key off the curve only makes its own device's pushes fail.
alter table public.push_subscriptions
  drop constraint push_subscriptions_p256dh_length,
  drop constraint push_subscriptions_auth_length,
  add constraint push_subscriptions_p256dh_format
    check (p256dh ~ '^B[A-P][A-Za-z0-9_-]{84}[AEIMQUYcgkosw048]$'),
  add constraint push_subscriptions_auth_format
    check (auth ~ '^[A-Za-z0-9_-]{21}[AQgw]$');

-- 2. Twenty devices per account. `updated_at`: when the browser last sent this subscription (switched
-- on, or renewed its keys: every update users may make is one of those), the best sign the server has
-- of a device still in use. A new device past the twentieth replaces the one heard of least recently,
-- rather than being refused: a user cannot switch off a phone they lost, and the app lists no devices.
alter table public.push_subscriptions add column updated_at timestamptz not null default now();
update public.push_subscriptions set updated_at = created_at;

create trigger push_subscriptions_touch_updated_at
  before update on public.push_subscriptions
  for each row execute function private.touch_updated_at();

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
