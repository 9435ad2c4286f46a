-- CSV imports (docs/product.md §3 data_imports): expenses brought in from a file are marked as such,
-- and every import leaves a record. The API writes the expenses as the user (row-level security)
-- in one statement, so the daily totals and the budget alerts run once for the whole file: months
-- already over raise nothing (private.raise_budget_alerts), the current month is checked against the
-- file's final totals.

-- `import`: how an expense entered the app when a CSV file brought it (the add form's ways stay
-- manual, voice, receipt; an import of this app's own export keeps the way each row names).
alter table public.expenses drop constraint expenses_method_known;
alter table public.expenses
  add constraint expenses_method_known check (method in ('manual', 'voice', 'receipt', 'import'));

-- Import records are the server's alone now that the API imports files itself: users read theirs,
-- and nobody starts or edits one through the Data API.
drop policy "users start their own imports" on public.data_imports;
revoke insert on public.data_imports from authenticated;

-- The record of one import, written only by the server: inside the import's own transaction when it
-- succeeds (so it exists exactly when the expenses do), in a transaction of its own when it fails.
-- Users read their records through the table's select policy; the function acts for auth.uid() only.
create or replace function private.record_import(
  file_name text,
  file_type text,
  source_app text,
  records_processed integer,
  records_imported integer,
  records_skipped integer,
  status text,
  error_message text
)
returns public.data_imports
language sql
security definer
set search_path = ''
as $$
  insert into public.data_imports (
    user_id, file_name, file_type, source_app, records_processed, records_imported, records_skipped, status,
    error_message
  )
  values (
    (select auth.uid()), record_import.file_name, record_import.file_type, record_import.source_app,
    record_import.records_processed, record_import.records_imported, record_import.records_skipped,
    record_import.status, record_import.error_message
  )
  returning *
$$;

revoke execute on function private.record_import(text, text, text, integer, integer, integer, text, text) from public;
grant execute on function private.record_import(text, text, text, integer, integer, integer, text, text)
  to authenticated;
