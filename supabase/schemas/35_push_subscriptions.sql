-- Web Push (docs/product.md §4.28): one row per device that allowed notifications, with what the
-- browser's push service needs to take an encrypted message for it (RFC 8291). The endpoint is the
-- device's address at its push service and is unique: a device belongs to the account that last
-- switched it on. The daily reminder job (service role) reads them and drops those the push
-- service says are gone (404/410).
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null
    constraint push_subscriptions_endpoint_unique unique
    constraint push_subscriptions_endpoint_length check (char_length(endpoint) between 1 and 2000),
  -- The device's ECDH P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
  p256dh text not null
    constraint push_subscriptions_p256dh_length check (char_length(p256dh) between 86 and 88),
  auth text not null
    constraint push_subscriptions_auth_length check (char_length(auth) between 22 and 24),
  -- "Chrome on Android" and the like, so a list of devices can say which is which.
  user_agent text
    constraint push_subscriptions_user_agent_length check (char_length(user_agent) <= 200),
  created_at timestamptz not null default now()
);

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id, created_at);

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
