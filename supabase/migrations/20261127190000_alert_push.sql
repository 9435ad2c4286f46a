-- Budget alerts by Web Push (docs/product.md §4.28): each new alert, personal or a household
-- member's copy, goes as a notification to the user's devices, exactly once per alert row. The job
-- claims a row by setting push_claimed_at before it sends (update … for update skip locked), so two
-- runs at once never send one twice; the partial index is its queue of unclaimed rows.
--
-- The alerts already stored are marked claimed here: they were shown in the list long ago and must
-- not arrive as a burst of notifications on the first run. Schema: supabase/schemas/55_alert_push.sql.

alter table "public"."budget_notifications"
  add column "push_claimed_at" timestamp with time zone;

update public.budget_notifications set push_claimed_at = created_at;

create index budget_notifications_push_unclaimed_idx on public.budget_notifications using btree (created_at)
  where (push_claimed_at is null);
