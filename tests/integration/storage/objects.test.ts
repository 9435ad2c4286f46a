// The Storage stand-in driven only through supabase-js (`client.storage.from(...)`), against a bucket and
// folder policies written exactly as an app migration would write them, so RLS decides every call.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { StorageApiError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import {
  adminSql,
  anonClient,
  type NewUser,
  newUser,
  serviceClient,
  stack,
  supabaseClient,
} from "../../support/index.ts";

const BUCKET = `itest-${Math.random().toString(36).slice(2, 10)}`;
const LIMIT = 1024;

let owner: NewUser;
let other: NewUser;

/** `size` bytes that start like a PNG (the stand-in checks an image's bytes against its declared type). */
const pngBytes = (size: number, fill = 7) => {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return bytes;
};
const png = (size: number, fill = 7) => new Blob([pngBytes(size, fill)], { type: "image/png" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test stack keeps its bytes under .data-test/<run>/storage/<bucket>; the bucket id is unique. */
function bytesOnDisk(key: string): boolean {
  const root = path.join(projectRoot, ".data-test");
  if (!existsSync(root)) return false;
  return readdirSync(root).some((run) =>
    existsSync(path.join(root, run, "storage", BUCKET, ...key.split("/"))),
  );
}

async function rowExists(key: string): Promise<boolean> {
  const rows = await adminSql()`select 1 from storage.objects where bucket_id = ${BUCKET} and name = ${key}`;
  return rows.length > 0;
}

function expectStorageError(error: unknown, statusCode: string, message: string | RegExp) {
  expect(error).toBeInstanceOf(StorageApiError);
  const e = error as StorageApiError;
  // Storage answers every client error with HTTP 400 and the real status in the body's statusCode.
  expect(e.status).toBe(400);
  expect(e.statusCode).toBe(statusCode);
  if (typeof message === "string") expect(e.message).toBe(message);
  else expect(e.message).toMatch(message);
}

beforeAll(async () => {
  const sql = adminSql();
  // The same shape of bucket and folder policies the app's receipts migration creates.
  await sql`
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values (${BUCKET}, ${BUCKET}, false, ${LIMIT}, ${["image/png", "image/jpeg", "text/plain"]})`;
  for (const [command, clause] of [
    ["insert", "with check"],
    ["select", "using"],
    ["update", "using"],
    ["delete", "using"],
  ] as const) {
    await sql.unsafe(`
      create policy "${BUCKET} owners ${command}" on storage.objects for ${command} to authenticated
      ${clause} (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text)`);
  }
  [owner, other] = await Promise.all([newUser(), newUser()]);
});

afterAll(async () => {
  const sql = adminSql();
  for (const command of ["insert", "select", "update", "delete"]) {
    await sql.unsafe(`drop policy if exists "${BUCKET} owners ${command}" on storage.objects`);
  }
  await sql`delete from storage.objects where bucket_id = ${BUCKET}`;
  await sql`delete from storage.buckets where id = ${BUCKET}`;
});

describe("storage: own folder", () => {
  it("uploads, downloads, lists and removes a file in the user's own folder", async () => {
    const key = `${owner.user.id}/receipt.png`;
    const bucket = owner.client.storage.from(BUCKET);

    const uploaded = await bucket.upload(key, png(300));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: key, fullPath: `${BUCKET}/${key}` });
    expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await adminSql()`
      select owner_id, metadata, path_tokens from storage.objects where bucket_id = ${BUCKET} and name = ${key}`;
    expect(row).toMatchObject({
      owner_id: owner.user.id,
      metadata: { size: 300, mimetype: "image/png" },
      path_tokens: [owner.user.id, "receipt.png"],
    });
    expect(bytesOnDisk(key)).toBe(true);

    const downloaded = await bucket.download(key);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.type).toBe("image/png");
    expect(new Uint8Array((await downloaded.data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(
      pngBytes(300, 7),
    );

    const listed = await bucket.list(owner.user.id);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((entry) => entry.name)).toEqual(["receipt.png"]);

    const removed = await bucket.remove([key]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((object) => object.name)).toEqual([key]);
    expect(await rowExists(key)).toBe(false);
    expect(bytesOnDisk(key)).toBe(false);

    const gone = await bucket.download(key);
    expectStorageError(gone.error, "404", "Object not found");
  });

  it("uploads a raw (non-Blob) body with its content type", async () => {
    const key = `${owner.user.id}/notes/note.txt`;
    const bucket = owner.client.storage.from(BUCKET);
    const { error } = await bucket.upload(key, "hello paisa", { contentType: "text/plain" });
    expect(error).toBeNull();
    const { data } = await bucket.download(key);
    expect(await data?.text()).toBe("hello paisa");
    expect(data?.type).toBe("text/plain");
  });

  it("refuses a second upload to the same path unless upsert is asked for", async () => {
    const key = `${owner.user.id}/twice.png`;
    const bucket = owner.client.storage.from(BUCKET);
    expect((await bucket.upload(key, png(10, 1))).error).toBeNull();

    const again = await bucket.upload(key, png(20, 2));
    expectStorageError(again.error, "409", "The resource already exists");

    const replaced = await bucket.upload(key, png(30, 3), { upsert: true });
    expect(replaced.error).toBeNull();
    const { data } = await bucket.download(key);
    expect(new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(pngBytes(30, 3));
  });
});

describe("storage: signed URLs", () => {
  it("serves the file through a signed URL until it expires", async () => {
    const key = `${owner.user.id}/signed.png`;
    const bucket = owner.client.storage.from(BUCKET);
    expect((await bucket.upload(key, png(64, 9))).error).toBeNull();

    const signed = await bucket.createSignedUrl(key, 2);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? "";
    expect(url).toContain(`/storage/v1/object/sign/${BUCKET}/${owner.user.id}/signed.png?token=`);

    // No apikey, no bearer: the token alone authorises the read.
    const fresh = await fetch(url);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await fresh.arrayBuffer())).toEqual(pngBytes(64, 9));

    await sleep(3100);
    const expired = await fetch(url);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      statusCode: "400",
      error: "InvalidJWT",
      message: '"exp" claim timestamp check failed',
    });
  });

  it("rejects a token signed for another object", async () => {
    const bucket = owner.client.storage.from(BUCKET);
    const a = `${owner.user.id}/a-sign.png`;
    const b = `${owner.user.id}/b-sign.png`;
    await bucket.upload(a, png(16));
    await bucket.upload(b, png(16));
    const signed = await bucket.createSignedUrl(a, 60);
    const forged = (signed.data?.signedUrl ?? "").replace("a-sign.png", "b-sign.png");
    const response = await fetch(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "400", message: "Invalid signature" });
  });
});

