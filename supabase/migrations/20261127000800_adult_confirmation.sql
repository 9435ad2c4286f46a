-- Sign-up asks the person to confirm they are 18 or over (issue 29, item 5): the DPDP Rules 2025
-- require verifiable parental consent below 18, and the app offers no such path. The API refuses a
-- sign-up without the confirmation and passes it to the Auth service as `adult_confirmed` in the
-- sign-up data; the new-user trigger records its time on the profile.

-- The time of the confirmation. Users may not write it: the column stays out of the profile's
-- update grant, so it cannot be forged or cleared through the Data API. Accounts made before the
-- question existed (and Google sign-ups) keep null.
alter table public.profiles add column adult_confirmed_at timestamptz;

-- The new-user trigger records the confirmation in the same insert that creates the profile, so an
-- account never exists without its record.
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

