-- The history search for a word a few hundred of a user's 100,000 expenses hold (an amount such as
-- "560", found in "Swiggy dinner 15600") took ~37 ms at p99 against a 30 ms goal: the trigram index
-- (GIN) keeps no statistics of the search text, so the planner guessed that 1 % of rows match any
-- `ilike '%word%'` and walked the newest rows, filtering ~16,000 of them for one page, instead of
-- asking the index. Statistics on the search text's expression give the planner a sample of it: a
-- common word ("swig") still walks the newest rows, a rare one goes through the index (EXPLAIN
-- ANALYZE at 100,000 rows: 220–286 ms → 11–45 ms for "560" on a loaded machine).
-- The definition is that of supabase/schemas/45_expense_search_statistics.sql.

create statistics public.expenses_search_text_stats
  on (private.expense_search_text(description, merchant_key, category, paid_with))
  from public.expenses;

-- Gather them now rather than at autovacuum's next analyze.
analyze public.expenses;
