// A household's private Realtime channel (docs/product.md "Households", "Live"), driven through
// supabase-js as the app drives it: `channel("household:<id>", { config: { private: true } })`. The
// database broadcasts (triggers → realtime.send), RLS on realtime.messages decides who may join and
// receive, and the Realtime stand-in delivers as hosted Realtime does.
import type { RealtimeChannel, SupabaseClient } from "@supabase/supabase-js";
import { afterEach, describe, expect, it } from "vitest";
import { adminSql, realtimeClient } from "../../support/index.ts";
import { call, signedInUser, testApp } from "../api/api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;
const clients: SupabaseClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.removeAllChannels()));
});

interface Received {
  event: string;
  payload: Record<string, unknown>;
  meta?: { id?: string };
}

interface Listener {
  channel: RealtimeChannel;
  received: Received[];
  /** The first message (already received or still to come) that matches. */
  waitFor(match: (message: Received) => boolean): Promise<Received>;
}

function waitUntil<T>(probe: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const found = probe();
      if (found !== undefined) {
        clearInterval(timer);
        resolve(found);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

/**
 * Joins a household's private channel as `user` (or signed out): the listener once SUBSCRIBED, or
 * the server's reason when the join is refused.
 */
async function listen(
  householdId: string,
  user: User | null,
  vsn: "1.0.0" | "2.0.0" = "1.0.0",
): Promise<Listener | { refused: string }> {
  const client = realtimeClient({ vsn });
  clients.push(client);
  if (user) await client.realtime.setAuth(user.token);
  const received: Received[] = [];
  const channel = client
    .channel(`household:${householdId}`, { config: { private: true } })
    .on("broadcast", { event: "*" }, (message: Received) => received.push(message));
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") {
        resolve({
          channel,
          received,
          waitFor: (match) => waitUntil(() => received.find(match), "a matching broadcast"),
        });
      } else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") {
        void client.removeChannel(channel);
        resolve({ refused: error?.message ?? status });
      }
    });
  });
}

function joined(listener: Listener | { refused: string }): Listener {
  if ("refused" in listener) throw new Error(`join refused: ${listener.refused}`);
  return listener;
}

