-- Home's daily-limit status as PL/pgSQL (issue 23, "no figure in the benches got worse").
--
-- As an SQL-standard function without `set search_path` it was inlined into every statement that
-- read it, so its body, and auth.uid()'s text (parsed again at each inlining), were planned with the
-- caller's statement: ~0.06–0.09 ms of planning per statement, against ~0.012 ms before issue 23 and
-- now. Run from a cached plan it is no dearer as PL/pgSQL (its own statement's plan is cached with the
-- session). Same columns, same answer, same grants: `create or replace` keeps them.

create or replace function public.daily_limit_status()
returns table (
  today_spent numeric,
  daily_limit numeric,
  monthly_budget numeric,
  spent_before_today numeric,
  committed numeric,
  days_left integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  return query
    select f.spent_on_day, f.daily_limit, f.monthly_budget, f.spent_before, f.committed, f.days_left
    from private.daily_figure(auth.uid(), private.ist_today()) f;
end;
$$;
