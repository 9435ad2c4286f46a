// The Realtime stand-in's limits (docs/realtime-standin.md#limits), as hosted Realtime refuses a join:
// 100 channels per connection, 100 `postgres_changes` bindings per join, and a project-wide rate of
// joins per second. And one account's many channels do not hold up another user's changes.
import type { SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { StackConfig } from "../../../local/config.ts";
import type { ServiceContext } from "../../../local/context.ts";
import { type RunningGateway, startGateway } from "../../../local/gateway.ts";
import { freePort } from "../../../local/ports.ts";
import { createRealtimeService } from "../../../local/realtime/app.ts";
import {
  adminSql,
  type Binding,
  type NewUser,
  newUser,
  realtimeClient,
  stack,
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

async function signedIn(user: NewUser): Promise<SupabaseClient> {
  const client = realtimeClient();
  clients.push(client);
  await client.realtime.setAuth(user.session.access_token);
  return client;
}

const ownExpenses = (user: NewUser): Binding => ({
  event: "INSERT",
  schema: "public",
  table: "expenses",
  filter: `user_id=eq.${user.user.id}`,
});

describe("channels per connection", () => {
  it("refuses the 101st channel of one socket as hosted does, and a channel left frees a place", async () => {
    const client = await signedIn(asha);
    const joined = await Promise.all(
      Array.from({ length: 100 }, (_, i) => watchChanges(client, `many-${i}`, [ownExpenses(asha)])),
    );
    await expect(watchChanges(client, "one-too-many", [ownExpenses(asha)])).rejects.toThrow(
      "ChannelRateLimitReached: Too many channels",
    );
    // realtime-js keeps retrying a refused join: the test gives that channel up.
    for (const refused of client.getChannels().filter((c) => c.topic === "realtime:one-too-many")) {
      await client.removeChannel(refused);
    }

    const [first] = joined;
    if (first) await client.removeChannel(first.channel);
    await watchChanges(client, "in-the-freed-place", [ownExpenses(asha)]);
  });

  it("still delivers a user's change at once while another account holds 100 channels", async () => {
    const raviClient = await signedIn(ravi);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => watchChanges(raviClient, `ravi-${i}`, [ownExpenses(ravi)])),
    );
    const ashaWatch = await watchChanges(await signedIn(asha), "asha", [ownExpenses(asha)]);
    const [row] = await adminSql()<{ id: string }[]>`
      insert into public.expenses (user_id, amount, category) values (${asha.user.id}, 7, 'Food') returning id`;
    const change = await ashaWatch.waitForChange((c) => (c.new as { id?: string }).id === row?.id);
    expect(change.eventType).toBe("INSERT");
  });
});

describe("bindings per join", () => {
  it("refuses a join with more than 100 postgres_changes bindings, naming the limit", async () => {
    const client = await signedIn(asha);
    const bindings = Array.from({ length: 101 }, () => ownExpenses(asha));
    await expect(watchChanges(client, "bindings", bindings)).rejects.toThrow(
      /Too many postgres_changes bindings: at most 100 per channel/,
    );
    await watchChanges(client, "bindings-100", bindings.slice(0, 100));
  });
});

describe("joins per second", () => {
  // A Realtime service of its own (on the shared database), so the flood slows no other test's joins.
  let sql: postgres.Sql;
  let gateway: RunningGateway;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    sql = postgres(stack().urls.db, { max: 3, onnotice: () => {} });
    const config: StackConfig = {
      dataDir: "",
      host: "127.0.0.1",
      ports: { gateway: port, db: Number(new URL(stack().urls.db).port), inbox: 0, smtp: 0, web: 0 },
    };
    const ctx: ServiceContext = {
      sql,
      config,
      keys: stack().keys,
      gatewayUrl: `http://127.0.0.1:${port}`,
      siteUrl: "",
    };
    gateway = await startGateway({
      host: "127.0.0.1",
      port,
      keys: stack().keys,
      realtime: createRealtimeService(ctx, { log: () => {} }),
      functionOrigin: () => undefined,
    });
  });

  afterAll(async () => {
    await gateway.stop();
    await sql.end();
  });

  it("refuses joins over the project's rate with hosted's reason, and the socket stays usable", async () => {
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${stack().keys.publishableKey}&vsn=1.0.0`,
    );
    const replies = new Map<string, { status: string; response: { reason?: string } }>();
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as { ref: string | null; event: string; payload: never };
      if (message.event === "phx_reply" && message.ref) replies.set(message.ref, message.payload);
    });
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const join = (ref: number) =>
      socket.send(
        JSON.stringify({
          join_ref: String(ref),
          ref: String(ref),
          topic: "realtime:flood",
          event: "phx_join",
          payload: { config: { postgres_changes: [] } },
        }),
      );
    const FLOOD = 2_000;
    for (let ref = 1; ref <= FLOOD; ref++) join(ref);
    await until(() => replies.size === FLOOD);
    const refused = [...replies.values()].filter((reply) => reply.status === "error");
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((reply) => reply.response.reason))).toEqual(
      new Set(["ClientJoinRateLimitReached: Too many joins per second"]),
    );

    // Once the second has passed, joins are accepted again on the same socket.
    let ref = FLOOD;
    await until(() => {
      const last = replies.get(String(ref));
      if (last?.status === "ok") return true;
      if (last) join(++ref);
      return false;
    });
    socket.close();
  });
});

function until(probe: () => boolean, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (probe()) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }
    }, 20);
  });
}
