-- Rows per user (supabase/schemas/46_rows_per_user.sql). Custom categories, recurring payments and
-- consents are written straight through the Data API, and nothing bounded how many rows one account
-- could add: enough to fill the database and slow the jobs that read every user's rows. One trigger
-- function, private.limit_rows_per_user(ceiling, message), now refuses the row past a ceiling far
-- above a person's needs (100 categories, 100 recurring payments, 1,000 consent answers) with
-- check_violation, constraint <table>_per_user and a message the API passes on (409). Accounts past a
-- ceiling today keep their rows; they cannot add more until below it.

set local check_function_bodies = off;

create or replace function private.limit_rows_per_user()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
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
$function$;

create trigger consents_per_user
  before insert on public.consents
  for each row
  execute function
    private.limit_rows_per_user('1000',
    'Too many privacy choices recorded for this account. Please contact support.');

create trigger custom_categories_per_user
  before insert on public.custom_categories
  for each row
  execute function
    private.limit_rows_per_user('100',
    'You can have at most 100 categories of your own. Delete one you no longer use first.');

create trigger recurring_payments_per_user
  before insert on public.recurring_payments
  for each row
  execute function
    private.limit_rows_per_user('100',
    'You can have at most 100 recurring payments. Delete one you no longer need first.');

revoke all on function "private"."limit_rows_per_user"() from public;
