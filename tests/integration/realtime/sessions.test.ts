// Sessions that end (docs/api.md#sessions-that-end): an access token outlives its session, but once the
// session is gone (sign-out, a password reset) the Realtime stand-in closes the channels it opened,
// refuses new joins with it, and refuses it as a fresh `access_token`.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import {
  adminSql,
  anonClient,
  type NewUser,
  newUser,
  realtimeClient,
  watchChanges,
} from "../../support/index.ts";

let user: NewUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  user = await newUser();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await adminSql()`delete from auth.users where id = ${user.user.id}`;
});

async function connectedWith(accessToken: string): Promise<SupabaseClient> {
  const client = realtimeClient();
  clients.push(client);
  await client.realtime.setAuth(accessToken);
  return client;
}

const ownExpenses = () =>
  [{ event: "*", schema: "public", table: "expenses", filter: `user_id=eq.${user.user.id}` }] as const;

async function signIn() {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, token: data.session.access_token };
}

it("closes a channel once its session is signed out, saying why, and refuses to join with that token again", async () => {
  const { client: device, token } = await signIn();
  const watched = await watchChanges(await connectedWith(token), "signed-out", [...ownExpenses()]);

  expect((await device.auth.signOut({ scope: "local" })).error).toBeNull();
  await watched.waitForStatus("CLOSED", 1, 20_000);
  expect(watched.system).toContainEqual(
    expect.objectContaining({ status: "error", message: expect.stringMatching(/session has ended/) }),
  );

  await expect(
    watchChanges(await connectedWith(token), "after-sign-out", [...ownExpenses()]),
  ).rejects.toThrow(/session has ended/);
});

it("closes a channel given a fresh access token whose session has ended", async () => {
  const first = await signIn();
  const second = await signIn();
  const client = await connectedWith(first.token);
  const watched = await watchChanges(client, "refreshed-with-ended", [...ownExpenses()]);
  expect((await second.client.auth.signOut({ scope: "local" })).error).toBeNull();

  await client.realtime.setAuth(second.token);
  await watched.waitForStatus("CLOSED", 1);
  expect(watched.system).toContainEqual(
    expect.objectContaining({ status: "error", message: expect.stringMatching(/session has ended/) }),
  );
});
