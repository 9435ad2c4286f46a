-- Helpers every topic uses: the updated_at trigger, rupee formatting, Indian days.

-- Keeps `updated_at` honest no matter which client wrote the row.
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.touch_updated_at() from public;

-- Rupees the way en-IN writes them (Intl.NumberFormat("en-IN", { style: "currency", currency: "INR",
-- minimumFractionDigits: 0, maximumFractionDigits: 2 })): ₹30,000 · ₹1,00,000 · ₹12,34,567.5 · -₹50.
-- Indian grouping puts the last three digits together and the rest in pairs, which to_char cannot do.
create or replace function private.format_inr(amount numeric)
returns text
language plpgsql
immutable
strict
security invoker
set search_path = ''
as $$
declare
  rounded numeric := round(abs(amount), 2);
  whole text := trunc(rounded)::text;
  paise text := lpad(((rounded - trunc(rounded)) * 100)::int::text, 2, '0');
  head text;
  grouped text;
begin
  if length(whole) > 3 then
    head := left(whole, length(whole) - 3);
    -- Pairs from the right: left-pad to an even length, split in twos, drop the padding again.
    head := ltrim(regexp_replace(lpad(head, length(head) + length(head) % 2, ' '), '(..)', '\1,', 'g'), ' ');
    grouped := head || right(whole, 3);
  else
    grouped := whole;
  end if;
  return case when amount < 0 and rounded > 0 then '-' else '' end
    || '₹' || grouped || case when paise = '00' then '' else '.' || paise end;
end;
$$;

revoke execute on function private.format_inr(numeric) from public;
grant execute on function private.format_inr(numeric) to authenticated, service_role;

-- Indian days: the one place the database names India's zone (tests/repo/one-indian-day.test.ts
-- fails on `at time zone 'Asia/Kolkata'` anywhere else in supabase/schemas; the app's twin is
-- supabase/functions/_shared/calendar/indian-day.ts). The server's own time zone is unknown (UTC on
-- hosted Supabase), so every day and month boundary goes through these.
--
-- `ist_clock`, `ist_day` and `ist_start_of` are immutable SQL without `set search_path`: a function
-- with a SET clause is never inlined, and these run once per row (the daily totals of a 10,000-row import, the
-- history search's per-day totals over a user's 100,000 expenses), where a call through the
-- function executor costs more than the conversion itself; inlined, the planner sees the bare
-- expression (an index on it, or a range on `spent_at`, works as if written out). Their bodies are
-- SQL-standard (`begin atomic`): names are resolved when the function is created, not when it runs,
-- so no caller's search_path can redirect them; that is what `set search_path = ''` guards against
-- elsewhere (tests/integration/db/advisors.test.ts lists these three as the linter's only
-- exceptions).

-- The Indian wall clock at an instant (for the export's date and time columns).
create or replace function private.ist_clock(instant timestamptz)
returns timestamp
language sql
immutable
parallel safe
security invoker
begin atomic
  select instant at time zone 'Asia/Kolkata';
end;

-- The Indian calendar day an instant falls on.
create or replace function private.ist_day(instant timestamptz)
returns date
language sql
immutable
parallel safe
security invoker
begin atomic
  select (instant at time zone 'Asia/Kolkata')::pg_catalog.date;
end;

-- The instant an Indian calendar day starts (its midnight in India): the lower end of a range on an
-- instant column, which keeps a plain index on that column usable.
create or replace function private.ist_start_of(day date)
returns timestamptz
language sql
immutable
parallel safe
strict
security invoker
begin atomic
  select day::pg_catalog.timestamp at time zone 'Asia/Kolkata';
end;

-- Today in India.
create or replace function private.ist_today()
returns date
language sql
stable
parallel safe
security invoker
set search_path = ''
as $$
  select private.ist_day(pg_catalog.now())
$$;

revoke execute on function private.ist_clock(timestamptz), private.ist_day(timestamptz), private.ist_today(),
  private.ist_start_of(date) from public;
grant execute on function private.ist_clock(timestamptz), private.ist_day(timestamptz), private.ist_today(),
  private.ist_start_of(date) to authenticated, service_role;

