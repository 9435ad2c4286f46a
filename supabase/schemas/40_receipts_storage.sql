-- Receipt photos: a private bucket `receipts` (5 MB, JPEG/PNG/WebP; the bucket itself is a row,
-- created by 20261122000400_receipts_storage.sql). Each user reads and writes only the folder named
-- by their user id (`<user id>/<uuid>.jpg`).

-- At most 200 MB of receipts per user (about 400 phone photos at the app's 500 KB), so one account
-- cannot fill the disk. Checked by the storage.objects policies that admit a receipt (insert and
-- replace), which Storage evaluates with the object's size in `metadata` - on a hosted project too.
-- Over the quota the write fails with a message for the user (SQLSTATE 53400).
create or replace function private.assert_receipt_quota(object_name text, metadata jsonb)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  quota constant bigint := 200 * 1024 * 1024;
  owner_folder text := (storage.foldername(object_name))[1];
  incoming bigint := coalesce((metadata ->> 'size')::bigint, 0);
  stored bigint;
begin
  -- A constant prefix lets the name index answer (no scan of every user's objects).
  execute format(
    'select coalesce(sum((o.metadata ->> %L)::bigint), 0) from storage.objects o
     where o.bucket_id = %L and o.name like %L and o.name <> %L',
    'size', 'receipts', replace(replace(owner_folder, '%', '\%'), '_', '\_') || '/%', object_name)
  into stored;
  if stored + incoming > quota then
    raise exception 'Your receipt storage is full (200 MB). Delete some old receipts to make room.'
      using errcode = 'configuration_limit_exceeded';
  end if;
  return true;
end;
$$;

revoke execute on function private.assert_receipt_quota(text, jsonb) from public;
grant execute on function private.assert_receipt_quota(text, jsonb) to authenticated;

create policy "users upload receipts to their own folder"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'receipts'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and private.assert_receipt_quota(name, metadata)
  );

create policy "users read receipts in their own folder"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'receipts' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "users replace receipts in their own folder"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'receipts' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (
    bucket_id = 'receipts'
    and (storage.foldername(name))[1] = (select auth.uid()::text)
    and private.assert_receipt_quota(name, metadata)
  );

create policy "users delete receipts in their own folder"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'receipts' and (storage.foldername(name))[1] = (select auth.uid()::text));
