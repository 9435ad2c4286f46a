-- A quick path for categories already spelt as the list spells them (written by `npm run db:diff`
-- from supabase/schemas/21_expenses.sql). The trigger on expenses and recurring payments matched every
-- row against every category's name and aliases (public.canonical_category): 106 ms of a 10,000-row
-- import. A name the list holds is what the app and the API send, and is nobody's alias (tested in
-- tests/integration/db/categories.test.ts), so one look-up of the unique name leaves it as it is.

set local check_function_bodies = off;

create or replace function private.canonicalize_expense_category()
  returns trigger
  language plpgsql
  set search_path to ''
  AS $function$
begin
  if not exists (select 1 from public.categories c where c.name = new.category) then
    new.category := public.canonical_category(new.category);
  end if;
  return new;
end;
$function$;
