-- Budget alerts by Web Push (docs/product.md §4.28): the job (supabase/functions/api/jobs/
-- budget-alert-push.ts) claims each alert row once, setting push_claimed_at before anything is sent,
-- so however many runs race, an alert goes to a user's devices at most once. Rows it claims but does
-- not send (raised too long ago, the alerts switch off, no devices) are marked all the same. Users
-- cannot write it: their grant on budget_notifications is read_at only (23_budget_alerts.sql).
alter table public.budget_notifications
  add column push_claimed_at timestamptz;

-- The job's queue: the alerts no run has claimed yet, oldest first.
create index budget_notifications_push_unclaimed_idx
  on public.budget_notifications (created_at)
  where push_claimed_at is null;
