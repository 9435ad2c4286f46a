// The Realtime stand-in driven only through supabase-js (`client.channel(…).on("postgres_changes", …)`),
// with both protocol versions: joins, heartbeats, tokens, and row-level security deciding who gets a change.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminSql,
  type Change,
  type NewUser,
  newUser,
  realtimeClient,
  signAccessToken,
  watchChanges,
} from "../../support/index.ts";

let asha: NewUser;
let ravi: NewUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  [asha, ravi] = await Promise.all([newUser(), newUser()]);
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await adminSql()`delete from auth.users where id in ${adminSql()([asha.user.id, ravi.user.id])}`;
});

function connect(options: Parameters<typeof realtimeClient>[0] = {}): SupabaseClient {
  const client = realtimeClient(options);
  clients.push(client);
  return client;
}

async function signedIn(user: NewUser, options: Parameters<typeof realtimeClient>[0] = {}) {
  const client = connect(options);
  await client.realtime.setAuth(user.session.access_token);
  return client;
}

const addExpense = async (userId: string, amount: string, category = "Food") => {
  const [row] = await adminSql()<{ id: string }[]>`
    insert into public.expenses (user_id, amount, category) values (${userId}, ${amount}, ${category})
    returning id`;
  return row?.id as string;
};

const newRecord = (change: Change) => change.new as Record<string, unknown>;
const isInsertOf = (id: string) => (change: Change) =>
  change.eventType === "INSERT" && newRecord(change).id === id;

describe.each(["1.0.0", "2.0.0"] as const)("postgres_changes over vsn %s", (vsn) => {
  it("joins with the bindings echoed back, and delivers inserts, updates and deletes of the user's rows", async () => {
    const client = await signedIn(asha, { vsn });
    const watched = await watchChanges(client, `own-${vsn}`, [
      { event: "*", schema: "public", table: "expenses", filter: `user_id=eq.${asha.user.id}` },
    ]);
    expect(watched.statuses).toEqual(["SUBSCRIBED"]);
    const ready = await waitFor(() => watched.system[0]);
    expect(ready).toMatchObject({
      extension: "postgres_changes",
      status: "ok",
      message: "Subscribed to PostgreSQL",
    });

    const id = await addExpense(asha.user.id, "123.45");
    const inserted = await watched.waitForChange(isInsertOf(id));
    expect(inserted).toMatchObject({
      schema: "public",
      table: "expenses",
      eventType: "INSERT",
      errors: null,
    });
    expect(newRecord(inserted)).toMatchObject({
      id,
      user_id: asha.user.id,
      amount: 123.45,
      category: "Food",
    });
    expect(Date.parse(inserted.commit_timestamp)).not.toBeNaN();

    await adminSql()`update public.expenses set amount = 200 where id = ${id}`;
    const updated = await watched.waitForChange((c) => c.eventType === "UPDATE");
    expect(updated.new).toMatchObject({ id, amount: 200 });
    expect(updated.old).toMatchObject({ id, amount: 123.45 });

    await adminSql()`delete from public.expenses where id = ${id}`;
    const deleted = await watched.waitForChange((c) => c.eventType === "DELETE");
    // As hosted Realtime sends it when row-level security is on: the primary key only.
    expect(deleted.old).toEqual({ id });
  });

  it("answers heartbeats", async () => {
    const beats: string[] = [];
    const client = await signedIn(asha, {
      vsn,
      heartbeatIntervalMs: 100,
      heartbeatCallback: (status) => beats.push(status),
    });
    await watchChanges(client, `beat-${vsn}`, [{ event: "INSERT", schema: "public", table: "budgets" }]);
    await waitFor(() => (beats.filter((status) => status === "ok").length >= 3 ? true : undefined));
    expect(beats).not.toContain("timeout");
  });
});

describe("joining", () => {
  it("refuses a table that is not published, naming the parameters", async () => {
    const client = await signedIn(asha);
    await expect(
      watchChanges(client, "unpublished", [{ event: "*", schema: "public", table: "profiles" }]),
    ).rejects.toThrow(/Unable to subscribe to changes with given parameters.*table: profiles/);
  });

  it("refuses a filter on an unknown column or with an unsupported operator", async () => {
    const client = await signedIn(asha);
    await expect(
      watchChanges(client, "bad-column", [
        { event: "*", schema: "public", table: "expenses", filter: "owner=eq.1" },
      ]),
    ).rejects.toThrow(/column "owner" does not exist/);
    await expect(
      watchChanges(client, "bad-operator", [
        { event: "*", schema: "public", table: "expenses", filter: "amount=gt.10" },
      ]),
    ).rejects.toThrow(/"gt" is not supported/);
  });

  it("refuses an invalid access token", async () => {
    const client = connect();
    await client.realtime.setAuth(`${asha.session.access_token.slice(0, -4)}AAAA`);
    await expect(
      watchChanges(client, "forged", [{ event: "*", schema: "public", table: "expenses" }]),
    ).rejects.toThrow(/InvalidJWTToken/);
  });

  it("compares filter values in the column's type: an upper-case uuid still matches", async () => {
    const client = await signedIn(asha);
    const watched = await watchChanges(client, "upper", [
      {
        event: "INSERT",
        schema: "public",
        table: "expenses",
        filter: `user_id=eq.${asha.user.id.toUpperCase()}`,
      },
    ]);
    const id = await addExpense(asha.user.id, "5");
    await watched.waitForChange(isInsertOf(id));
  });
});

