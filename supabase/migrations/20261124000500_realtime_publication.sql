-- Live updates (docs/product.md §7.3): the web app subscribes to changes of the signed-in user's own
-- expenses, budget and budget alerts through Supabase Realtime instead of polling. Realtime streams the
-- tables of the `supabase_realtime` publication (hosted, and the local stand-in alike), and row-level
-- security decides who receives a change.

-- An update or a delete of an expense or a budget carries the whole old row, so a subscription
-- filtered on `user_id` matches deletes too (with the default identity a deleted row carries its
-- primary key only). Budget alerts keep the default: they are only ever deleted with their account,
-- and PostgreSQL 18 refuses a full identity that holds a generated column replication does not send
-- (their `threshold_percent`).
alter table public.expenses replica identity full;
alter table public.budgets replica identity full;

alter publication supabase_realtime add table public.expenses, public.budgets, public.budget_notifications;
