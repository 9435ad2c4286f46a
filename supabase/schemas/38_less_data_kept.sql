-- Less data kept (docs/product.md §4.30, docs/database.md "Retention"): what the database keeps of a
-- pasted message, of an account number, of usage activity and of the security log, whoever writes.

-- A pasted bank/UPI message is kept only as what skips a duplicate: the bank's reference
-- ("ref:<reference>") or a hash of the text ("msg:<16 hex digits>"), never the text itself. The hash
-- is the app's own (src/features/expenses/capture/message-draft.ts messageRefOf): two 32-bit FNV-1a
-- over the UTF-16 units of the text in lower case with its spaces collapsed, so a text written here
-- and the same message hashed on the phone meet as one.
create or replace function private.message_hash(message text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  a bigint := 2166136261;
  b bigint := 1523705862;
  unit bigint;
  code integer;
  ch text;
begin
  foreach ch in array string_to_array(btrim(regexp_replace(lower(message), '\s+', ' ', 'g')), null) loop
    code := ascii(ch);
    -- JavaScript's charCodeAt sees a character past U+FFFF as its two surrogates.
    foreach unit in array case
      when code > 65535 then array[55296 + ((code - 65536) >> 10), 56320 + ((code - 65536) & 1023)]
      else array[code]
    end loop
      a := ((a # unit) * 16777619) & 4294967295;
      b := ((b # unit) * 16777619) & 4294967295;
    end loop;
  end loop;
  return lpad(to_hex(a), 8, '0') || lpad(to_hex(b), 8, '0');
end;
$$;

revoke execute on function private.message_hash(text) from public;
-- The triggers below run as the writer.
grant execute on function private.message_hash(text) to authenticated, service_role;

-- A message reference as it may be stored: a bank reference or a hash stays; anything else (a text
-- written by another client, or restored from an old backup) becomes the hash of that text.
create or replace function private.reduced_message_ref(message_ref text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when message_ref is null or message_ref ~ '^(ref:[A-Z0-9-]{4,96}|msg:[0-9a-f]{6,64})$' then message_ref
    else 'msg:' || private.message_hash(message_ref)
  end
$$;

revoke execute on function private.reduced_message_ref(text) from public;
-- The triggers below run as the writer.
grant execute on function private.reduced_message_ref(text) to authenticated, service_role;

create or replace function private.reduce_message_ref()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.message_ref := private.reduced_message_ref(new.message_ref);
  return new;
end;
$$;

revoke execute on function private.reduce_message_ref() from public;

-- Only for a row that has one (most expenses are typed and have none): no function call per row of
-- an import.
create trigger expenses_message_ref_reduced
  before insert or update of message_ref on public.expenses
  for each row
  when (new.message_ref is not null)
  execute function private.reduce_message_ref();

-- The scheduled job finds rows stored before the trigger (an old backup restored) without a scan.
create index expenses_message_ref_unreduced_idx on public.expenses (id)
  where message_ref !~ '^(ref:[A-Z0-9-]{4,96}|msg:[0-9a-f]{6,64})$';

-- Account, card and phone numbers only as their last four digits: a run of nine or more digits and
-- mask characters (X, *) ending in four digits becomes "XX" and those four, as
-- supabase/functions/_shared/capture/account-numbers.ts does on the device.
create or replace function private.mask_account_numbers(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(value, '(?<![0-9A-Za-z*])[0-9Xx*]{5,}([0-9]{4})(?![0-9A-Za-z])', 'XX\1', 'g')
$$;

revoke execute on function private.mask_account_numbers(text) from public;
-- The triggers below run as the writer.
grant execute on function private.mask_account_numbers(text) to authenticated, service_role;

create or replace function private.mask_expense_account_numbers()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.description := private.mask_account_numbers(new.description);
  return new;
end;
$$;

revoke execute on function private.mask_expense_account_numbers() from public;

-- Only for a description that could hold one: every number the mask changes is nine or more digits
-- and mask characters in a row (five or more, then four digits), so a description without such a run
-- is left as it is anyway, and an import of 10,000 rows makes no function call for it.
create trigger expenses_account_numbers_masked
  before insert or update of description on public.expenses
  for each row
  when (new.description ~ '[0-9Xx*]{9}')
  execute function private.mask_expense_account_numbers();

create or replace function private.mask_import_account_numbers()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.error_message := private.mask_account_numbers(new.error_message);
  return new;
end;
$$;

revoke execute on function private.mask_import_account_numbers() from public;

create trigger data_imports_account_numbers_masked
  before insert or update of error_message on public.data_imports
  for each row
  execute function private.mask_import_account_numbers();

-- Usage activity older than 90 days, as counts per Indian day and type: no user, no details. The
-- scheduled job moves user_activity rows here (supabase/functions/api/jobs/retention.ts).
create table private.usage_daily_counts (
  activity_date date not null,
  activity_type text not null
    constraint usage_daily_counts_type_length check (char_length(activity_type) between 1 and 50),
  events integer not null constraint usage_daily_counts_events_nonnegative check (events >= 0),
  -- Distinct users of the day and type when the rows were counted.
  users integer not null constraint usage_daily_counts_users_nonnegative check (users >= 0),
  primary key (activity_date, activity_type)
);

alter table private.usage_daily_counts enable row level security;
revoke all on private.usage_daily_counts from public, anon, authenticated;

-- The security log (docs/security.md): sign-ins, failed sign-ins and exports, kept one year (the
-- scheduled job deletes older rows) and read by the alert rules. Only the API's own connection
-- writes and reads it. Subjects are SHA-256 hashes, as in rate_limit_windows; the user is named
-- where the account is known.
create table api_private.security_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  kind text not null
    constraint security_events_kind_known check (kind in ('signin', 'signin_failed', 'export')),
  user_id uuid references auth.users (id) on delete cascade,
  account_hash text constraint security_events_account_hash_sha256 check (account_hash ~ '^[0-9a-f]{64}$'),
  client_hash text constraint security_events_client_hash_sha256 check (client_hash ~ '^[0-9a-f]{64}$')
);

-- The alert rules and the yearly deletion read by time; an account's events by user.
create index security_events_kind_occurred_at_idx on api_private.security_events (kind, occurred_at);
create index security_events_occurred_at_idx on api_private.security_events (occurred_at);
create index security_events_user_id_idx on api_private.security_events (user_id, occurred_at);

alter table api_private.security_events enable row level security;

-- Alerts the job raised for admins, one per rule, subject and hour (the e-mail goes once).
create table api_private.security_alerts (
  id bigint generated always as identity primary key,
  rule text not null
    constraint security_alerts_rule_known check (rule in ('exports_per_account', 'signin_failures')),
  -- The account's id for exports, 'all' for sign-in failures.
  subject text not null constraint security_alerts_subject_length check (char_length(subject) <= 100),
  window_start timestamptz not null,
  event_count integer not null,
  raised_at timestamptz not null default now(),
  constraint security_alerts_once unique (rule, subject, window_start)
);

create index security_alerts_raised_at_idx on api_private.security_alerts (raised_at);

alter table api_private.security_alerts enable row level security;
