-- Recurring payments (docs/product.md §4.23): rent, EMIs, fees and subscriptions the server adds as
-- expenses on their Indian due date. The schedule's arithmetic lives in TypeScript
-- (supabase/functions/_shared/calendar/recurring-schedule.ts); the table keeps the rule and the next due date.
create table public.recurring_payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null
    constraint recurring_payments_name_length check (char_length(btrim(name)) between 1 and 100),
  amount numeric(10, 2) not null
    constraint recurring_payments_amount_positive check (amount > 0 and amount <= 1000000),
  category text not null
    constraint recurring_payments_category_length check (char_length(btrim(category)) between 1 and 50),
  paid_with text
    constraint recurring_payments_paid_with_known check (paid_with in ('upi', 'cash', 'card', 'net_banking', 'wallet')),
  frequency text not null
    constraint recurring_payments_frequency_known check (frequency in ('monthly', 'weekly', 'yearly')),
  -- Monthly and yearly: the day (the month's last day when it is shorter). Weekly: ISO weekday 1–7.
  day_of_month smallint constraint recurring_payments_day_of_month_range check (day_of_month between 1 and 31),
  weekday smallint constraint recurring_payments_weekday_range check (weekday between 1 and 7),
  month_of_year smallint constraint recurring_payments_month_range check (month_of_year between 1 and 12),
  constraint recurring_payments_schedule_complete check (
    (frequency = 'monthly' and day_of_month is not null and weekday is null and month_of_year is null)
    or (frequency = 'weekly' and weekday is not null and day_of_month is null and month_of_year is null)
    or (frequency = 'yearly' and day_of_month is not null and month_of_year is not null and weekday is null)
  ),
  -- The first Indian day it may fall due; edits never reach back before the day they are made.
  starts_on date not null,
  -- The oldest due date not handled yet: the job adds every due date from here through today.
  next_due_on date not null,
  paused boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Instalments (an EMI, a SIP for a term): a payment may end on a date or after a number of payments
  -- (expenses the job added; a skipped date is not a payment), one or the other, never both.
  ends_on date,
  payment_count smallint
    constraint recurring_payments_payment_count_range check (payment_count between 1 and 600),
  -- Kept by private.stop_at_end (no grant): past its end date, or its payments all added.
  ended boolean not null default false,
  constraint recurring_payments_ends_on_window check (ends_on between starts_on and date '2200-12-31'),
  constraint recurring_payments_one_end check (ends_on is null or payment_count is null),
  -- Dates stay in a window the job can count through (-infinity made every /jobs/run fail; a next
  -- due date in the year 1000 made one run add twelve thousand expenses). The API starts a payment
  -- today or later and never moves its next due date before its start; a day's margin covers an
  -- API whose "today" was read just before an Indian midnight. created_at is the server's (no
  -- grant), so the window is the row's own.
  constraint recurring_payments_starts_on_window check (
    starts_on between private.ist_day(created_at) - 1 and date '2100-12-31'
  ),
  constraint recurring_payments_next_due_on_window check (
    next_due_on between starts_on and date '2200-12-31'
  )
);

create index recurring_payments_user_id_idx on public.recurring_payments (user_id, created_at);

-- The job looks for active payments due today or earlier.
create index recurring_payments_due_idx on public.recurring_payments (next_due_on) where not paused;

create trigger recurring_payments_touch_updated_at
  before update on public.recurring_payments
  for each row execute function private.touch_updated_at();

-- A resume never reaches back (docs/product.md §4.23), whoever writes the row: after a pause the next
-- due date is today's Indian day or later, so the job cannot catch up the dates missed while paused.
-- The API picks the exact date (the first due date from today not added or skipped,
-- _shared/calendar/recurring-schedule.ts); the job passes over any date already handled.
create or replace function private.resume_from_today()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if old.paused and not new.paused then
    new.next_due_on := greatest(new.next_due_on, private.ist_today());
  end if;
  return new;
end;
$$;

revoke execute on function private.resume_from_today() from public;

create trigger recurring_payments_resume_from_today
  before update of paused on public.recurring_payments
  for each row execute function private.resume_from_today();

