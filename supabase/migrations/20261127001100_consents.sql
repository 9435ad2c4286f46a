-- Privacy notice and consent (issue 29, item 1). India's DPDP Act and Rules 2025 ask for an itemised
-- notice and a consent per purpose that can be withdrawn as easily as it was given. The story:
--   1. private.privacy_notices lists the notice versions; this migration publishes the first one,
--      2026-11-27 (the app's NOTICE_VERSION, supabase/functions/_shared/contract/consents.ts).
--   2. public.consents keeps every answer (purpose, given or withdrawn, notice version, language,
--      time): append-only (no update for anyone, no delete grant), timed by the database, and only
--      for the current notice, so nobody can forge when or to what a user agreed.
--   3. One home for reminders and the weekly report: the consent. The Profile switches and the
--      e-mails' unsubscribe links stay its view (triggers keep both in step).
--   4. A sign-up records the answers given under the notice in the insert that creates the account.
--   5. Usage activity (private.record_activity) is no longer recorded for a user who declined or
--      withdrew "usage analytics".
-- Existing accounts have no answer yet: the app asks them once, at their next sign-in.

set local check_function_bodies = off;

-- The notice versions users have been asked to answer; the newest is the current one. Not exposed:
-- the API and the triggers read it.
create table private.privacy_notices (
  version text primary key constraint privacy_notices_version_format check (version ~ '^\d{4}-\d{2}-\d{2}$'),
  published_at timestamptz not null default now()
);

revoke all on private.privacy_notices from public, anon, authenticated;

create or replace function private.current_notice_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select version from private.privacy_notices order by version desc limit 1;
$$;

revoke execute on function private.current_notice_version() from public;
grant execute on function private.current_notice_version() to authenticated, service_role;

-- The first notice.
insert into private.privacy_notices (version, published_at) values ('2026-11-27', '2026-11-27T00:00:00+05:30');

create table public.consents (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- service: the account, expenses and budgets (what the app is; required). The rest are optional:
  -- analytics (usage activity), reminders (daily reminder e-mail and push), weekly_report (e-mail).
  purpose text not null constraint consents_purpose_known check (
    purpose in ('service', 'analytics', 'reminders', 'weekly_report')
  ),
  given boolean not null,
  notice_version text not null references private.privacy_notices (version),
  language text not null constraint consents_language_known check (language in ('en', 'hi')),
  recorded_at timestamptz not null default now(),
  -- The service cannot be declined or withdrawn: deleting the account is how it ends.
  constraint consents_service_given check (purpose <> 'service' or given)
);

-- A user's latest answer per purpose, and their history.
create index consents_user_purpose_idx on public.consents (user_id, purpose, id desc);
create index consents_notice_version_idx on public.consents (notice_version);

-- Each answer is to today's notice and is timed by the database: whoever inserts (the API, the Data
-- API, the sign-up trigger) cannot date it or answer an old notice.
create or replace function private.stamp_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.notice_version is distinct from private.current_notice_version() then
    raise exception 'Consent must answer the current privacy notice (%)', private.current_notice_version()
      using errcode = 'check_violation';
  end if;
  new.recorded_at := now();
  return new;
end;
$$;

revoke execute on function private.stamp_consent() from public;

create trigger consents_stamp
  before insert on public.consents
  for each row execute function private.stamp_consent();

-- History is never rewritten, by anyone (the service role included).
create or replace function private.consents_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Consent history cannot be changed: record a new answer instead'
    using errcode = 'insufficient_privilege';
end;
$$;

revoke execute on function private.consents_append_only() from public;

create trigger consents_append_only
  before update on public.consents
  for each row execute function private.consents_append_only();

alter table public.consents enable row level security;

create policy "owners read their consents"
  on public.consents for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "owners record their consents"
  on public.consents for insert
  to authenticated
  with check (user_id = (select auth.uid()));

-- Users insert only the answer itself; id, owner and time are the database's. No update, no delete.
revoke all on public.consents from anon, authenticated;
revoke all on sequence public.consents_id_seq from anon, authenticated;
grant select, insert (purpose, given, notice_version, language) on public.consents to authenticated;

