// The receipts bucket as the app uses it (the policies of *_receipts_storage.sql and the quota of
// *_receipt_quota.sql): only real JPEG/PNG/WebP bytes are kept, files are served so a browser never
// runs them, and each user has 200 MB.
import { StorageApiError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSql, type NewUser, newUser } from "../../support/index.ts";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const WEBP = [...new TextEncoder().encode("RIFF"), 0x24, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 ")];
const file = (head: number[], type: string, size = 256) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set(head);
  return new Blob([bytes], { type });
};

let user: NewUser;
beforeAll(async () => {
  user = await newUser();
});

const receipts = () => user.client.storage.from("receipts");

function expectStorageError(error: unknown, statusCode: string, message: RegExp) {
  expect(error).toBeInstanceOf(StorageApiError);
  expect((error as StorageApiError).statusCode).toBe(statusCode);
  expect((error as StorageApiError).message).toMatch(message);
}

describe("receipt uploads", () => {
  it("keep JPEG, PNG and WebP photos whose bytes match their type", async () => {
    for (const [head, type] of [
      [JPEG, "image/jpeg"],
      [PNG, "image/png"],
      [WEBP, "image/webp"],
    ] as const) {
      const key = `${user.user.id}/${crypto.randomUUID()}`;
      expect((await receipts().upload(key, file([...head], type))).error).toBeNull();
    }
  });

  it("refuse other bytes declared as an image (HTML as image/png), storing nothing", async () => {
    const key = `${user.user.id}/${crypto.randomUUID()}.png`;
    const html = new Blob(["<html><script>alert(document.cookie)</script></html>"], { type: "image/png" });
    const { error } = await receipts().upload(key, html);
    expectStorageError(error, "415", /not a PNG image/);
    const [row] = await adminSql()`select count(*)::int as n from storage.objects where name = ${key}`;
    expect(row?.n).toBe(0);

    const jpegAsPng = await receipts().upload(key, file(JPEG, "image/png"));
    expectStorageError(jpegAsPng.error, "415", /not a PNG image/);
  });

  it("are served so that browsers never sniff or render them as a page", async () => {
    const key = `${user.user.id}/${crypto.randomUUID()}.png`;
    expect((await receipts().upload(key, file(PNG, "image/png"))).error).toBeNull();
    const { data } = await receipts().createSignedUrl(key, 60);
    const response = await fetch(data?.signedUrl as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename\*=UTF-8''.+\.png$/);
    expect(response.headers.get("content-security-policy")).toMatch(/sandbox/);
    await response.body?.cancel();
  });
});

describe("receipt storage quota", () => {
  it("refuses an upload past 200 MB per user with a clear message, and frees room on delete", async () => {
    const owner = await newUser();
    const filler = `${owner.user.id}/filler.jpg`;
    // 200 MB minus 100 bytes already stored (arranged as the row Storage keeps per object).
    await adminSql()`
      insert into storage.objects (bucket_id, name, owner_id, metadata)
      values ('receipts', ${filler}, ${owner.user.id}, ${adminSql().json({ size: 200 * 1024 * 1024 - 100, mimetype: "image/jpeg" })})`;
    const storage = owner.client.storage.from("receipts");
    const key = `${owner.user.id}/${crypto.randomUUID()}.jpg`;
    const { error } = await storage.upload(key, file(JPEG, "image/jpeg", 256));
    expectStorageError(error, "413", /Your receipt storage is full \(200 MB\)/);

    expect((await storage.upload(key, file(JPEG, "image/jpeg", 50))).error).toBeNull();
    await adminSql()`delete from storage.objects where name = ${filler}`;
    expect(
      (await storage.upload(`${owner.user.id}/more.jpg`, file(JPEG, "image/jpeg", 256))).error,
    ).toBeNull();
  });
});
