-- A resume never reaches back. Pause then Resume brought back a date the user had skipped, and a
-- payment un-paused straight through the Data API kept its old next due date, so the job would have
-- added every date missed while paused. The API now resumes at the first due date on or after today
-- that is not handled yet (_shared/calendar/recurring-schedule.ts); this trigger makes "today or
-- later" the database's rule too, whoever un-pauses the row.

set local check_function_bodies = off;

create or replace function private.resume_from_today()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  if old.paused and not new.paused then
    new.next_due_on := greatest(new.next_due_on, private.ist_today());
  end if;
  return new;
end;
$function$;

create trigger recurring_payments_resume_from_today
  before update of paused on public.recurring_payments
  for each row
  execute function private.resume_from_today();

revoke all on function "private"."resume_from_today"() from public;
