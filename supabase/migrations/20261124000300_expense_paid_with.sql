-- How an expense was paid: UPI, cash, card, net banking or a wallet (supabase/functions/_shared/contract/paid-with.ts
-- has the same codes). Optional, set by the user on the add and edit forms and by imports. `method`
-- stays what it was: how the expense was entered (manual, voice, receipt).
alter table public.expenses
  add column paid_with text
    constraint expenses_paid_with_known check (paid_with in ('upi', 'cash', 'card', 'net_banking', 'wallet'));

-- Users say how they paid when they add or edit an expense (the Data API lock-down grants column by
-- column, 20261124000110_data_api_grants.sql).
grant insert (paid_with), update (paid_with) on public.expenses to authenticated;
