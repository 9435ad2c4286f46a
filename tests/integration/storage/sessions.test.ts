// Sessions that end (docs/api.md#sessions-that-end): an access token outlives its session, but once the
// session is gone (sign-out, a password reset) the Storage stand-in refuses it, as the API does.
import { StorageApiError } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TINY_PNG } from "../../support/images.ts";
import { adminSql, anonClient, type NewUser, newUser, stack, supabaseClient } from "../../support/index.ts";

let user: NewUser;

beforeAll(async () => {
  user = await newUser();
});

afterAll(async () => {
  await adminSql()`delete from auth.users where id = ${user.user.id}`;
});

it("refuses a signed-out session's token for downloads and uploads", async () => {
  const device = anonClient();
  const { data, error } = await device.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  // The token as a device that kept it would send it, whatever its supabase-js client does at sign-out.
  const kept = supabaseClient(stack().keys.publishableKey, { accessToken: data.session.access_token });
  const key = `${user.user.id}/${crypto.randomUUID()}.png`;
  const receipts = () => kept.storage.from("receipts");
  expect((await receipts().upload(key, new Blob([TINY_PNG], { type: "image/png" }))).error).toBeNull();
  expect((await receipts().download(key)).error).toBeNull();

  expect((await device.auth.signOut({ scope: "local" })).error).toBeNull();

  // Another instance may trust an "active" answer for a few seconds, as the API does.
  const refused = await eventually(async () => (await receipts().download(key)).error);
  expect(refused).toBeInstanceOf(StorageApiError);
  expect((refused as StorageApiError).statusCode).toBe("403");
  expect((refused as StorageApiError).message).toMatch(/session has ended/);
  const upload = await receipts().upload(`${user.user.id}/${crypto.randomUUID()}.png`, TINY_PNG, {
    contentType: "image/png",
  });
  expect((upload.error as StorageApiError | null)?.statusCode).toBe("403");

  // The account's other session still works.
  expect((await user.client.storage.from("receipts").download(key)).error).toBeNull();
});

async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
