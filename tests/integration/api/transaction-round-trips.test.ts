// A signed-in request's transaction pays for its set-up (BEGIN, role, claims, timeouts) no round trip
// of its own: BEGIN, the set-up and the first query leave together, then COMMIT with the role's reset
// in the same simple-protocol message (docs/api.md, "Database limits"). Counted on the wire, through a
// TCP relay in front of Postgres: a round trip is the client speaking again after the server has
// answered; a statement sent is one the server answers with ReadyForQuery (a simple query, or an
// extended-protocol Sync).
import net from "node:net";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureDatabase, withService, withUser } from "../../../supabase/functions/api/db/with-user.ts";
import { stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

let relay: net.Server;
let roundTrips = 0;
let serverSpoke = true;
let readyForQuery = 0;
/** When set, the relay turns the next BEGIN into a syntax error on its way to the server. */
let breakNextBegin = false;

/** Counts the server's ReadyForQuery ('Z') messages; every backend message is type, int32 length, body. */
function countReadyForQuery() {
  let pending = Buffer.alloc(0);
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 5) {
      const length = pending.readInt32BE(1);
      if (pending.length < 1 + length) break;
      if (pending[0] === 0x5a) readyForQuery++;
      pending = pending.subarray(1 + length);
    }
  };
}

function breakBegin(chunk: Buffer): Buffer {
  const at = chunk.indexOf("begin ");
  if (!breakNextBegin || at < 0) return chunk;
  breakNextBegin = false;
  const broken = Buffer.from(chunk);
  broken.write("begix", at);
  return broken;
}

