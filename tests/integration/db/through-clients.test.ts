// The schema seen through the official client, as the app sees it: sign-up through Auth runs the
// profile trigger, and the receipts bucket's policies hold for Storage uploads and downloads.
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient, type User } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { randomEmail, stack } from "../../support/index.ts";

// supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket; these tests
// never open a socket, so an inert transport will do.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

const anonClient = (): SupabaseClient =>
  createClient(stack().urls.gateway, stack().keys.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });

/** Signs a fresh user up through the Auth stand-in; the client is signed in as them. */
async function newUser(data: object = {}): Promise<{ client: SupabaseClient; user: User }> {
  const client = anonClient();
  const email = randomEmail("db");
  const signUp = await client.auth.signUp({ email, password: `Pw-${randomUUID()}`, options: { data } });
  if (signUp.error || !signUp.data.user) throw new Error(`signUp(${email}) failed: ${signUp.error?.message}`);
  return { client, user: signUp.data.user };
}

const jpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])], { type: "image/jpeg" });

describe("sign-up through Auth", () => {
  it("creates the profile from the sign-up data", async () => {
    const username = `Meera-${Date.now()}`;
    const { user } = await newUser({ username, country: "Australia" });
    const [profile] = await adminSql()`select username, country from profiles where id = ${user.id}`;
    expect(profile).toEqual({ username, country: "Australia" });
  });

  it("fails for a username that breaks the rule, and leaves no account behind", async () => {
    const email = randomEmail("badname");
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: "Str0ng-password",
      options: { data: { username: "-bad-" } },
    });
    // GoTrue answers 500 when a trigger refuses the new user (hosted: "Database error saving new
    // user"); the API validates usernames first so that people see a 400 with the rule instead.
    expect(error?.status).toBe(500);
    expect(data.user).toBeNull();
    const [row] = await adminSql()`select count(*)::int as n from auth.users where email = ${email}`;
    expect(row?.n).toBe(0);
  });
});

describe("receipts through Storage", () => {
  it("lets a user store and read receipts in their own folder only", async () => {
    const asha = await newUser();
    const ravi = await newUser();
    const path = `${asha.user.id}/${crypto.randomUUID()}.jpg`;

    const upload = await asha.client.storage
      .from("receipts")
      .upload(path, jpeg(), { contentType: "image/jpeg" });
    expect(upload.error).toBeNull();
    const own = await asha.client.storage.from("receipts").download(path);
    expect(own.error).toBeNull();

    const theirs = await ravi.client.storage.from("receipts").download(path);
    expect(theirs.error).not.toBeNull();
    const planted = await ravi.client.storage
      .from("receipts")
      .upload(`${asha.user.id}/planted.jpg`, jpeg(), { contentType: "image/jpeg" });
    expect(planted.error).not.toBeNull();
    const signed = await ravi.client.storage.from("receipts").createSignedUrl(path, 60);
    expect(signed.error).not.toBeNull();

    const anonymous = await anonClient().storage.from("receipts").download(path);
    expect(anonymous.error).not.toBeNull();
  });

  it("refuses files that are not JPEG, PNG or WebP", async () => {
    const asha = await newUser();
    const { error } = await asha.client.storage
      .from("receipts")
      .upload(`${asha.user.id}/notes.txt`, new Blob(["hello"], { type: "text/plain" }), {
        contentType: "text/plain",
      });
    expect(error).not.toBeNull();
  });
});
