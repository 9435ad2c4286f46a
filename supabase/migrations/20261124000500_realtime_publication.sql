-- Live updates (docs/product.md §7.3): the web app subscribes to changes of the signed-in user's own
-- expenses, budget and budget alerts through Supabase Realtime instead of polling. Realtime streams the
-- tables of the `supabase_realtime` publication (hosted, and the local stand-in alike), and row-level
-- security decides who receives a change.

-- An update or a delete carries the whole old row, so a subscription filtered on `user_id` matches
-- deletes too (with the default identity a deleted row would carry its primary key only).
alter table public.expenses replica identity full;
alter table public.budgets replica identity full;
alter table public.budget_notifications replica identity full;

alter publication supabase_realtime add table public.expenses, public.budgets, public.budget_notifications;
