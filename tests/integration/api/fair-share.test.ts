// No request can starve the others: statements and lock waits are cut short with a 503, and one user
// never holds more than their share of the connection pool, so other users and /health keep answering.
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { withUser } from "../../../supabase/functions/api/db/with-user.ts";
import { fromDatabaseFailure } from "../../../supabase/functions/api/http/errors.ts";
import { adminSql, stack } from "../../support/index.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

// Its own small pool (4 connections, as a busy function instance would have), with short limits.
const sql = postgres(stack().urls.db, { max: 4, idle_timeout: 5, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 2 }));
const app = testApp({
  sql,
  database: { statementTimeoutMs: 1000, lockTimeoutMs: 400, perUserConcurrency: 1, maxWaitMs: 2000 },
});

async function claimsOf(token: string) {
  const [, payload] = token.split(".");
  return JSON.parse(Buffer.from(payload as string, "base64url").toString("utf8"));
}

describe("statement and lock timeouts", () => {
  it("stops a statement that runs too long with a 503 and Retry-After", async () => {
    const user = await signedInUser(app);
    const started = Date.now();
    const error = await withUser(sql, await claimsOf(user.token), (tx) => tx`select pg_sleep(9)`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    // What the API's error handler answers for it:
    const answer = fromDatabaseFailure(error);
    expect(answer?.status).toBe(503);
    expect(answer?.headers["Retry-After"]).toMatch(/^\d+$/);
    expect(answer?.message).toMatch(/took too long/);
    // The statement was cancelled, not merely abandoned: nothing is left sleeping in Postgres.
    expect(Date.now() - started).toBeLessThan(9000);
    const [left] = await adminSql()`
      select count(*)::int as n from pg_stat_activity where query like '%pg_sleep(9)%' and state = 'active'
        and pid <> pg_backend_pid()`;
    expect(left?.n).toBe(0);
  });
});

describe("one user cannot take the whole pool", () => {
  it("keeps other users and /health answering while one user's saves wait on a lock", async () => {
    const [owner, other] = [await signedInUser(app), await signedInUser(app)];
    expect(
      (await call(app, "POST", "/budget", { token: owner.token, body: { amount: "30000" } })).status,
    ).toBe(201);

    // Hold the owner's budget row: every save of theirs waits for it (the alert trigger locks it).
    let unlock = () => {};
    const held = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = adminSql().begin(async (tx) => {
      await tx`select id from public.budgets where user_id = ${owner.id} for update`;
      locked();
      await held;
    });
    await isLocked;

    const saves = Array.from({ length: 12 }, (_, i) =>
      call(app, "POST", "/expenses", {
        token: owner.token,
        body: { category: "Food & Dining", amount: String(10 + i) },
      }),
    );
    // Wait until one of the saves is really waiting on the lock.
    for (;;) {
      const [row] = await adminSql()`
        select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%insert into public.expenses%'`;
      if ((row?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const others = Promise.all([
      call(app, "GET", "/analytics/daily-limit", { token: other.token }),
      call(app, "GET", "/health"),
    ]);
    const answered = await Promise.race([
      others,
      new Promise<"stuck">((resolve) => setTimeout(() => resolve("stuck"), 10_000)),
    ]);
    expect(answered).not.toBe("stuck");
    const [dailyLimit, health] = answered as Awaited<typeof others>;
    expect(dailyLimit.status).toBe(200);
    expect(health.status).toBe(200);

    // The owner's saves did not wait forever either: each got a 503 with a message and Retry-After.
    const results = await Promise.all(saves);
    unlock();
    await holder;
    for (const res of results) {
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/try again/i);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    const [saved] = await adminSql()`
      select count(*)::int as n from public.expenses where user_id = ${owner.id}`;
    expect(saved?.n).toBe(0);
  });
});
