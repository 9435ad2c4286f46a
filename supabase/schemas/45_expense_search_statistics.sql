-- The history search's estimates (26_expense_search.sql). The trigram index (GIN) keeps no
-- statistics of the search text, so the planner guessed 1 % for every `ilike '%word%'`: for a word
-- a few hundred of 100,000 rows hold ("560", in "Swiggy dinner 15600") it walked the newest rows,
-- filtering ~16,000 of them for one page, instead of the index. Statistics on the expression (as
-- the search writes it, inlined) give it the text's sample: a common word still walks the newest
-- rows, a rare one goes through the index.
create statistics public.expenses_search_text_stats
  on (private.expense_search_text(description, merchant_key, category, paid_with))
  from public.expenses;
