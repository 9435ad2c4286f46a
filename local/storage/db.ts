// SQL of the Storage stand-in. Statements on storage.objects run inside `asCaller`, i.e. in a
// transaction under the caller's role and JWT claims, so the project's RLS policies decide, exactly
// as Storage does. Bucket look-ups for upload/public reads run as the superuser, as Storage does.
import type { JSONValue, Sql, TransactionSql } from "postgres";
import type { Caller } from "./caller.ts";
import type { ObjectMetadata } from "./rules.ts";

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  avif_autodetection: boolean | null;
  created_at: Date;
  updated_at: Date;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date;
}

const BUCKET_COLUMNS = [
  "id",
  "name",
  "owner",
  "owner_id",
  "public",
  "file_size_limit",
  "allowed_mime_types",
  "avif_autodetection",
  "created_at",
  "updated_at",
] as const;

const OBJECT_COLUMNS = [
  "id",
  "bucket_id",
  "name",
  "owner",
  "owner_id",
  "metadata",
  "user_metadata",
  "version",
  "created_at",
  "updated_at",
  "last_accessed_at",
] as const;

/** Runs `fn` in one transaction under the caller's role and claims (set local, so nothing leaks). */
export function asCaller<T>(sql: Sql, caller: Caller, fn: (tx: TransactionSql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`
      select set_config('role', ${caller.role}, true),
             set_config('request.jwt.claims', ${JSON.stringify(caller.claims)}, true),
             set_config('request.jwt.claim.sub', ${caller.sub ?? ""}, true),
             set_config('request.jwt.claim.role', ${caller.role}, true)`;
    return fn(tx);
  }) as Promise<T>;
}

export async function findBucketAsSuperuser(sql: Sql, id: string): Promise<BucketRow | null> {
  const rows = await sql<BucketRow[]>`select ${sql(BUCKET_COLUMNS)} from storage.buckets where id = ${id}`;
  return rows[0] ?? null;
}

export function listBuckets(tx: TransactionSql): Promise<BucketRow[]> {
  return tx<BucketRow[]>`select ${tx(BUCKET_COLUMNS)} from storage.buckets order by name`;
}

export async function getBucket(tx: TransactionSql, id: string): Promise<BucketRow | null> {
  const rows = await tx<BucketRow[]>`select ${tx(BUCKET_COLUMNS)} from storage.buckets where id = ${id}`;
  return rows[0] ?? null;
}

export interface NewObject {
  id: string;
  bucketId: string;
  name: string;
  ownerId: string | null;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
  version: string;
}

/** A uuid owner only when the sub is one (service keys have no sub). */
const ownerUuid = (ownerId: string | null) =>
  ownerId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ownerId) ? ownerId : null;

/** Plain upload: INSERT only, without RETURNING, so an insert-only policy suffices (as on Storage). */
export async function insertObject(tx: TransactionSql, o: NewObject): Promise<string> {
  await tx`
    insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values (${o.id}, ${o.bucketId}, ${o.name}, ${ownerUuid(o.ownerId)}, ${o.ownerId},
            ${tx.json(o.metadata as unknown as JSONValue)},
            ${o.userMetadata === null ? null : tx.json(o.userMetadata as JSONValue)}, ${o.version})`;
  return o.id;
}

/** Upsert: INSERT … ON CONFLICT DO UPDATE … RETURNING, hence INSERT + UPDATE + SELECT policies. */
export async function upsertObject(tx: TransactionSql, o: NewObject): Promise<string> {
  const rows = await tx<{ id: string }[]>`
    insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values (${o.id}, ${o.bucketId}, ${o.name}, ${ownerUuid(o.ownerId)}, ${o.ownerId},
            ${tx.json(o.metadata as unknown as JSONValue)},
            ${o.userMetadata === null ? null : tx.json(o.userMetadata as JSONValue)}, ${o.version})
    on conflict (bucket_id, name) do update set
      owner = excluded.owner,
      owner_id = excluded.owner_id,
      metadata = excluded.metadata,
      user_metadata = excluded.user_metadata,
      version = excluded.version,
      last_accessed_at = now()
    returning id`;
  return rows[0]?.id ?? o.id;
}

/** With a transaction under the caller's role, or with the superuser pool (signed and public URLs). */
export async function findObject(
  tx: Sql | TransactionSql,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const rows = await tx<ObjectRow[]>`
    select ${tx(OBJECT_COLUMNS)} from storage.objects where bucket_id = ${bucketId} and name = ${name}`;
  return rows[0] ?? null;
}

export function findObjects(
  tx: TransactionSql,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  return tx<ObjectRow[]>`
    select ${tx(OBJECT_COLUMNS)} from storage.objects
    where bucket_id = ${bucketId} and name = any(${names as string[]}::text[])`;
}

/** DELETE … RETURNING: only rows the caller may both delete and see are removed and reported. */
export function deleteObjects(
  tx: TransactionSql,
  bucketId: string,
  names: readonly string[],
): Promise<ObjectRow[]> {
  return tx<ObjectRow[]>`
    delete from storage.objects
    where bucket_id = ${bucketId} and name = any(${names as string[]}::text[])
    returning ${tx(OBJECT_COLUMNS)}`;
}

/** Every visible object whose name starts with `prefix` (LIKE metacharacters escaped). */
export function objectsUnderPrefix(
  tx: TransactionSql,
  bucketId: string,
  prefix: string,
): Promise<ObjectRow[]> {
  const pattern = `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return tx<ObjectRow[]>`
    select ${tx(OBJECT_COLUMNS)} from storage.objects
    where bucket_id = ${bucketId} and name like ${pattern}
    order by name`;
}
