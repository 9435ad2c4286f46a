-- Home's daily limit without row-level security's checks (written by `npm run db:diff` from
-- supabase/schemas/30_analytics.sql). daily_limit_status read the caller's daily figure as the caller,
-- so every table the figure reads (budget, cycle plans, daily totals, recurring payments) checked its
-- policy, although each read is already by the owner: ~0.03 ms of a ~0.09 ms call. It now reads it
-- through private.caller_daily_figure(), which runs with the owner's rights and takes no owner: it can
-- only ever answer the caller's own figure (auth.uid()). Same columns, same answer, same grants on
-- daily_limit_status.

set local check_function_bodies = off;

create or replace function private.caller_daily_figure()
  returns table (
    daily_limit    numeric,
    monthly_budget numeric,
    spent_before   numeric,
    committed      numeric,
    days_left      integer,
    spent_on_day   numeric
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  return query select * from private.daily_figure((select auth.uid()), private.ist_today());
end;
$function$;

create or replace function public.daily_limit_status()
  returns table (
    today_spent        numeric,
    daily_limit        numeric,
    monthly_budget     numeric,
    spent_before_today numeric,
    committed          numeric,
    days_left          integer
  )
  language plpgsql
  stable
  set search_path to ''
  AS $function$
begin
  return query
    select f.spent_on_day, f.daily_limit, f.monthly_budget, f.spent_before, f.committed, f.days_left
    from private.caller_daily_figure() f;
end;
$function$;

revoke all on function "private"."caller_daily_figure"() from public;

grant execute on function "private"."caller_daily_figure"() to "authenticated", "service_role";
