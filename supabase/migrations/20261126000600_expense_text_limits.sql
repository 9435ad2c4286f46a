-- One limit per field, whoever writes: the app and the API have always allowed a description of 200
-- characters and a receipt path of 300 (supabase/functions/_shared/contract/expense-limits.ts), while the
-- table allowed 500 and 512, so a Data API write could store what no screen expects. The table now
-- holds the same numbers.
--
-- Only a Data API write could have gone past them. A longer description keeps its first 200
-- characters; a longer receipt path cannot name a file the app uploads (`{user_id}/{uuid}.jpg`),
-- so it is cleared rather than cut into a wrong path.
update public.expenses
set description = left(description, 200)
where char_length(description) > 200;

update public.expenses
set receipt_path = null
where char_length(receipt_path) > 300;

alter table public.expenses
  drop constraint expenses_description_length,
  add constraint expenses_description_length check (char_length(description) <= 200),
  drop constraint expenses_receipt_path_own_folder,
  add constraint expenses_receipt_path_own_folder check (
    char_length(receipt_path) <= 300 and split_part(receipt_path, '/', 1) = user_id::text
  );
