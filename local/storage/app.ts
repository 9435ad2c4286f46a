// Storage stand-in: the subset of Supabase Storage's HTTP API the app uses, so storage-js works unchanged.
// Mounted by the gateway under /storage/v1 (paths here have no prefix). Rows live in storage.objects and
// every statement on it runs under the caller's role and claims (RLS decides); bytes live on disk.
import { createHash, randomUUID } from "node:crypto";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { ServiceContext } from "../context.ts";
import { createSessionCheck } from "../session-check.ts";
import { type Caller, createCallerVerifier } from "./caller.ts";
import {
  asCaller,
  type BucketRow,
  deleteObjects,
  findBucketAsSuperuser,
  findObject,
  findObjects,
  getBucket,
  insertObject,
  listBuckets,
  type NewObject,
  type ObjectRow,
  objectsUnderPrefix,
  upsertObject,
} from "./db.ts";
import { errors, fromDatabaseError, StorageHttpError } from "./errors.ts";
import { createObjectFiles } from "./files.ts";
import { folderPrefix, listLevel } from "./listing.ts";
import {
  assertValidBucketId,
  assertValidKey,
  effectiveSizeLimit,
  isMimeTypeAllowed,
  mismatchedImageType,
  objectMetadata,
} from "./rules.ts";
import { createUrlSigner } from "./signed-urls.ts";
import { readUploadBody } from "./upload-body.ts";

const OBJECT = "/:bucket/:key{.+}";

const signBody = z.object({ expiresIn: z.number().int().positive() });
const signManyBody = z.object({
  expiresIn: z.number().int().positive(),
  paths: z.array(z.string()).min(1),
});
const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });
const listBody = z.object({
  prefix: z.string().default(""),
  search: z.string().default(""),
  limit: z.number().int().min(1).max(1000).default(100),
  offset: z.number().int().min(0).default(0),
  sortBy: z
    .object({
      column: z.enum(["name", "created_at", "updated_at", "last_accessed_at"]).default("name"),
      order: z.enum(["asc", "desc"]).default("asc"),
    })
    .default({ column: "name", order: "asc" }),
});

async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw errors.invalidRequest("Body must be JSON");
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.invalidRequest(`body/${issue?.path.join("/") ?? ""} ${issue?.message ?? "is invalid"}`);
  }
  return parsed.data;
}

function objectParams(c: Context): { bucketId: string; key: string } {
  const bucketId = c.req.param("bucket") ?? "";
  // storage-js collapses duplicate slashes on upload; do the same for every route.
  const key = (c.req.param("key") ?? "").replace(/\/+/g, "/").replace(/^\/|\/$/g, "");
  assertValidBucketId(bucketId);
  assertValidKey(key);
  return { bucketId, key };
}

