// The rights centre's SQL (docs/product.md "Your data"). The summary and the archive read every table
// that holds a user's rows, including the function's own (private schema) and Auth's sessions, so they
// run with the function's rights for the one user id the verified token names; the archive requests'
// progress is the server's to write. Nominees are read and written under the caller's RLS.
import type {
  DataArchiveRow,
  DataSummaryRow,
  NomineeInput,
  NomineeRow,
} from "@shared/contract/data-rights.ts";
import type { Tx } from "./with-user.ts";

/** A table that says whose each row is, and the column that says it. */
export interface UserTable {
  schema: string;
  table: string;
  column: string;
}

/**
 * Every table of the app with a column naming a user — by name (user_id, owner, owner_id) or by a
 * reference to auth.users — read from the catalog, so a table added later is in the archive without
 * a change here. Auth's and Storage's own tables are left out: the archive takes the account, the
 * sessions and the files from them on purpose, not their secrets.
 */
export const userTables = (tx: Tx) => tx<UserTable[]>`
  select n.nspname as schema, c.relname as table, min(a.attname) as column
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'storage')
    and n.nspname not like 'pg\_%'
    and (a.attname in ('user_id', 'owner', 'owner_id')
      or exists (select 1 from pg_constraint k
        where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
          and a.attnum = any (k.conkey)))
  group by n.nspname, c.relname
  order by 1, 2`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Columns that hold secrets the user never typed and could not use (token and code hashes): the
 * archive says they exist but leaves their values out.
 */
export const SECRET_COLUMN = /(^|_)(hash|token|secret|password|otp)(_|$)/i;

/** Every row of one user in one table, as JSON objects with secret columns withheld. */
export async function userRowsOf(
  tx: Tx,
  table: UserTable,
  userId: string,
): Promise<Record<string, unknown>[]> {
  const rows = await tx.unsafe<{ row: Record<string, unknown> }[]>(
    `select to_jsonb(t) as row from ${quoted(table.schema)}.${quoted(table.table)} t
     where t.${quoted(table.column)}::text = $1`,
    [userId],
  );
  return rows.map(({ row }) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, SECRET_COLUMN.test(key) ? "[withheld]" : value]),
    ),
  );
}

/** The account as Auth keeps it, without its password hash or tokens. */
export async function accountRecord(tx: Tx, userId: string) {
  const [account] = await tx`
    select id, email, phone, created_at, updated_at, last_sign_in_at, email_confirmed_at,
      raw_user_meta_data as user_metadata, raw_app_meta_data as app_metadata
    from auth.users where id = ${userId}`;
  const sessions = await tx`
    select id, created_at, updated_at, refreshed_at, user_agent, host(ip) as ip
    from auth.sessions where user_id = ${userId} order by created_at`;
  return { account: account ?? null, sessions };
}

/** A stored receipt photo: its path in the bucket and its size in bytes. */
export interface ReceiptFile {
  name: string;
  size: number;
}

/** Every file in the user's folder of the receipts bucket. */
export const receiptFilesOf = (tx: Tx, userId: string) => tx<ReceiptFile[]>`
  select name, coalesce((metadata ->> 'size')::bigint, 0)::float8 as size from storage.objects
  where bucket_id = 'receipts' and (storage.foldername(name))[1] = ${userId}
  order by name`;

const archiveColumns = (tx: Tx) => tx`
  id, status, progress, size_bytes::float8 as "sizeBytes", created_at as "createdAt", expires_at as "expiresAt"`;

interface StoredArchive extends Omit<DataArchiveRow, "createdAt" | "expiresAt"> {
  createdAt: Date;
  expiresAt: Date | null;
}

