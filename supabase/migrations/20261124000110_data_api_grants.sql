-- The Data API lock-down. On a hosted project PostgREST lets every signed-in user (and anon) run
-- any statement their grants allow on `public`, RLS deciding only which rows. So the grants are
-- the app's needs and no more: anon gets nothing on any table; `authenticated` reads its own rows
-- (RLS) and writes only the columns the app writes, column by column. Bookkeeping the server
-- keeps (activity, import status and counters, created_at, alert texts) is not writable at all.
-- TRUNCATE, REFERENCES, TRIGGER and MAINTAIN are granted to nobody.
-- tests/integration/db/grants.test.ts lists every remaining grant against an allow-list.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;

-- Read-only to signed-in users (RLS: their own rows; the category list is everyone's).
grant select on public.categories, public.expense_daily_totals, public.user_activity to authenticated;

-- Profiles are made by the new-user trigger; users change their public details only.
grant select, update (username, first_name, last_name, avatar_url, country) on public.profiles to authenticated;

grant select,
  insert (user_id, push_token, daily_reminders, budget_alerts, weekly_reports, timezone, reminder_time),
  update (push_token, daily_reminders, budget_alerts, weekly_reports, timezone, reminder_time)
  on public.notification_settings to authenticated;

grant select, insert (user_id, type, amount, category_budgets), update (amount, category_budgets), delete
  on public.budgets to authenticated;

-- What a user may say about an expense; id, created_at and the daily totals stay the server's.
grant select,
  insert (user_id, amount, category, description, method, spent_at, receipt_path, idempotency_key,
    request_fingerprint),
  update (amount, category, description, spent_at, receipt_path),
  delete
  on public.expenses to authenticated;

-- Alerts are the database's; their owner only marks them read.
grant select, update (read_at) on public.budget_notifications to authenticated;

-- An import is started by its owner (file name and type); status and counters are the server's.
grant select, insert (user_id, file_name, file_type, source_app) on public.data_imports to authenticated;

-- Activity rows are written only through private.record_activity (below), never directly: the
-- insert policy goes with the grant it no longer has.
drop policy "users record their own activity" on public.user_activity;

-- The API records a sign-in or a saved expense in the caller's transaction, as the caller. The
-- function is not reachable through the Data API (schema private is not exposed), checks the type
-- and bounds the details, and dates the row itself.
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
  insert into public.user_activity (user_id, activity_type, activity_data)
  values ((select auth.uid()), kind, coalesce(details, '{}'::jsonb));
end;
$$;

revoke execute on function private.record_activity(text, jsonb) from public;
grant execute on function private.record_activity(text, jsonb) to authenticated;
