-- EMIs and instalments (docs/product.md §4.23): a recurring payment may end on a date or after a
-- number of payments (a phone on 12 EMIs, a 24-month SIP) and then stops by itself. The end is one or
-- the other, never both; a count is 1–600 (fifty years of months); an end date is not before the start.
-- A trigger marks the payment ended (the job no longer takes it), another refuses any date booked or
-- skipped past the end, whoever writes, and the daily figure counts an instalment only up to its end.

set local check_function_bodies = off;

alter table public.recurring_payments
  add column ends_on date,
  add column payment_count smallint
    constraint recurring_payments_payment_count_range check (payment_count between 1 and 600),
  add column ended boolean not null default false,
  add constraint recurring_payments_ends_on_window check (ends_on between starts_on and date '2200-12-31'),
  add constraint recurring_payments_one_end check (ends_on is null or payment_count is null);

-- Users may set the end; `ended` is the trigger's alone.
grant insert (ends_on, payment_count), update (ends_on, payment_count)
  on public.recurring_payments to authenticated;

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

-- The daily figure: an ended payment, a date past an end date, or more dates than the payments left
-- no longer count as committed.
create or replace function private.daily_figure(owner uuid, day date)
returns table (
  daily_limit numeric,
  monthly_budget numeric,
  spent_before numeric,
  committed numeric,
  days_left integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', day::timestamp)::date;
  last_day date := (date_trunc('month', day::timestamp) + interval '1 month - 1 day')::date;
begin
  select b.amount into monthly_budget from public.budgets b where b.user_id = owner;
  days_left := last_day - day + 1;

  select coalesce(sum(t.total), 0) into spent_before
  from public.expense_daily_totals t
  where t.user_id = owner and t.day >= first_day and t.day < daily_figure.day;

  -- An instalment counts only up to its end: no date after its end date, and no more dates than the
  -- payments it has left (those the job has still to add before that day use some up).
  select coalesce(sum(open.amount), 0) into committed
  from (
    select p.amount, due.on_day,
      row_number() over (partition by p.id order by due.on_day) as nth,
      p.payment_count - (
        select count(*) from public.recurring_occurrences o
        where o.recurring_payment_id = p.id and o.status = 'added'
      ) as payments_left
    from public.recurring_payments p
    cross join lateral generate_series(greatest(p.next_due_on, first_day), last_day, interval '1 day') as due(on_day)
    where p.user_id = owner
      and not p.paused
      and not p.ended
      and (p.ends_on is null or due.on_day <= p.ends_on)
      and case p.frequency
        when 'weekly' then extract(isodow from due.on_day) = coalesce(p.weekday, 1)
        when 'monthly' then extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
        else extract(month from due.on_day) = coalesce(p.month_of_year, 1)
          and extract(day from due.on_day) = least(coalesce(p.day_of_month, 1), extract(day from last_day))
      end
      and not exists (
        select 1 from public.recurring_occurrences o
        where o.recurring_payment_id = p.id and o.due_on = due.on_day::date
      )
  ) open
  where open.on_day >= daily_figure.day and (open.payments_left is null or open.nth <= open.payments_left);

  -- No budget, no limit (null).
  if monthly_budget is not null then
    daily_limit := greatest(0, trunc((monthly_budget - spent_before - committed) / days_left, 2));
  end if;
  return next;
end;
$$;
