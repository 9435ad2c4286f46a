-- Expenses: what a user spent, when (an instant; the Indian day is private.ist_day(spent_at)), on what.
create table public.expenses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  amount numeric(10, 2) not null
    -- ₹10,00,000 per expense is far above any personal expense and keeps sums well inside numeric(10,2).
    constraint expenses_amount_positive check (amount > 0 and amount <= 1000000),
  category text not null
    constraint expenses_category_length check (char_length(btrim(category)) between 1 and 50),
  -- The same limits as the app and the API (supabase/functions/_shared/contract/expense-limits.ts).
  description text
    constraint expenses_description_length check (char_length(description) <= 200),
  -- How the expense entered the app: the add form's ways, a CSV import (an import of this app's own
  -- export keeps the way each row names), or a bank/UPI message.
  method text not null default 'manual'
    constraint expenses_method_known check (method in ('manual', 'voice', 'receipt', 'import', 'message')),
  -- Path inside the private `receipts` bucket; always under the owner's own folder.
  receipt_path text
    constraint expenses_receipt_path_own_folder check (
      char_length(receipt_path) <= 300 and split_part(receipt_path, '/', 1) = user_id::text
    ),
  voice_note text
    constraint expenses_voice_note_length check (char_length(voice_note) <= 1000),
  spent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- Set by the API from the client's request id so that a retried save cannot add the expense twice.
  idempotency_key text
    constraint expenses_idempotency_key_length check (char_length(idempotency_key) between 1 and 200),
  -- A retried save with an Idempotency-Key must be the same request: the API stores a SHA-256 of the
  -- normalised request next to the key, and a second request under the same key with a different
  -- body is refused (422). Rows saved before this column existed have none.
  request_fingerprint text
    constraint expenses_request_fingerprint_sha256 check (request_fingerprint ~ '^[0-9a-f]{64}$'),
  -- How it was paid (supabase/functions/_shared/contract/paid-with.ts has the same codes); optional.
  paid_with text
    constraint expenses_paid_with_known check (paid_with in ('upi', 'cash', 'card', 'net_banking', 'wallet')),
  -- Expenses logged from a bank or UPI message (docs/capture.md): "ref:<UPI/IMPS/NEFT reference>" or
  -- "msg:<hash of the message text>", set by the client from the parsed message
  -- (supabase/functions/_shared/message-expense.ts), so the same SMS pasted twice never makes two
  -- expenses. Unique per user only: two people paying each other see one reference in two inboxes.
  message_ref text
    constraint expenses_message_ref_length check (char_length(message_ref) between 1 and 100),
  -- The payee's merchant key (merchant-categories.ts merchantKey), e.g. "swiggy".
  merchant_key text
    constraint expenses_merchant_key_length check (char_length(merchant_key) between 1 and 100),
  -- The mark on an expense the recurring-payments job added. No foreign key: the expense stays (and
  -- an undone delete can put it back) after its recurring payment is deleted.
  recurring_payment_id uuid,
  constraint expenses_idempotency_key_unique unique (user_id, idempotency_key),
  constraint expenses_message_ref_unique unique (user_id, message_ref)
);

-- An expense's moment: the years the API accepts (expenseDateSchema). Rows from before this rule
-- (20261126000200) could not be repaired and were left as they are, so the constraint is NOT VALID:
-- every new write is checked.
alter table public.expenses
  add constraint expenses_spent_at_years check (
    spent_at >= timestamptz '2000-01-01 00:00:00+00' and spent_at < timestamptz '2101-01-01 00:00:00+00'
  ) not valid;

-- Every list, day and month query filters one user's expenses by time. The history screen pages
-- in (spent_at, created_at, id) order, newest first (of two expenses at the same minute, the one
-- saved last comes first; the id breaks any remaining tie): "the 50 after this row" is one index
-- range scan whatever the page's depth (no OFFSET).
create index expenses_user_spent_at_id_idx
  on public.expenses (user_id, spent_at desc, created_at desc, id desc);

-- Admin statistics count expenses added across all users in the last N days.
create index expenses_created_at_idx on public.expenses (created_at);

-- The expenses a recurring payment added (the job's look-ups).
create index expenses_recurring_payment_id_idx on public.expenses (recurring_payment_id)
  where recurring_payment_id is not null;

-- One spelling per category ("healthcare" → "Health"), whoever writes the row. A category already
-- spelt as the list spells it (what the app and the API send) is one look-up of the list's unique
-- name: an import of 10,000 rows spent 106 ms here matching every row against every alias, 60 ms now.
create or replace function private.canonicalize_expense_category()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not exists (select 1 from public.categories c where c.name = new.category) then
    new.category := public.canonical_category(new.category);
  end if;
  return new;
end;
$$;

revoke execute on function private.canonicalize_expense_category() from public;

create trigger expenses_canonicalize_category
  before insert or update of category on public.expenses
  for each row execute function private.canonicalize_expense_category();

alter table public.expenses enable row level security;

create policy "users read their own expenses"
  on public.expenses for select
  to authenticated
  using (user_id = (select auth.uid()));
-- (Widened in 48_shared_expenses.sql to the members of a household the expense is shared with.)

create policy "users add their own expenses"
  on public.expenses for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own expenses"
  on public.expenses for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own expenses"
  on public.expenses for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- What a user may say about an expense; id, created_at and the daily totals stay the server's. The
-- message and payee are written with the expense and never change.
revoke all on public.expenses from anon, authenticated;
grant select,
  insert (user_id, amount, category, description, method, spent_at, receipt_path, idempotency_key,
    request_fingerprint, paid_with, message_ref, merchant_key),
  update (amount, category, description, spent_at, receipt_path, paid_with),
  delete
  on public.expenses to authenticated;

-- Live updates (docs/product.md §7.3): the web app subscribes to changes of the user's own expenses
-- through Supabase Realtime; row-level security decides who receives a change. An update or a delete
-- carries the whole old row, so a subscription filtered on `user_id` matches deletes too (with the
-- default identity a deleted row carries its primary key only).
alter table public.expenses replica identity full;
alter publication supabase_realtime add table public.expenses;