describe("storage: RLS decides", () => {
  it("refuses another user's upload, read, signing and removal in the owner's folder", async () => {
    const key = `${owner.user.id}/private.png`;
    expect((await owner.client.storage.from(BUCKET).upload(key, png(40))).error).toBeNull();
    const intruder = other.client.storage.from(BUCKET);

    const upload = await intruder.upload(`${owner.user.id}/planted.png`, png(40));
    expectStorageError(upload.error, "403", "new row violates row-level security policy");
    expect(await rowExists(`${owner.user.id}/planted.png`)).toBe(false);
    expect(bytesOnDisk(`${owner.user.id}/planted.png`)).toBe(false);

    const overwrite = await intruder.upload(key, png(40, 0), { upsert: true });
    expect(overwrite.error).toBeInstanceOf(StorageApiError);

    expectStorageError((await intruder.download(key)).error, "404", "Object not found");
    expectStorageError((await intruder.createSignedUrl(key, 60)).error, "404", "Object not found");
    expect((await intruder.list(owner.user.id)).data).toEqual([]);

    const removal = await intruder.remove([key]);
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);

    // The owner's file is untouched.
    const { data } = await owner.client.storage.from(BUCKET).download(key);
    expect(new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(pngBytes(40, 7));
  });

  it("refuses an anonymous upload", async () => {
    const { error } = await anonClient().storage.from(BUCKET).upload(`${owner.user.id}/anon.png`, png(16));
    expectStorageError(error, "403", "new row violates row-level security policy");
  });

  it("refuses a tampered access token with Storage's 403 before touching the database", async () => {
    const [header, payload, signature] = owner.session.access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: other.user.id })).toString("base64url");
    const client = supabaseClient(stack().keys.publishableKey, {
      accessToken: `${header}.${forged}.${signature}`,
    });
    const { error } = await client.storage.from(BUCKET).upload(`${other.user.id}/forged.png`, png(16));
    expectStorageError(error, "403", "signature verification failed");
    expect(await rowExists(`${other.user.id}/forged.png`)).toBe(false);
  });

  it("lets the service role (which bypasses RLS) read and remove any object", async () => {
    const key = `${other.user.id}/by-service.png`;
    expect((await other.client.storage.from(BUCKET).upload(key, png(8))).error).toBeNull();
    const admin = serviceClient().storage.from(BUCKET);
    expect((await admin.download(key)).error).toBeNull();
    const removed = await admin.remove([key]);
    expect(removed.data?.map((o) => o.name)).toEqual([key]);
  });
});

describe("storage: bucket limits", () => {
  it("refuses a file over the bucket's size limit and leaves nothing behind", async () => {
    const key = `${owner.user.id}/too-big.png`;
    const { error } = await owner.client.storage.from(BUCKET).upload(key, png(LIMIT + 1));
    expectStorageError(error, "413", "The object exceeded the maximum allowed size");
    expect(await rowExists(key)).toBe(false);
    expect(bytesOnDisk(key)).toBe(false);
  });

  it("accepts a file of exactly the limit", async () => {
    const key = `${owner.user.id}/just-fits.png`;
    expect((await owner.client.storage.from(BUCKET).upload(key, png(LIMIT))).error).toBeNull();
  });

  it("refuses a type the bucket does not allow and leaves nothing behind", async () => {
    const key = `${owner.user.id}/statement.pdf`;
    const pdf = new Blob([new Uint8Array(100)], { type: "application/pdf" });
    const { error } = await owner.client.storage.from(BUCKET).upload(key, pdf);
    expectStorageError(error, "415", "mime type application/pdf is not supported");
    expect(await rowExists(key)).toBe(false);
    expect(bytesOnDisk(key)).toBe(false);
  });

  it("answers an unknown bucket with Storage's 404", async () => {
    const { error } = await owner.client.storage
      .from(`${BUCKET}-missing`)
      .upload(`${owner.user.id}/x.png`, png(16));
    expectStorageError(error, "404", "Bucket not found");
  });
});
