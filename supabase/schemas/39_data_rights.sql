-- The rights centre (Profile → "Your data", docs/product.md "Your data"): archives of everything a
-- user's account holds, built in the background, and the person they nominate to use their rights.

-- One archive request: the API inserts it, builds the zip in the background (status and progress),
-- stores it in the private bucket `data-exports` under `<user id>/<id>.zip` and e-mails a link to the
-- app. The owner reads their rows; nobody writes them through the Data API.
create table public.data_exports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending'
    constraint data_exports_status_known check (status in ('pending', 'running', 'ready', 'failed', 'expired')),
  progress integer not null default 0 constraint data_exports_progress_percent check (progress between 0 and 100),
  file_path text constraint data_exports_file_path_own_folder check (
    char_length(file_path) <= 300 and split_part(file_path, '/', 1) = user_id::text
  ),
  size_bytes bigint constraint data_exports_size_nonnegative check (size_bytes >= 0),
  error_message text constraint data_exports_error_message_length check (char_length(error_message) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The link works until then (7 days after the archive is ready); then the scheduler removes the
  -- file and the row reads `expired` (as does one replaced by a newer archive).
  expires_at timestamptz,
  -- Ready means a file to download, until a time.
  constraint data_exports_ready_has_file check (
    status <> 'ready' or (file_path is not null and expires_at is not null and progress = 100)
  )
);

-- A user's archives, newest first.
create index data_exports_user_id_created_at_idx on public.data_exports (user_id, created_at desc);
-- One archive in the making per user: a second request while one runs is refused (409).
create unique index data_exports_one_in_progress_key on public.data_exports (user_id)
  where status in ('pending', 'running');

create trigger data_exports_touch_updated_at
  before update on public.data_exports
  for each row execute function private.touch_updated_at();

alter table public.data_exports enable row level security;

create policy "owners read their data exports"
  on public.data_exports for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Requests go through the API (it builds the file and sends the e-mail): users only read.
revoke all on public.data_exports from anon, authenticated;
grant select on public.data_exports to authenticated;

-- The archives' files: only their owner may read one (the API writes and removes them with the
-- service role). The bucket itself is a row, created by the migration.
create policy "owners read their data archives"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'data-exports' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- The person a user nominates to use their rights on their death or incapacity (DPDP Act 2023,
-- section 14). At most one per user; the owner reads, changes and removes it under RLS.
create table public.data_nominees (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  name text not null constraint data_nominees_name_length check (
    char_length(btrim(name)) between 1 and 100 and name !~ '[[:cntrl:]]'
  ),
  email text not null constraint data_nominees_email_shape check (
    char_length(email) <= 254 and email ~ '^[^@[:space:][:cntrl:]]+@[^@[:space:][:cntrl:]]+\.[^@[:space:][:cntrl:]]+$'
  ),
  relationship text not null constraint data_nominees_relationship_known check (
    relationship in ('spouse', 'parent', 'child', 'sibling', 'relative', 'friend', 'other')
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger data_nominees_touch_updated_at
  before update on public.data_nominees
  for each row execute function private.touch_updated_at();

alter table public.data_nominees enable row level security;

create policy "owners read their nominee"
  on public.data_nominees for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners nominate someone"
  on public.data_nominees for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "owners change their nominee"
  on public.data_nominees for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "owners remove their nominee"
  on public.data_nominees for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- Every column a user may write is bounded by the checks above; the owner and the times are not
-- theirs to write.
revoke all on public.data_nominees from anon, authenticated;
grant select, insert (name, email, relationship), update (name, email, relationship), delete
  on public.data_nominees to authenticated;