export const archiveRow = (row: StoredArchive): DataArchiveRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The numbers of the summary, for one user (with the function's rights: sessions are Auth's). */
export async function dataSummary(tx: Tx, userId: string): Promise<Omit<DataSummaryRow, "nominee">> {
  const hasConsents = (await tx`select to_regclass('public.consents') is not null as exists`)[0]?.exists;
  const [counts] = await tx<(DataSummaryRow["counts"] & { receiptBytes: number })[]>`
    select
      (select count(*) from public.expenses where user_id = ${userId})::int as expenses,
      (select count(*) from public.budgets where user_id = ${userId})::int as budgets,
      (select count(*) from public.recurring_payments where user_id = ${userId})::int as "recurringPayments",
      (select count(*) from public.custom_categories where user_id = ${userId})::int as "customCategories",
      (select count(*) from public.budget_notifications where user_id = ${userId})::int as notifications,
      (select count(*) from public.expenses where user_id = ${userId}
        and (message_ref is not null or merchant_key is not null))::int as "messageRecords",
      (select count(*) from storage.objects where bucket_id = 'receipts'
        and (storage.foldername(name))[1] = ${userId})::int as "receiptPhotos",
      (select coalesce(sum((metadata ->> 'size')::bigint), 0) from storage.objects
        where bucket_id = 'receipts' and (storage.foldername(name))[1] = ${userId})::float8 as "receiptBytes",
      (select count(*) from public.push_subscriptions where user_id = ${userId})::int as "pushDevices",
      (select count(*) from auth.sessions where user_id = ${userId})::int as sessions,
      (select count(*) from public.concerns where user_id = ${userId})::int as concerns`;
  // The consents table arrives with the notice-and-consent work; counted once it exists.
  const consents = hasConsents
    ? ((
        await tx.unsafe<{ n: number }[]>(
          "select count(*)::int as n from public.consents where user_id = $1",
          [userId],
        )
      )[0]?.n ?? 0)
    : null;
  const [profile] = await tx<DataSummaryRow["profile"][]>`
    select u.email, p.username, p.first_name as "firstName", p.last_name as "lastName", p.country
    from auth.users u left join public.profiles p on p.id = u.id where u.id = ${userId}`;
  const sessions = await tx<{ createdAt: Date; lastUsedAt: Date | null; userAgent: string | null }[]>`
    select created_at as "createdAt", coalesce(refreshed_at::timestamptz, updated_at) as "lastUsedAt",
      user_agent as "userAgent"
    from auth.sessions where user_id = ${userId} order by created_at desc limit 20`;
  const [archive] = await tx<StoredArchive[]>`
    select ${archiveColumns(tx)} from public.data_exports
    where user_id = ${userId} order by created_at desc limit 1`;
  if (!counts) throw new Error("the summary returned no row");
  const { receiptBytes, ...kinds } = counts;
  return {
    profile: profile ?? { email: null, username: null, firstName: null, lastName: null, country: null },
    counts: { ...kinds, consents },
    receiptBytes,
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt?.toISOString() ?? null,
      userAgent: s.userAgent,
    })),
    archive: archive ? archiveRow(archive) : null,
  };
}

/**
 * A new archive request, or null while another is in the making. One that has not moved for 15
 * minutes (its worker died) is given up first, so the user is never stuck.
 */
export async function insertArchive(tx: Tx, userId: string): Promise<DataArchiveRow | null> {
  await tx`
    update public.data_exports set status = 'failed', error_message = 'stopped without finishing'
    where user_id = ${userId} and status in ('pending', 'running') and updated_at < now() - interval '15 minutes'`;
  const [row] = await tx<StoredArchive[]>`
    insert into public.data_exports (user_id) values (${userId})
    on conflict (user_id) where status in ('pending', 'running') do nothing
    returning ${archiveColumns(tx)}`;
  return row ? archiveRow(row) : null;
}

export const archiveProgress = (tx: Tx, id: string, progress: number) => tx`
  update public.data_exports set status = 'running', progress = ${progress} where id = ${id}`;

export const archiveReady = (tx: Tx, id: string, filePath: string, sizeBytes: number, expiresAt: Date) => tx`
  update public.data_exports
  set status = 'ready', progress = 100, file_path = ${filePath}, size_bytes = ${sizeBytes},
    expires_at = ${expiresAt}
  where id = ${id}`;

export const archiveFailed = (tx: Tx, id: string, message: string) => tx`
  update public.data_exports set status = 'failed', error_message = ${message.slice(0, 500)} where id = ${id}`;

