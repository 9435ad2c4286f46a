-- The caller's own list (GET /api/expenses) read every shared expense they had a share in for each
-- page, then sorted them: a member with 5,000 shares paid for 5,000 reads per page. It now walks each
-- of their households' expenses by (household_id, spent_at…) from the cursor, keeping the rows that
-- hold their share, so a page reads about a page. private.my_memberships() gives the households to
-- walk — former memberships too, which the members' policy no longer shows a member who left.

set local check_function_bodies = off;

create or replace function private.my_memberships()
  returns table (
    household_id uuid,
    member_id    bigint
  )
  language sql
  stable
  security definer
  rows 5
  set search_path to ''
  AS $function$
  select m.household_id, m.id
  from public.household_members m
  where m.user_id = (select auth.uid())
$function$;

revoke all on function "private"."my_memberships"() from public;

grant execute on function "private"."my_memberships"() to "authenticated";