describe("row-level security decides who receives a change", () => {
  it("never sends a user another user's rows, even subscribed to the whole table or to their id", async () => {
    const ashaClient = await signedIn(asha);
    const raviClient = await signedIn(ravi);
    const ashaWatch = await watchChanges(ashaClient, "all-expenses", [
      { event: "*", schema: "public", table: "expenses" },
    ]);
    const raviWatch = await watchChanges(raviClient, "all-expenses", [
      { event: "*", schema: "public", table: "expenses" },
      { event: "*", schema: "public", table: "expenses", filter: `user_id=eq.${asha.user.id}` },
    ]);

    const ashaId = await addExpense(asha.user.id, "10");
    await ashaWatch.waitForChange(isInsertOf(ashaId));
    // One at a time: as with hosted Realtime, an insert or update is checked by reading the row back,
    // so a row already deleted again by then is not sent.
    await adminSql()`update public.expenses set amount = 11 where id = ${ashaId}`;
    await ashaWatch.waitForChange((c) => c.eventType === "UPDATE");
    await adminSql()`delete from public.expenses where id = ${ashaId}`;
    await ashaWatch.waitForChange((c) => c.eventType === "DELETE");

    // Changes are delivered in commit order: once Ravi has his own later row, he has had every chance
    // to get Asha's.
    const raviId = await addExpense(ravi.user.id, "20");
    await raviWatch.waitForChange(isInsertOf(raviId));
    expect(raviWatch.changes.map((c) => newRecord(c).user_id ?? "(deleted)")).toEqual([ravi.user.id]);
    expect(
      ashaWatch.changes.every((c) => c.eventType === "DELETE" || newRecord(c).user_id === asha.user.id),
    ).toBe(true);
    expect(ashaWatch.changes.map((c) => c.eventType)).toEqual(["INSERT", "UPDATE", "DELETE"]);
  });

  it("refuses a signed-out (anon) subscriber: the role may not read owner-only tables at all", async () => {
    const signedOut = connect();
    // As a signed-out supabase-js client does: its publishable key goes as the channel's access token.
    await signedOut.realtime.setAuth();
    expect(signedOut.realtime.accessTokenValue).toMatch(/^sb_publishable_/);
    await expect(
      watchChanges(signedOut, "anon", [{ event: "*", schema: "public", table: "expenses" }]),
    ).rejects.toThrow(/Unable to subscribe to changes with given parameters.*table: expenses/);
  });

  it("delivers budget alerts raised by the database to their owner only", async () => {
    await adminSql()`insert into public.budgets (user_id, amount) values (${asha.user.id}, 3000)
                     on conflict (user_id) do update set amount = 3000`;
    const ashaWatch = await watchChanges(await signedIn(asha), "alerts", [
      {
        event: "INSERT",
        schema: "public",
        table: "budget_notifications",
        filter: `user_id=eq.${asha.user.id}`,
      },
    ]);
    const raviWatch = await watchChanges(await signedIn(ravi), "alerts", [
      { event: "INSERT", schema: "public", table: "budget_notifications" },
      { event: "INSERT", schema: "public", table: "expenses", filter: `user_id=eq.${ravi.user.id}` },
    ]);
    await addExpense(asha.user.id, "2900");
    const alert = await ashaWatch.waitForChange((c) => newRecord(c).notification_type === "budget_80");
    expect(newRecord(alert).user_id).toBe(asha.user.id);
    // Ravi's own later expense arrives only after every earlier change was handled.
    const raviId = await addExpense(ravi.user.id, "1");
    await raviWatch.waitForChange(isInsertOf(raviId));
    expect(raviWatch.changes.map((c) => c.table)).toEqual(["expenses"]);
  });
});

describe("tokens", () => {
  it("keeps a channel whose token is refreshed before it expires", async () => {
    const client = connect();
    await client.realtime.setAuth(await signAccessToken(asha.user.id, 3));
    const watched = await watchChanges(client, "refreshed", [
      { event: "INSERT", schema: "public", table: "expenses", filter: `user_id=eq.${asha.user.id}` },
    ]);
    // supabase-js sends the new token as an `access_token` message on every joined channel.
    await client.realtime.setAuth(await signAccessToken(asha.user.id, 3600));
    await sleep(3_500);
    const id = await addExpense(asha.user.id, "40");
    await watched.waitForChange(isInsertOf(id));
    expect(watched.system.some((m) => m.status === "error")).toBe(false);
  });

  it("closes a channel whose token expires, saying so", async () => {
    const client = connect();
    await client.realtime.setAuth(await signAccessToken(asha.user.id, 2));
    const watched = await watchChanges(client, "expiring", [
      { event: "INSERT", schema: "public", table: "expenses", filter: `user_id=eq.${asha.user.id}` },
    ]);
    await watched.waitForStatus("CLOSED", 1, 6_000);
    expect(watched.system).toContainEqual(
      expect.objectContaining({
        extension: "system",
        status: "error",
        message: expect.stringMatching(/Token has expired/),
      }),
    );
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`nothing after ${timeoutMs} ms`);
    await sleep(20);
  }
}