/** The caller's archive requests, newest first (RLS: their own). */
export async function ownArchives(tx: Tx): Promise<DataArchiveRow[]> {
  const rows = await tx<StoredArchive[]>`
    select ${archiveColumns(tx)} from public.data_exports
    where user_id = (select auth.uid()) order by created_at desc limit 10`;
  return rows.map(archiveRow);
}

/** One of the caller's archives with its file (RLS: another user's is not found). */
export async function ownArchiveFile(
  tx: Tx,
  id: string,
): Promise<(DataArchiveRow & { filePath: string | null }) | null> {
  const [row] = await tx<(StoredArchive & { filePath: string | null })[]>`
    select ${archiveColumns(tx)}, file_path as "filePath" from public.data_exports
    where id = ${id} and user_id = (select auth.uid())`;
  return row ? { ...archiveRow(row), filePath: row.filePath } : null;
}

/** Older archives' files of a user, to remove when a new one is ready (one archive kept at a time). */
export const olderArchiveFiles = (tx: Tx, userId: string, keepId: string) => tx<
  { id: string; filePath: string }[]
>`
  select id, file_path as "filePath" from public.data_exports
  where user_id = ${userId} and id <> ${keepId} and file_path is not null`;

/** The archives whose files were removed (replaced or past their 7 days) read `expired`. */
export const forgetArchiveFiles = (tx: Tx, ids: string[]) => tx`
  update public.data_exports set file_path = null,
    status = case when status = 'ready' then 'expired' else status end
  where id = any (${ids}::uuid[])`;

/** Ready archives past their expiry (of some users only, when given), oldest first. */
export const expiredArchiveFiles = (tx: Tx, at: Date, userIds: string[] | undefined, limit: number) => tx<
  { id: string; filePath: string }[]
>`
  select id, file_path as "filePath" from public.data_exports
  where status = 'ready' and expires_at <= ${at}
    ${userIds ? tx`and user_id = any (${userIds}::uuid[])` : tx``}
  order by expires_at limit ${limit}`;

/** Clears the receipt references on every expense of the user; the paths it cleared. */
export const clearReceiptReferences = (tx: Tx, userId: string) => tx<{ receiptPath: string }[]>`
  update public.expenses set receipt_path = null
  where user_id = ${userId} and receipt_path is not null
  returning receipt_path as "receiptPath"`;

/**
 * Forgets which message each expense came from (the reference or hash, and the payee's key); the
 * expenses stay. The same message pasted again is then no longer recognised as saved.
 */
export async function clearMessageRecords(tx: Tx, userId: string): Promise<number> {
  const rows = await tx`
    update public.expenses set message_ref = null, merchant_key = null
    where user_id = ${userId} and (message_ref is not null or merchant_key is not null)
    returning id`;
  return rows.length;
}

interface StoredNominee extends Omit<NomineeRow, "updatedAt"> {
  updatedAt: Date;
}

const nomineeRow = (row: StoredNominee): NomineeRow => ({ ...row, updatedAt: row.updatedAt.toISOString() });

export async function ownNominee(tx: Tx): Promise<NomineeRow | null> {
  const [row] = await tx<StoredNominee[]>`
    select name, email, relationship, updated_at as "updatedAt" from public.data_nominees
    where user_id = (select auth.uid())`;
  return row ? nomineeRow(row) : null;
}

/** Nominates (or replaces) the caller's nominee; true in `changedEmail` when the person is new. */
export async function saveNominee(
  tx: Tx,
  input: NomineeInput,
): Promise<{ nominee: NomineeRow; newPerson: boolean }> {
  const before = await ownNominee(tx);
  const [row] = await tx<StoredNominee[]>`
    insert into public.data_nominees (name, email, relationship)
    values (${input.name}, ${input.email}, ${input.relationship})
    on conflict (user_id) do update
      set name = excluded.name, email = excluded.email, relationship = excluded.relationship
    returning name, email, relationship, updated_at as "updatedAt"`;
  if (!row) throw new Error("nominee upsert returned no row");
  return { nominee: nomineeRow(row), newPerson: before?.email !== row.email };
}

export async function removeNominee(tx: Tx): Promise<boolean> {
  const rows = await tx`delete from public.data_nominees where user_id = (select auth.uid()) returning 1`;
  return rows.length > 0;
}
