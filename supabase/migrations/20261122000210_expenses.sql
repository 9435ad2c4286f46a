-- Expenses: what a user spent, when (an instant; the Indian day is derived in Asia/Kolkata), on what.
create table public.expenses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  amount numeric(10, 2) not null
    -- ₹10,00,000 per expense is far above any personal expense and keeps sums well inside numeric(10,2).
    constraint expenses_amount_positive check (amount > 0 and amount <= 1000000),
  category text not null
    constraint expenses_category_length check (char_length(btrim(category)) between 1 and 50),
  description text
    constraint expenses_description_length check (char_length(description) <= 500),
  method text not null default 'manual'
    constraint expenses_method_known check (method in ('manual', 'voice', 'receipt')),
  -- Path inside the private `receipts` bucket; always under the owner's own folder.
  receipt_path text
    constraint expenses_receipt_path_own_folder check (
      char_length(receipt_path) <= 512 and split_part(receipt_path, '/', 1) = user_id::text
    ),
  voice_note text
    constraint expenses_voice_note_length check (char_length(voice_note) <= 1000),
  spent_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  -- Set by the API from the client's request id so that a retried save cannot add the expense twice.
  idempotency_key text
    constraint expenses_idempotency_key_length check (char_length(idempotency_key) between 1 and 200),
  constraint expenses_idempotency_key_unique unique (user_id, idempotency_key)
);

-- Every list, day, month and daily-limit query filters one user's expenses by time.
create index expenses_user_spent_at_idx on public.expenses (user_id, spent_at desc);
-- Admin statistics count expenses added across all users in the last N days.
create index expenses_created_at_idx on public.expenses (created_at);

-- One spelling per category ("healthcare" → "Health"), whoever writes the row.
create or replace function private.canonicalize_expense_category()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.category := public.canonical_category(new.category);
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