-- A user's latest answer for a purpose: null when they never answered (accounts older than the notice
-- until their next sign-in). The jobs and record_activity skip a user whose answer is false.
create or replace function private.consent_given(owner uuid, wanted text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select c.given from public.consents c
  where c.user_id = owner and c.purpose = wanted
  order by c.id desc
  limit 1;
$$;

revoke execute on function private.consent_given(uuid, text) from public;
grant execute on function private.consent_given(uuid, text) to service_role;

-- One home for "may we send reminders / the weekly report": the consent. The Profile switches and the
-- e-mails' unsubscribe links (notification_settings.daily_reminders, weekly_reports) are its view:
-- an answer sets the switch, and turning a switch records an answer. Each side writes the other only
-- when they differ, so the two triggers never loop.
create or replace function private.consent_sets_switches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.purpose = 'reminders' then
    update public.notification_settings set daily_reminders = new.given
    where user_id = new.user_id and daily_reminders is distinct from new.given;
  elsif new.purpose = 'weekly_report' then
    update public.notification_settings set weekly_reports = new.given
    where user_id = new.user_id and weekly_reports is distinct from new.given;
  end if;
  return null;
end;
$$;

revoke execute on function private.consent_sets_switches() from public;

create trigger consents_set_switches
  after insert on public.consents
  for each row execute function private.consent_sets_switches();

create or replace function private.switches_record_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reader_language text := coalesce(
    (select p.language from public.profiles p where p.id = new.user_id), 'en');
begin
  if new.daily_reminders is distinct from old.daily_reminders
    and private.consent_given(new.user_id, 'reminders') is distinct from new.daily_reminders then
    insert into public.consents (user_id, purpose, given, notice_version, language)
    values (new.user_id, 'reminders', new.daily_reminders, private.current_notice_version(), reader_language);
  end if;
  if new.weekly_reports is distinct from old.weekly_reports
    and private.consent_given(new.user_id, 'weekly_report') is distinct from new.weekly_reports then
    insert into public.consents (user_id, purpose, given, notice_version, language)
    values (new.user_id, 'weekly_report', new.weekly_reports, private.current_notice_version(), reader_language);
  end if;
  return null;
end;
$$;

revoke execute on function private.switches_record_consent() from public;

create trigger notification_settings_record_consent
  after update of daily_reminders, weekly_reports on public.notification_settings
  for each row execute function private.switches_record_consent();

-- A sign-up through the API carries the answers the person gave under the notice (`consent` in the
-- sign-up data, checked by the API). Recorded in the insert that creates the account, after the
-- profile and settings (triggers fire in name order). No `consent` (a Google sign-up, an API caller
-- that sent none): nothing is recorded, and the app asks at the first sign-in.
create or replace function private.record_signup_consents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  answer jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb) -> 'consent';
  choice jsonb;
begin
  if answer is null or jsonb_typeof(answer) <> 'object' or jsonb_typeof(answer -> 'choices') <> 'array' then
    return null;
  end if;
  for choice in select value from jsonb_array_elements(answer -> 'choices') loop
    insert into public.consents (user_id, purpose, given, notice_version, language)
    values (
      new.id,
      choice ->> 'purpose',
      (choice ->> 'given')::boolean,
      answer ->> 'noticeVersion',
      answer ->> 'language'
    );
  end loop;
  return null;
end;
$$;

revoke execute on function private.record_signup_consents() from public;

create trigger on_auth_user_created_record_consents
  after insert on auth.users
  for each row execute function private.record_signup_consents();


-- Usage activity only with consent (supabase/schemas/31_activity_and_admin.sql).
create or replace function private.record_activity(kind text, details jsonb default '{}'::jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'record_activity needs a signed-in caller' using errcode = 'insufficient_privilege';
  end if;
  if kind not in ('login', 'expense_added') then
    raise exception 'Unknown activity type "%"', kind using errcode = 'check_violation';
  end if;
  if jsonb_typeof(coalesce(details, '{}'::jsonb)) <> 'object' or pg_column_size(details) > 2048 then
    raise exception 'Activity details must be a small JSON object' using errcode = 'check_violation';
  end if;
  -- Usage activity is kept only with the user's consent (38_consents.sql): not for one who declined
  -- or withdrew "usage analytics".
  if private.consent_given((select auth.uid()), 'analytics') is false then
    return;
  end if;
  insert into public.user_activity (user_id, activity_type, activity_data)
  values ((select auth.uid()), kind, coalesce(details, '{}'::jsonb));
end;
$$;
