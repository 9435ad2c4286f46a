-- The history screen: every expense of a user, newest first, a page at a time, filtered and searched.

-- Pages are keyset pages in (spent_at, created_at, id) order, newest first (of two expenses at the
-- same minute, the one saved last comes first; the id breaks any remaining tie): "the 50 after this
-- row" is one index range scan whatever the page's depth (no OFFSET). This index also serves every
-- query the older (user_id, spent_at desc) one did, so it replaces it.
create index expenses_user_spent_at_id_idx
  on public.expenses (user_id, spent_at desc, created_at desc, id desc);
drop index public.expenses_user_spent_at_idx;

-- Search in descriptions by any part of a word, in any case ("swig" finds "Swiggy dinner"): a
-- trigram index lets `description ilike '%swig%'` find the few matching rows of a user with
-- 100,000 expenses without reading them all.
create extension if not exists pg_trgm with schema extensions;

create index expenses_description_trgm_idx
  on public.expenses using gin (description extensions.gin_trgm_ops);
