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

-- Indian Standard Time has no daylight saving, but the database server's own time zone is unknown
-- (UTC on hosted Supabase): every day and month boundary below is computed in Asia/Kolkata explicitly.
create or replace function private.ist_today()
returns date
language sql
stable
security invoker
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

-- The instant an Indian calendar day starts, as timestamptz, independent of the session time zone.
create or replace function private.ist_start_of(day date)
returns timestamptz
language sql
immutable
strict
security invoker
set search_path = ''
as $$
  select day::timestamp at time zone 'Asia/Kolkata'
$$;

revoke execute on function private.ist_today(), private.ist_start_of(date) from public;
grant execute on function private.ist_today(), private.ist_start_of(date) to authenticated, service_role;