beforeAll(async () => {
  const target = new URL(stack().urls.db);
  relay = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    const count = countReadyForQuery();
    client.on("data", (chunk) => {
      if (serverSpoke) roundTrips++;
      serverSpoke = false;
      server.write(breakBegin(chunk));
    });
    server.on("data", (chunk) => {
      serverSpoke = true;
      count(chunk);
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

const resetCounts = () => {
  roundTrips = 0;
  readyForQuery = 0;
  serverSpoke = true;
};

async function connectionIdentity() {
  const [after] = await sql<{ role: string; claims: string }[]>`
    select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims`;
  return after;
}

describe("a signed-in request's database round trips", () => {
  it("GET /api/analytics/daily-limit: set-up and query in one round trip, COMMIT and the role's reset in one statement", async () => {
    sql = postgres(relayedUrl(), { max: 1, onnotice: () => {} });
    const app = testApp({ sql });
    const user = await signedInUser(app);
    // The first read connects, prepares the statements and checks the session (remembered for 5 s).
    const warm = await call(app, "GET", "/analytics/daily-limit", { token: user.token });
    expect(warm.status).toBe(200);

    resetCounts();
    const read = await call(app, "GET", "/analytics/daily-limit", { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(warm.body);
    expect(roundTrips).toBe(2);
    // BEGIN; role, claims and timeouts; the daily limit; "commit; set role none".
    expect(readyForQuery).toBe(4);

    // The connection goes back to the pool as the function's own role, with no caller's claims.
    const after = await connectionIdentity();
    expect(after?.role).not.toBe("authenticated");
    expect(after?.claims).toBe("");
  });

  it("GET /api/expenses?limit=10: the same two round trips and four statements", async () => {
    const app = testApp({ sql });
    const user = await signedInUser(app);
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Food", amount: "10", method: "manual" },
    });
    const warm = await call(app, "GET", "/expenses?limit=10", { token: user.token });
    expect(warm.status).toBe(200);

    resetCounts();
    const read = await call(app, "GET", "/expenses?limit=10", { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(warm.body);
    expect(roundTrips).toBe(2);
    expect(readyForQuery).toBe(4);
  });

  it("the set-up gives the caller's role, claims and timeouts, and the index order settings only to list pages; withService the timeouts", async () => {
    const limited = postgres(stack().urls.db, { max: 3, onnotice: () => {} });
    try {
      configureDatabase(limited, { statementTimeoutMs: 1234, lockTimeoutMs: 567 });
      const user = await signedInUser(testApp());
      const claims = JSON.parse(
        Buffer.from(user.token.split(".")[1] as string, "base64url").toString("utf8"),
      );
      const settings = (tx: postgres.TransactionSql) => tx<Record<string, string>[]>`
        select current_user as role, auth.uid()::text as uid,
          current_setting('request.jwt.claims') as claims,
          current_setting('statement_timeout') as "statementTimeout",
          current_setting('lock_timeout') as "lockTimeout",
          current_setting('enable_bitmapscan') as bitmap, current_setting('enable_sort') as sort`;
      const [plain] = await withUser(limited, claims, settings);
      const [list] = await withUser(limited, claims, settings, { indexOrder: true });
      const common = {
        role: "authenticated",
        uid: user.id,
        statementTimeout: "1234ms",
        lockTimeout: "567ms",
      };
      expect(plain).toMatchObject({ ...common, bitmap: "on", sort: "on" });
      expect(list).toMatchObject({ ...common, bitmap: "off", sort: "off" });
      expect(JSON.parse(plain?.claims as string)).toEqual(claims);
      // The function's own transactions get the same timeouts, as themselves (no role, no claims).
      const [service] = await withService(limited, settings);
      expect(service).toMatchObject({ statementTimeout: "1234ms", lockTimeout: "567ms", bitmap: "on" });
      expect(service?.role).not.toBe("authenticated");
      // All of it transaction-local (the role is set back after COMMIT).
      const [after] = await limited<Record<string, string>[]>`
        select current_user as role, current_setting('statement_timeout') as "statementTimeout",
          current_setting('enable_sort') as sort, coalesce(current_setting('request.jwt.claims', true), '') as claims`;
      expect(after).toMatchObject({
        statementTimeout: expect.not.stringMatching(/^1234ms$/),
        sort: "on",
        claims: "",
      });
      expect(after?.role).not.toBe("authenticated");
    } finally {
      await limited.end({ timeout: 2 });
    }
  });

  it("a transaction that fails leaves the connection as the function's own role too", async () => {
    const user = await signedInUser(testApp({ sql }));
    const claims = JSON.parse(Buffer.from(user.token.split(".")[1] as string, "base64url").toString("utf8"));
    const failed = await withUser(sql, claims, (tx) => tx`select 1 / 0`).catch((error: Error) => error);
    expect(failed).toBeInstanceOf(Error);
    expect((await connectionIdentity())?.role).not.toBe("authenticated");
  });

  it("a BEGIN that fails: the queries sent behind it run as `authenticated` without claims, then the role is set back", async () => {
    const app = testApp({ sql });
    const user = await signedInUser(app);
    const saved = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Food", amount: "10", method: "manual" },
    });
    expect(saved.status).toBe(201);
    const claims = JSON.parse(Buffer.from(user.token.split(".")[1] as string, "base64url").toString("utf8"));

    let seen: { role: string; claims: string; visible: number } | undefined;
    breakNextBegin = true;
    const failed = await withUser(sql, claims, async (tx) => {
      [seen] = await tx<{ role: string; claims: string; visible: number }[]>`
        select current_user as role, coalesce(current_setting('request.jwt.claims', true), '') as claims,
          (select count(*)::int from public.expenses) as visible`;
    }).catch((error: Error) => error);

    expect(breakNextBegin).toBe(false);
    expect(failed).toBeInstanceOf(Error);
    // Outside any transaction, yet under row-level security: the caller's own expense is not visible.
    expect(seen).toEqual({ role: "authenticated", claims: "", visible: 0 });
    expect(await connectionIdentity()).toMatchObject({
      role: expect.not.stringMatching(/^authenticated$/),
      claims: "",
    });
  });
});
