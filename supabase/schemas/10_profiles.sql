-- One profile per auth user: the public face of an account (username, names, avatar, country,
-- language). Rows are created by the new-user trigger below, never by clients.
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
  updated_at timestamptz not null default now(),
  -- The app's language and digits follow the user to every device (docs/product.md §4.29). Null
  -- means "never chosen": the device's own choice (its browser's language) applies and is stored on
  -- first sign-in. Devanagari digits (१२३) are an option of the Hindi screens only.
  language text constraint profiles_language_known check (language in ('en', 'hi')),
  devanagari_digits boolean not null default false,
  -- When the person confirmed being 18 or over at sign-up (the DPDP Rules 2025 ask verifiable
  -- parental consent below 18, a path the app does not offer). Set only by the new-user trigger from
  -- the sign-up the API checked; not in the users' update grant, so nobody can forge or clear it.
  -- Null for accounts made before the question existed and for Google sign-ups.
  adult_confirmed_at timestamptz
);

-- "Ravi" and "ravi" are the same username: sign-in by username must find exactly one account.
create unique index profiles_username_lower_key on public.profiles (lower(username));

-- Admin statistics: the newest sign-ups.
create index profiles_created_at_idx on public.profiles (created_at desc);

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

-- The e-mail mirrors auth.users and is kept in sync by a trigger; users change only their public details.
revoke all on public.profiles from anon, authenticated;
grant select,
  update (username, first_name, last_name, avatar_url, country, language, devanagari_digits)
  on public.profiles to authenticated;

-- Every new auth user gets a profile and default notification settings, as Supabase apps do.
-- The username, country and 18-or-over confirmation come from the sign-up `data` (raw_user_meta_data). A username that breaks
-- the product's rule, or that someone already has, raises a clear error, so the sign-up itself fails
-- and no half-made account is left behind.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := nullif(btrim(meta ->> 'username'), '');
  wanted_country text := coalesce(nullif(btrim(meta ->> 'country'), ''), 'India');
begin
  if wanted_username is not null
    and (wanted_username !~ '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' or char_length(wanted_username) > 39) then
    raise exception 'Invalid username "%"', wanted_username
      using errcode = 'check_violation',
        detail = 'A username may contain only letters, digits and single hyphens, cannot begin or end with a hyphen, and has at most 39 characters.';
  end if;

  if wanted_country not in ('India', 'United States', 'United Kingdom', 'Canada', 'Australia', 'Other') then
    raise exception 'Invalid country "%"', wanted_country
      using errcode = 'check_violation',
        detail = 'Country must be one of India, United States, United Kingdom, Canada, Australia, Other.';
  end if;

  begin
    insert into public.profiles (id, email, username, first_name, last_name, avatar_url, country, adult_confirmed_at)
    values (
      new.id,
      new.email,
      wanted_username,
      coalesce(meta ->> 'first_name', meta ->> 'given_name'),
      coalesce(meta ->> 'last_name', meta ->> 'family_name'),
      coalesce(meta ->> 'avatar_url', meta ->> 'picture'),
      wanted_country,
      case when meta -> 'adult_confirmed' = 'true'::jsonb then now() end
    );
  exception
    when unique_violation then
      raise exception 'Username "%" is already taken', wanted_username
        using errcode = 'unique_violation',
          detail = 'Usernames are unique regardless of letter case.';
  end;

  insert into public.notification_settings (user_id) values (new.id);
  return new;
end;
$$;

revoke execute on function private.handle_new_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- The profile's e-mail follows the account's (e-mail changes in Auth).
create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;

revoke execute on function private.sync_profile_email() from public;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function private.sync_profile_email();