-- A payment with an end stops by itself, whoever writes the row: it is marked ended once its next due
-- date is past its end date or the job has added its last payment. Named to run after
-- recurring_payments_resume_from_today (triggers fire in name order), so it sees the final next_due_on.
create or replace function private.stop_at_end()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.ended := (new.ends_on is not null and new.next_due_on > new.ends_on)
    or (new.payment_count is not null and new.payment_count <= (
      select count(*) from public.recurring_occurrences o
      where o.recurring_payment_id = new.id and o.status = 'added'
    ));
  return new;
end;
$$;

revoke execute on function private.stop_at_end() from public;

create trigger recurring_payments_stop_at_end
  before insert or update on public.recurring_payments
  for each row execute function private.stop_at_end();

-- One spelling per category, as for expenses.
create trigger recurring_payments_canonicalize_category
  before insert or update of category on public.recurring_payments
  for each row execute function private.canonicalize_expense_category();

alter table public.recurring_payments enable row level security;

create policy "users read their own recurring payments"
  on public.recurring_payments for select
  to authenticated
  using (user_id = (select auth.uid()));

create policy "users add their own recurring payments"
  on public.recurring_payments for insert
  to authenticated
  with check (user_id = (select auth.uid()));

create policy "users change their own recurring payments"
  on public.recurring_payments for update
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own recurring payments"
  on public.recurring_payments for delete
  to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.recurring_payments from anon, authenticated;
grant select,
  insert (user_id, name, amount, category, paid_with, frequency, day_of_month, weekday, month_of_year,
    starts_on, next_due_on, paused, ends_on, payment_count),
  update (name, amount, category, paid_with, frequency, day_of_month, weekday, month_of_year,
    starts_on, next_due_on, paused, ends_on, payment_count),
  delete
  on public.recurring_payments to authenticated;

-- One row per payment and due date, whatever happened to it: the expense was added, or the user
-- skipped it. The primary key is what makes the job add each due date exactly once, however many
-- runners start at once and however late they run.
create table public.recurring_occurrences (
  recurring_payment_id uuid not null references public.recurring_payments (id) on delete cascade,
  -- A date a user marks skipped is one a payment can fall due on.
  due_on date not null
    constraint recurring_occurrences_due_on_years check (due_on between date '2000-01-01' and date '2200-12-31'),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null constraint recurring_occurrences_status_known check (status in ('added', 'skipped')),
  expense_id uuid references public.expenses (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (recurring_payment_id, due_on)
);

create index recurring_occurrences_user_id_idx on public.recurring_occurrences (user_id, due_on);

create index recurring_occurrences_expense_id_idx on public.recurring_occurrences (expense_id);

alter table public.recurring_occurrences enable row level security;

create policy "users read their own recurring occurrences"
  on public.recurring_occurrences for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Users only skip; the job (service role) records the added ones.
create policy "users skip their own recurring occurrences"
  on public.recurring_occurrences for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and status = 'skipped'
    and exists (
      select 1 from public.recurring_payments p
      where p.id = recurring_payment_id and p.user_id = (select auth.uid())
    )
  );

revoke all on public.recurring_occurrences from anon, authenticated;
grant select, insert (recurring_payment_id, due_on, user_id, status) on public.recurring_occurrences to authenticated;

-- Nothing is booked or skipped past a payment's end, whoever writes: not a date after its end date,
-- and not one payment more than its count. The job stops before it; this is the rule behind it.
create or replace function private.refuse_occurrence_past_end()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  payment record;
begin
  select p.ends_on, p.payment_count into payment
  from public.recurring_payments p where p.id = new.recurring_payment_id;
  if payment.ends_on is not null and new.due_on > payment.ends_on then
    raise exception 'This payment ended on %', payment.ends_on using errcode = 'check_violation';
  end if;
  if new.status = 'added' and payment.payment_count is not null and payment.payment_count <= (
    select count(*) from public.recurring_occurrences o
    where o.recurring_payment_id = new.recurring_payment_id and o.status = 'added'
  ) then
    raise exception 'All % payments are added', payment.payment_count using errcode = 'check_violation';
  end if;
  return new;
end;
$$;

revoke execute on function private.refuse_occurrence_past_end() from public;

create trigger recurring_occurrences_refuse_past_end
  before insert on public.recurring_occurrences
  for each row execute function private.refuse_occurrence_past_end();
