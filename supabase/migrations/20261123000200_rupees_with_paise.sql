-- Rupee amounts with paise always show both digits (₹2,000.50, not ₹2,000.5), whole amounts none
-- (₹30,000): what Indian banks and receipts print. Matches the app's formatRupees
-- (Intl.NumberFormat en-IN INR, minimumFractionDigits 2, trailingZeroDisplay "stripIfInteger").
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