async function householdWith(owner: User, name = "Flat 302") {
  const created = await call(app, "POST", "/households", { token: owner.token, body: { name } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

async function inviteAndJoin(owner: User, id: string, joiner: User) {
  const invite = await call(app, "POST", `/households/${id}/invites`, { token: owner.token });
  const answer = await call(app, "POST", "/households/join", {
    token: joiner.token,
    body: { code: invite.body.code },
  });
  expect(answer.status).toBe(201);
}

const rename = (owner: User, id: string, name: string) =>
  call(app, "PATCH", `/households/${id}`, { token: owner.token, body: { name } });

const record = (message: Received) => message.payload.record as Record<string, unknown> | null;
const activityOf = (kind: string) => (message: Received) =>
  message.event === "activity" && record(message)?.kind === kind;

describe.each(["1.0.0", "2.0.0"] as const)("a household's private channel over vsn %s", (vsn) => {
  it("delivers membership and activity changes to a member, shaped as realtime.broadcast_changes shapes them", async () => {
    const [owner, member] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const id = await householdWith(owner);
    const ownerListens = joined(await listen(id, owner, vsn));

    await inviteAndJoin(owner, id, member);

    // The owner's own row, written before the join, may still be on its way: wait for the new member's.
    const memberRow = await ownerListens.waitFor(
      (m) => m.event === "member" && record(m)?.user_id === member.id,
    );
    expect(memberRow.payload).toEqual({
      id: expect.any(String),
      operation: "INSERT",
      schema: "public",
      table: "household_members",
      old_record: null,
      record: expect.objectContaining({
        household_id: id,
        user_id: member.id,
        role: "member",
        left_at: null,
      }),
    });
    // The message's id travels in meta, as hosted sends a message from the database.
    expect(memberRow.meta).toEqual({ id: memberRow.payload.id });
    const joinedLine = await ownerListens.waitFor(activityOf("joined"));
    expect(joinedLine.payload).toMatchObject({
      operation: "INSERT",
      schema: "public",
      table: "household_activity",
      record: { household_id: id, kind: "joined", actor_id: member.id },
    });

    // The new member hears the owner's rename too.
    const memberListens = joined(await listen(id, member, vsn));
    expect((await rename(owner, id, "Flat 303")).status).toBe(200);
    const renamed = await memberListens.waitFor(activityOf("renamed"));
    expect(record(renamed)?.details).toEqual({ from: "Flat 302", to: "Flat 303" });
  });
});

describe("who may listen to a household", () => {
  it("refuses a non-member and a signed-out socket at the join with hosted Realtime's reason", async () => {
    const [owner, stranger] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const id = await householdWith(owner);
    const reason = `Unauthorized: You do not have permissions to read from this Channel topic: household:${id}`;

    expect(await listen(id, stranger)).toEqual({ refused: reason });
    expect(await listen(id, null)).toEqual({ refused: reason });
    // A member of another household is a stranger here too.
    const otherId = await householdWith(stranger, "Goa trip");
    joined(await listen(otherId, stranger));
    expect(await listen(id, stranger)).toEqual({ refused: reason });

    // The join's check left nothing behind in realtime.messages.
    const [probes] = await adminSql()<{ count: number }[]>`
      select count(*)::int as count from realtime.messages where payload is null`;
    expect(probes?.count).toBe(0);
  });

  it("sends a member who leaves, or is removed, nothing from then on, and refuses their next join", async () => {
    const [owner, leaver, removed] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const id = await householdWith(owner);
    await inviteAndJoin(owner, id, leaver);
    await inviteAndJoin(owner, id, removed);
    const ownerListens = joined(await listen(id, owner));
    const leaverListens = joined(await listen(id, leaver));
    const removedListens = joined(await listen(id, removed));

    expect((await call(app, "POST", `/households/${id}/leave`, { token: leaver.token })).status).toBe(200);
    expect(
      (await call(app, "DELETE", `/households/${id}/members/${removed.id}`, { token: owner.token })).status,
    ).toBe(200);
    await ownerListens.waitFor(activityOf("removed"));
    expect((await rename(owner, id, "Flat 303")).status).toBe(200);
    // Messages go out in commit order, each checked for every listener: once the owner has the rename,
    // the two former members' checks for it (and for their own leaving) were made.
    await ownerListens.waitFor(activityOf("renamed"));
    expect(leaverListens.received.filter(activityOf("renamed"))).toEqual([]);
    expect(leaverListens.received.filter(activityOf("left"))).toEqual([]);
    expect(removedListens.received.filter(activityOf("renamed"))).toEqual([]);
    expect(removedListens.received.filter(activityOf("removed"))).toEqual([]);

    const reason = `Unauthorized: You do not have permissions to read from this Channel topic: household:${id}`;
    expect(await listen(id, leaver)).toEqual({ refused: reason });
    expect(await listen(id, removed)).toEqual({ refused: reason });
  });

  it("lets no client send on the topic: only the database broadcasts", async () => {
    const owner = await signedInUser(app);
    const id = await householdWith(owner);
    const claims = JSON.stringify({ sub: owner.id, role: "authenticated" });
    const sql = adminSql();
    const sent = await sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${claims}, true), set_config('role', 'authenticated', true)`;
      // realtime.send turns the refused insert into a warning, as hosted does.
      await tx`select realtime.send('{"forged": true}'::jsonb, 'activity', ${`household:${id}`}, true)`;
      await tx`select set_config('role', 'none', true)`;
      return tx<{ count: number }[]>`
        select count(*)::int as count from realtime.messages where payload ? 'forged'`;
    });
    expect(sent[0]?.count).toBe(0);
  });
});

describe("the broadcast trigger", () => {
  it("does not get in the write's way when nobody listens: the change is saved and its message kept", async () => {
    const owner = await signedInUser(app);
    const id = await householdWith(owner);
    expect((await rename(owner, id, "Family")).status).toBe(200);

    const messages = await adminSql()<
      { event: string; private: boolean; extension: string; operation: string; kind: string | null }[]
    >`
      select event, private, extension, payload ->> 'operation' as operation,
             payload -> 'record' ->> 'kind' as kind
      from realtime.messages where topic = ${`household:${id}`}
      order by inserted_at, event`;
    expect(messages).toEqual(
      expect.arrayContaining([
        { event: "activity", private: true, extension: "broadcast", operation: "INSERT", kind: "created" },
        { event: "activity", private: true, extension: "broadcast", operation: "INSERT", kind: "renamed" },
        { event: "member", private: true, extension: "broadcast", operation: "INSERT", kind: null },
      ]),
    );
    const [row] = await adminSql()<{ name: string }[]>`select name from public.households where id = ${id}`;
    expect(row?.name).toBe("Family");
  });

  it("keeps a public channel of the same name out of the household's private messages", async () => {
    const owner = await signedInUser(app);
    const id = await householdWith(owner);
    const ownerListens = joined(await listen(id, owner));
    const client = realtimeClient();
    clients.push(client);
    await client.realtime.setAuth(owner.token);
    const overheard: unknown[] = [];
    await new Promise<void>((resolve) => {
      client
        .channel(`household:${id}`)
        .on("broadcast", { event: "*" }, (message) => overheard.push(message))
        .subscribe((status) => status === "SUBSCRIBED" && resolve());
    });
    expect((await rename(owner, id, "Family")).status).toBe(200);
    await ownerListens.waitFor(activityOf("renamed"));
    expect(overheard).toEqual([]);
  });
});

describe("shared expenses on the household's channel", () => {
  it("announces a shared expense's add, edit and delete to members, with its id and no fields; a personal expense is never sent", async () => {
    const [owner, member] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const id = await householdWith(owner);
    await inviteAndJoin(owner, id, member);
    const ownerListens = joined(await listen(id, owner));
    const expenseEvent = (operation: string, expenseId: string) => (message: Received) =>
      message.event === "expense" &&
      message.payload.operation === operation &&
      message.payload.expense_id === expenseId;

    const personal = await call(app, "POST", "/expenses", {
      token: member.token,
      body: { amount: "80", category: "Food" },
    });
    expect(personal.status).toBe(201);
    const dinner = await call(app, "POST", "/expenses", {
      token: member.token,
      body: {
        amount: "3000",
        category: "Food",
        description: "Dinner",
        householdId: id,
        split: { mode: "equal", members: [owner.id, member.id] },
      },
    });
    expect(dinner.status).toBe(201);
    const added = await ownerListens.waitFor(expenseEvent("INSERT", dinner.body.id));
    // Realtime adds the message's own id, as to every message from the database.
    expect(added.payload).toEqual({
      operation: "INSERT",
      table: "expenses",
      expense_id: dinner.body.id,
      id: expect.any(String),
    });

    const edited = await call(app, "PATCH", `/expenses/${dinner.body.id}`, {
      token: member.token,
      body: { description: "Dinner at Toit" },
    });
    expect(edited.status).toBe(200);
    await ownerListens.waitFor(expenseEvent("UPDATE", dinner.body.id));
    expect((await call(app, "DELETE", `/expenses/${dinner.body.id}`, { token: member.token })).status).toBe(
      200,
    );
    await ownerListens.waitFor(expenseEvent("DELETE", dinner.body.id));

    const sent = await adminSql()<{ id: string | null }[]>`
      select payload ->> 'expense_id' as id from realtime.messages
      where topic = ${`household:${id}`} and event = 'expense'`;
    expect(new Set(sent.map((row) => row.id))).toEqual(new Set([dinner.body.id]));
    expect(ownerListens.received.some((message) => JSON.stringify(message).includes("Dinner"))).toBe(false);
  });
});

describe("settlements on the household's channel", () => {
  it("announces a settlement recorded and undone to members, with its id only", async () => {
    const [owner, member] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const id = await householdWith(owner);
    await inviteAndJoin(owner, id, member);
    const ownerListens = joined(await listen(id, owner));
    const settlementEvent = (operation: string, settlementId: string) => (message: Received) =>
      message.event === "settlement" &&
      message.payload.operation === operation &&
      message.payload.settlement_id === settlementId;

    const paid = await call(app, "POST", `/households/${id}/settlements`, {
      token: member.token,
      body: { to: owner.id, amount: "500" },
    });
    expect(paid.status).toBe(201);
    const added = await ownerListens.waitFor(settlementEvent("INSERT", paid.body.id));
    expect(added.payload).toEqual({
      operation: "INSERT",
      table: "household_settlements",
      settlement_id: paid.body.id,
      id: expect.any(String),
    });
    const undone = await call(app, "DELETE", `/households/${id}/settlements/${paid.body.id}`, {
      token: member.token,
    });
    expect(undone.status).toBe(200);
    await ownerListens.waitFor(settlementEvent("UPDATE", paid.body.id));
  });
});
