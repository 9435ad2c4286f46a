-- Imports of expenses from a CSV file (docs/product.md §3 data_imports): every import leaves a
-- record, which its owner reads.
create table public.data_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_name text not null constraint data_imports_file_name_length check (char_length(file_name) between 1 and 255),
  file_type text constraint data_imports_file_type_length check (char_length(file_type) <= 100),
  source_app text constraint data_imports_source_app_length check (char_length(source_app) <= 100),
  records_processed integer not null default 0 constraint data_imports_processed_nonnegative check (records_processed >= 0),
  records_imported integer not null default 0 constraint data_imports_imported_nonnegative check (records_imported >= 0),
  records_skipped integer not null default 0 constraint data_imports_skipped_nonnegative check (records_skipped >= 0),
  status text not null default 'processing'
    constraint data_imports_status_known check (status in ('processing', 'completed', 'failed')),
  error_message text constraint data_imports_error_message_length check (char_length(error_message) <= 2000),
  created_at timestamptz not null default now()
);

create index data_imports_user_created_idx on public.data_imports (user_id, created_at desc);

alter table public.data_imports enable row level security;

create policy "users read their own imports"
  on public.data_imports for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Import records are the server's alone: users read theirs, nobody starts or edits one through the
-- Data API.
revoke all on public.data_imports from anon, authenticated;
grant select on public.data_imports to authenticated;

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
