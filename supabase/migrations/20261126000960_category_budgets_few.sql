-- A budget's category budgets: at most 30 categories, the API's rule (categoryBudgetsSchema), now the
-- database's too. `authenticated` writes budgets.category_budgets through the Data API, where only
-- the entries' form was checked (budgets_category_budgets_valid): one user could store a map of a
-- hundred thousand categories, megabytes that the API then read and answered on every budget request.

-- The number of entries of a category budget map; 0 for anything else (the form is
-- budgets_category_budgets_valid's to refuse).
create function private.category_budget_count(splits jsonb)
returns integer
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(splits) = 'object'
    then (select count(*)::integer from jsonb_object_keys(splits))
    else 0 end
$$;

-- A check runs with the writer's rights: the roles that write budgets may call it.
revoke execute on function private.category_budget_count(jsonb) from public;
grant execute on function private.category_budget_count(jsonb) to authenticated, service_role;

-- Longer maps came through the Data API (the API never wrote one): they are dropped, the monthly
-- budget itself stays.
update public.budgets set category_budgets = '{}'
where private.category_budget_count(category_budgets) > 30;

alter table public.budgets
  add constraint budgets_category_budgets_few check (private.category_budget_count(category_budgets) <= 30);
