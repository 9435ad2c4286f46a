-- Concerns (grievances) users raise about their data, answered by admins within the published
-- response time (docs/product.md "Raise a concern"). Raised only through the API (POST /api/concerns),
-- which rate-limits, validates and acknowledges by e-mail; users read their own, admins read and answer all.
create table public.concerns (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The human reference the user quotes, e.g. PC-2026-000123 (set by the trigger below).
  reference text not null constraint concerns_reference_key unique,
  category text not null constraint concerns_category_known check (
    category in ('data_access', 'correction', 'erasure', 'consent', 'other')
  ),
  body text not null constraint concerns_body_length check (char_length(btrim(body)) between 1 and 2000),
  status text not null default 'open' constraint concerns_status_known check (
    status in ('open', 'in_progress', 'resolved')
  ),
  reply text constraint concerns_reply_length check (char_length(reply) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  resolved_at timestamptz,
  -- Resolved means answered: a reply and the time it was resolved.
  constraint concerns_resolved_answered check (
    (status = 'resolved') = (resolved_at is not null) and (status <> 'resolved' or reply is not null)
  )
);

-- A user's list, newest first.
create index concerns_user_id_created_at_idx on public.concerns (user_id, created_at desc);
-- The admins' list, oldest first.
create index concerns_created_at_idx on public.concerns (created_at);

-- The reference: the year the concern was raised (Indian time) and its number, zero-padded to six.
create or replace function private.set_concern_reference()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reference := format(
    'PC-%s-%s',
    to_char(private.ist_day(new.created_at), 'YYYY'),
    lpad(new.id::text, 6, '0')
  );
  return new;
end;
$$;

revoke execute on function private.set_concern_reference() from public;

create trigger concerns_set_reference
  before insert on public.concerns
  for each row execute function private.set_concern_reference();

-- A concern moves forward only (open → in progress → resolved) and never changes owner, category or
-- text; resolving stamps the time.
create or replace function private.concern_status_forward()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  steps constant text[] := array['open', 'in_progress', 'resolved'];
begin
  if new.user_id <> old.user_id or new.category <> old.category or new.body <> old.body
    or new.reference <> old.reference or new.created_at <> old.created_at then
    raise exception 'Only a concern''s status and reply can change'
      using errcode = 'check_violation';
  end if;
  if new.status <> old.status
    and array_position(steps, new.status) < array_position(steps, old.status) then
    raise exception 'A concern cannot move back from % to %', old.status, new.status
      using errcode = 'check_violation';
  end if;
  if new.status = 'resolved' and old.status <> 'resolved' then
    new.resolved_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function private.concern_status_forward() from public;

create trigger concerns_status_forward
  before update on public.concerns
  for each row execute function private.concern_status_forward();

create trigger concerns_touch_updated_at
  before update on public.concerns
  for each row execute function private.touch_updated_at();

alter table public.concerns enable row level security;

-- One policy per action (several permissive ones would each run for every row).
create policy "owners and admins read concerns"
  on public.concerns for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
  );

create policy "admins answer concerns"
  on public.concerns for update
  to authenticated
  using (coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin')
  with check (coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin');

-- No insert or delete for users: raising goes through the API; a concern goes with its account.
revoke all on public.concerns from anon, authenticated;
revoke all on sequence public.concerns_id_seq from anon, authenticated;
grant select, update (status, reply) on public.concerns to authenticated;
