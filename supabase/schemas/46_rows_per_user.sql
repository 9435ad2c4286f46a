-- A ceiling on the rows one user may add to a table they write through the Data API: without one, a
-- single account could fill the database, and the jobs that read every user's rows would slow for
-- everyone. Each ceiling is far above what a person needs; reaching it is refused with a message that
-- says what to do (the API answers 409 with it).

-- Security invoker: under RLS it counts the caller's own rows (the insert policy already ties a new row
-- to its writer); the service role counts the same rows.
create or replace function private.limit_rows_per_user()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  ceiling integer := tg_argv[0]::integer;
  held integer;
begin
  -- Two inserts of one user at the ceiling count one after the other: one of them is refused.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(tg_table_name || ' ' || new.user_id::text, 0));
  execute pg_catalog.format('select count(*) from %I.%I where user_id = $1', tg_table_schema, tg_table_name)
    into held
    using new.user_id;
  if held >= ceiling then
    raise exception using
      errcode = 'check_violation',
      constraint = tg_table_name || '_per_user',
      message = tg_argv[1];
  end if;
  return new;
end;
$$;

revoke execute on function private.limit_rows_per_user() from public;

create trigger custom_categories_per_user
  before insert on public.custom_categories
  for each row execute function private.limit_rows_per_user(
    '100', 'You can have at most 100 categories of your own. Delete one you no longer use first.');

create trigger recurring_payments_per_user
  before insert on public.recurring_payments
  for each row execute function private.limit_rows_per_user(
    '100', 'You can have at most 100 recurring payments. Delete one you no longer need first.');

-- Append-only: every change of mind is a row. A thousand is years of switching reminders on and off.
create trigger consents_per_user
  before insert on public.consents
  for each row execute function private.limit_rows_per_user(
    '1000', 'Too many privacy choices recorded for this account. Please contact support.');

create trigger savings_goals_per_user
  before insert on public.savings_goals
  for each row execute function private.limit_rows_per_user(
    '50', 'You can have at most 50 savings goals. Delete one you have reached or no longer need first.');

-- Every amount added or taken out is a row: ten thousand is decades of weekly moves.
create trigger savings_goal_moves_per_user
  before insert on public.savings_goal_moves
  for each row execute function private.limit_rows_per_user(
    '10000', 'Too many savings-goal entries for this account. Please contact support.');
