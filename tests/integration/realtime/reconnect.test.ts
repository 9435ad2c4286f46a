// A gateway restart drops every WebSocket: supabase-js reconnects by itself and rejoins its channels, and
// changes flow again. The test runs a gateway of its own (on the shared database) so that stopping it
// disturbs no other test.
import type { SupabaseClient } from "@supabase/supabase-js";
import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { StackConfig } from "../../../local/config.ts";
import type { ServiceContext } from "../../../local/context.ts";
import { type RunningGateway, startGateway } from "../../../local/gateway.ts";
import { freePort } from "../../../local/ports.ts";
import { createRealtimeService } from "../../../local/realtime/app.ts";
import { adminSql, type NewUser, newUser, realtimeClient, stack, watchChanges } from "../../support/index.ts";

let user: NewUser;
let client: SupabaseClient;
let sql: postgres.Sql;
let ctx: ServiceContext;
let port: number;
let gateway: RunningGateway | undefined;

function startOwnGateway(): Promise<RunningGateway> {
  return startGateway({
    host: "127.0.0.1",
    port,
    keys: stack().keys,
    realtime: createRealtimeService(ctx, { log: () => {} }),
    functionOrigin: () => undefined,
  });
}

beforeAll(async () => {
  user = await newUser();
  port = await freePort();
  sql = postgres(stack().urls.db, { max: 3, onnotice: () => {} });
  const dbPort = Number(new URL(stack().urls.db).port);
  const config: StackConfig = {
    dataDir: "",
    host: "127.0.0.1",
    ports: { gateway: port, db: dbPort, inbox: 0, smtp: 0, web: 0 },
  };
  ctx = { sql, config, keys: stack().keys, gatewayUrl: `http://127.0.0.1:${port}`, siteUrl: "" };
  gateway = await startOwnGateway();
});

afterAll(async () => {
  await client?.removeAllChannels();
  await gateway?.stop();
  await sql.end();
  await adminSql()`delete from auth.users where id = ${user.user.id}`;
});

const addExpense = async (amount: string) => {
  const [row] = await adminSql()<{ id: string }[]>`
    insert into public.expenses (user_id, amount, category) values (${user.user.id}, ${amount}, 'Food') returning id`;
  return row?.id as string;
};

it("rejoins after the gateway restarts and delivers changes again", async () => {
  client = realtimeClient({ gatewayUrl: `http://127.0.0.1:${port}` });
  await client.realtime.setAuth(user.session.access_token);
  const watched = await watchChanges(client, "restart", [
    { event: "INSERT", schema: "public", table: "expenses", filter: `user_id=eq.${user.user.id}` },
  ]);
  const before = await addExpense("1");
  await watched.waitForChange((c) => (c.new as { id?: string }).id === before, 15_000);

  await gateway?.stop();
  gateway = undefined;
  await watched.waitForStatus("CHANNEL_ERROR", 1);
  // Written while no gateway runs: gone for good, as with hosted Realtime (the app refetches on rejoin).
  await addExpense("2");
  gateway = await startOwnGateway();

  // realtime-js retries after 1 s, 2 s, 5 s …
  await watched.waitForStatus("SUBSCRIBED", 2, 20_000);
  const after = await addExpense("3");
  // A rejoined channel's first change can queue behind the new gateway's start-up on a busy machine.
  const change = await watched.waitForChange((c) => (c.new as { id?: string }).id === after, 15_000);
  expect(change.eventType).toBe("INSERT");
  expect(watched.statuses).toEqual(["SUBSCRIBED", "CHANNEL_ERROR", "SUBSCRIBED"]);
});
