// A signed-in request's transaction pays for its set-up (BEGIN, role, claims, timeouts) no round trip
// of its own: BEGIN, the set-up and the first query leave together, then COMMIT (docs/api.md,
// "Database limits"). Counted on the wire, through a TCP relay in front of Postgres: a round trip is
// the client speaking again after the server has answered.
import net from "node:net";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withUser } from "../../../supabase/functions/api/db/with-user.ts";
import { stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

let relay: net.Server;
let roundTrips = 0;
let serverSpoke = true;

beforeAll(async () => {
  const target = new URL(stack().urls.db);
  relay = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    client.on("data", (chunk) => {
      if (serverSpoke) roundTrips++;
      serverSpoke = false;
      server.write(chunk);
    });
    server.on("data", (chunk) => {
      serverSpoke = true;
      client.write(chunk);
    });
    client.on("close", () => server.destroy());
    server.on("close", () => client.destroy());
    client.on("error", () => server.destroy());
    server.on("error", () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
});

const relayedUrl = () => {
  const url = new URL(stack().urls.db);
  url.hostname = "127.0.0.1";
  url.port = String((relay.address() as net.AddressInfo).port);
  return url.toString();
};

// One connection, so every statement of the request is on the counted wire.
let sql: postgres.Sql;
afterAll(async () => {
  await sql?.end({ timeout: 2 });
  await new Promise((resolve) => relay.close(resolve));
});

describe("a signed-in request's database round trips", () => {
  it("GET /api/analytics/daily-limit: set-up and query in one round trip, COMMIT in a second", async () => {
    sql = postgres(relayedUrl(), { max: 1, onnotice: () => {} });
    const app = testApp({ sql });
    const user = await signedInUser(app);
    // The first read connects, prepares the statements and checks the session (remembered for 5 s).
    const warm = await call(app, "GET", "/analytics/daily-limit", { token: user.token });
    expect(warm.status).toBe(200);

    roundTrips = 0;
    serverSpoke = true;
    const read = await call(app, "GET", "/analytics/daily-limit", { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(warm.body);
    expect(roundTrips).toBe(2);

    // The connection goes back to the pool as the function's own role, with no caller's claims.
    const [after] = await sql<{ role: string; claims: string }[]>`
      select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`;
    expect(after?.role).not.toBe("authenticated");
    expect(after?.claims).toBe("");
  });

  it("a transaction that fails leaves the connection as the function's own role too", async () => {
    const user = await signedInUser(testApp({ sql }));
    const claims = JSON.parse(Buffer.from(user.token.split(".")[1] as string, "base64url").toString("utf8"));
    const failed = await withUser(sql, claims, (tx) => tx`select 1 / 0`).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    const [after] = await sql<{ role: string }[]>`select current_user as role`;
    expect(after?.role).not.toBe("authenticated");
  });
});