function bucketJson(b: BucketRow) {
  return {
    id: b.id,
    name: b.name,
    owner: b.owner_id ?? b.owner ?? "",
    public: b.public,
    file_size_limit: b.file_size_limit === null ? null : Number(b.file_size_limit),
    allowed_mime_types: b.allowed_mime_types,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

export function createStorageApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  const verifyCaller = createCallerVerifier(ctx.keys, createSessionCheck(ctx.sql));
  const signer = createUrlSigner(ctx.keys.jwtSecret);
  const files = createObjectFiles(ctx.config.dataDir);
  const callerOf = (c: Context): Promise<Caller> => verifyCaller(c.req.header("authorization"));

  /** Sends an object's bytes with the headers Storage sets (type, cache, etag, length). */
  async function serveObject(
    c: Context,
    row: Pick<ObjectRow, "bucket_id" | "name" | "metadata" | "updated_at">,
  ) {
    const bytes = await files.read(row.bucket_id, row.name);
    if (!bytes) throw errors.noSuchKey();
    const meta = row.metadata;
    const etag = meta?.eTag ?? "";
    const headers: Record<string, string> = {
      "content-type": meta?.mimetype ?? "application/octet-stream",
      "cache-control": meta?.cacheControl ?? "no-cache",
      "content-length": String(bytes.byteLength),
      "last-modified": new Date(meta?.lastModified ?? row.updated_at).toUTCString(),
    };
    if (etag) headers.etag = etag;
    // Served as data, never as a page: no type sniffing, a file name, and a sandbox should a browser
    // open one directly.
    headers["x-content-type-options"] = "nosniff";
    headers["content-security-policy"] = "default-src 'none'; sandbox";
    const download = c.req.query("download");
    const filename = download || row.name.split("/").pop() || "download";
    headers["content-disposition"] =
      `${download !== undefined ? "attachment" : "inline"}; filename*=UTF-8''${encodeURIComponent(filename)}`;
    if (etag && c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(bytes), 200, headers);
  }

  async function upload(c: Context, upsert: boolean) {
    const caller = await callerOf(c);
    const { bucketId, key } = objectParams(c);
    // As Storage: the bucket's settings are read as superuser, the object row is written as the caller.
    const bucket = await findBucketAsSuperuser(ctx.sql, bucketId);
    if (!bucket) throw errors.noSuchBucket();
    const body = await readUploadBody(c.req.raw, effectiveSizeLimit(bucket.file_size_limit));
    if (!isMimeTypeAllowed(body.contentType, bucket.allowed_mime_types)) {
      throw errors.invalidMimeType(body.contentType);
    }
    // The declared type is what the file is served as: it must be what the bytes are.
    const mismatch = mismatchedImageType(body.bytes, body.contentType);
    if (mismatch) throw errors.contentMismatch(mismatch);
    const object: NewObject = {
      id: randomUUID(),
      bucketId,
      name: key,
      ownerId: caller.sub,
      metadata: objectMetadata({
        md5Hex: createHash("md5").update(body.bytes).digest("hex"),
        size: body.bytes.byteLength,
        mimetype: body.contentType,
        cacheControl: body.cacheControl,
        now: new Date(),
      }),
      userMetadata: body.userMetadata,
      version: randomUUID(),
    };
    const staged: { path: string | null } = { path: null };
    try {
      const id = await asCaller(ctx.sql, caller, async (tx) => {
        const id = upsert ? await upsertObject(tx, object) : await insertObject(tx, object);
        // Bytes are staged only once the row passed RLS and constraints; published after commit.
        staged.path = await files.stage(body.bytes);
        return id;
      });
      if (staged.path) await files.publish(staged.path, bucketId, key);
      staged.path = null;
      return c.json({ Id: id, Key: `${bucketId}/${key}` });
    } finally {
      if (staged.path) await files.discard(staged.path);
    }
  }

  app.get("/bucket", async (c) => {
    const caller = await callerOf(c);
    const rows = await asCaller(ctx.sql, caller, (tx) => listBuckets(tx));
    return c.json(rows.map(bucketJson));
  });

  app.get("/bucket/:id", async (c) => {
    const caller = await callerOf(c);
    const row = await asCaller(ctx.sql, caller, (tx) => getBucket(tx, c.req.param("id")));
    if (!row) throw errors.noSuchBucket();
    return c.json(bucketJson(row));
  });

  app.post("/object/list/:bucket", async (c) => {
    const caller = await callerOf(c);
    const bucketId = c.req.param("bucket");
    assertValidBucketId(bucketId);
    const options = await jsonBody(c, listBody);
    const rows = await asCaller(ctx.sql, caller, (tx) =>
      objectsUnderPrefix(tx, bucketId, folderPrefix(options.prefix)),
    );
    return c.json(listLevel(rows, options));
  });

  app.post("/object/sign/:bucket", async (c) => {
    const caller = await callerOf(c);
    const bucketId = c.req.param("bucket");
    assertValidBucketId(bucketId);
    const { expiresIn, paths } = await jsonBody(c, signManyBody);
    const visible = await asCaller(ctx.sql, caller, (tx) => findObjects(tx, bucketId, paths));
    const names = new Set(visible.map((r) => r.name));
    const result = await Promise.all(
      paths.map(async (path) =>
        names.has(path)
          ? { error: null, path, signedURL: await signer.sign(bucketId, path, expiresIn) }
          : {
              error: "Either the object does not exist or you do not have access to it",
              path,
              signedURL: null,
            },
      ),
    );
    return c.json(result);
  });

  app.post(`/object/sign${OBJECT}`, async (c) => {
    const caller = await callerOf(c);
    const { bucketId, key } = objectParams(c);
    const { expiresIn } = await jsonBody(c, signBody);
    const row = await asCaller(ctx.sql, caller, (tx) => findObject(tx, bucketId, key));
    if (!row) throw errors.noSuchKey();
    return c.json({ signedURL: await signer.sign(bucketId, key, expiresIn) });
  });

  // The token is the authorisation here: no bearer, no RLS (Storage serves these as superuser).
  app.get(`/object/sign${OBJECT}`, async (c) => {
    const { bucketId, key } = objectParams(c);
    await signer.verify(c.req.query("token"), bucketId, key);
    const row = await findObject(ctx.sql, bucketId, key);
    if (!row) throw errors.noSuchKey();
    return serveObject(c, row);
  });

  app.get(`/object/public${OBJECT}`, async (c) => {
    const { bucketId, key } = objectParams(c);
    const bucket = await findBucketAsSuperuser(ctx.sql, bucketId);
    if (!bucket?.public) throw errors.noSuchBucket();
    const row = await findObject(ctx.sql, bucketId, key);
    if (!row) throw errors.noSuchKey();
    return serveObject(c, row);
  });

  const download = async (c: Context) => {
    const caller = await callerOf(c);
    const { bucketId, key } = objectParams(c);
    const row = await asCaller(ctx.sql, caller, (tx) => findObject(tx, bucketId, key));
    if (!row) throw errors.noSuchKey();
    return serveObject(c, row);
  };
  app.get(`/object/authenticated${OBJECT}`, download);

  app.get(`/object/info${OBJECT}`, async (c) => {
    const caller = await callerOf(c);
    const { bucketId, key } = objectParams(c);
    const row = await asCaller(ctx.sql, caller, (tx) => findObject(tx, bucketId, key));
    if (!row) throw errors.noSuchKey();
    return c.json({
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: row.metadata?.size ?? null,
      content_type: row.metadata?.mimetype ?? null,
      cache_control: row.metadata?.cacheControl ?? null,
      etag: row.metadata?.eTag ?? null,
      metadata: row.user_metadata,
      last_modified: row.updated_at,
      created_at: row.created_at,
    });
  });

  app.get(`/object${OBJECT}`, download);
  app.post(`/object${OBJECT}`, (c) => upload(c, c.req.header("x-upsert") === "true"));
  // Storage's PUT replaces the object (an upsert under RLS: INSERT + SELECT + UPDATE).
  app.put(`/object${OBJECT}`, (c) => upload(c, true));

  app.delete("/object/:bucket", async (c) => {
    const caller = await callerOf(c);
    const bucketId = c.req.param("bucket");
    assertValidBucketId(bucketId);
    const { prefixes } = await jsonBody(c, removeBody);
    // Prefixes are only matched as parameters; rows (and so files) can only have valid keys.
    const deleted = await asCaller(ctx.sql, caller, (tx) => deleteObjects(tx, bucketId, prefixes));
    for (const row of deleted) await files.remove(row.bucket_id, row.name);
    return c.json(deleted);
  });

  app.delete(`/object${OBJECT}`, async (c) => {
    const caller = await callerOf(c);
    const { bucketId, key } = objectParams(c);
    const deleted = await asCaller(ctx.sql, caller, (tx) => deleteObjects(tx, bucketId, [key]));
    if (deleted.length === 0) throw errors.noSuchKey();
    await files.remove(bucketId, key);
    return c.json({ message: "Successfully deleted" });
  });

  app.notFound((c) =>
    c.json(
      { statusCode: "404", error: "Not Found", message: `Route ${c.req.method}:${c.req.path} not found` },
      404,
    ),
  );

  app.onError((error, c) => {
    const storageError = error instanceof StorageHttpError ? error : fromDatabaseError(error);
    if (storageError.httpStatus === 500) console.error("[storage]", error);
    return c.json(storageError.render(), storageError.httpStatus);
  });

  return app;
}
