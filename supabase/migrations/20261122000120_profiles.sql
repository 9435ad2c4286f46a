-- One profile per auth user: the public face of an account (username, names, avatar, country).
-- Rows are created by the trigger in 20261122000140_new_user_trigger.sql, never by clients.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  -- the product's rule: letters and digits, single hyphens, not at either end (at most 39 characters).
  -- Null for accounts that never chose one (e.g. Google sign-ups).
  username text check (
    username ~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' and char_length(username) <= 39
  ),
  first_name text check (char_length(first_name) <= 100),
  last_name text check (char_length(last_name) <= 100),
  avatar_url text check (char_length(avatar_url) <= 2048),
  country text not null default 'India' check (
    country in ('India', 'United States', 'United Kingdom', 'Canada', 'Australia', 'Other')
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- "Ravi" and "ravi" are the same username: sign-in by username must find exactly one account.
create unique index profiles_username_lower_key on public.profiles (lower(username));

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function private.touch_updated_at();

alter table public.profiles enable row level security;

create policy "users read their own profile"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()));

create policy "users update their own profile"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- The e-mail mirrors auth.users and is kept in sync by a trigger; users change only these columns.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
grant update (username, first_name, last_name, avatar_url, country) on public.profiles to authenticated;
