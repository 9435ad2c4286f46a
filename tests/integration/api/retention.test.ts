// The scheduler's retention and alert steps (docs/product.md §4.30, docs/security.md) through
// POST /api/jobs/run with a set clock: message texts restored from an old backup become hashes, one
// user's failing row costing nobody else theirs; usage activity older than 90 days becomes per-day
// counts; the security log goes after a year; many exports or failed sign-ins in an hour alert admins.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { draftFromMessage } from "../../../src/features/expenses/capture/message-draft.ts";
import {
  EXPORTS_PER_ACCOUNT_HOUR,
  SIGNIN_FAILURES_HOUR,
} from "../../../supabase/functions/api/jobs/security-alerts.ts";
import { adminSql, inbox, stack } from "../../support/index.ts";
import { as, createUser } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const runJob = (now: string, ...users: { id: string }[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now, userIds: users.map((user) => user.id) },
  });

/** An expense as an old backup holds it: the message text in message_ref (no trigger ran). */
async function restoredWithText(userId: string, text: string): Promise<string> {
  const [row] = await adminSql().begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    return tx`
      insert into public.expenses (user_id, amount, category, method, message_ref)
      values (${userId}, 99, 'Others', 'message', ${text}) returning id::text as id`;
  });
  return row?.id as string;
}

const refOf = async (id: string) =>
  (await adminSql()`select message_ref from public.expenses where id = ${id}`)[0]?.message_ref ?? null;

describe("message texts from before", () => {
  it("become the app's hash, and a row that fails is left for the next run without stopping the others", async () => {
    const [asha, ravi, meena] = await Promise.all([createUser(), createUser(), createUser()]);
    const texts = {
      asha: "Rs 450 debited at Big Bazaar on 2 Nov",
      ravi: "Rs 80 paid to Chai Point on 3 Nov",
      meena: "Rs 60 paid to Metro card on 4 Nov",
    };
    const ashaRow = await restoredWithText(asha.id, texts.asha);
    const raviRow = await restoredWithText(ravi.id, texts.ravi);
    const meenaRow = await restoredWithText(meena.id, texts.meena);
    // Meena's second copy of one message: it hashes to the reference her first copy will hold.
    const meenaCopy = await restoredWithText(meena.id, `  ${texts.meena.toUpperCase()}`);

    // Ravi is saving the same message at this very moment: his row cannot take the hash until that
    // save ends (the unique index waits, then the job's lock timeout gives up on that row alone).
    let first: Awaited<ReturnType<typeof runJob>> | undefined;
    await adminSql()
      .begin(async (tx) => {
        await tx`insert into public.expenses (user_id, amount, category, message_ref)
          values (${ravi.id}, 80, 'Others', ${draftFromMessage(texts.ravi).messageRef})`;
        first = await runJob("2026-11-27T10:00:00+05:30", asha, ravi, meena);
        throw new Error("rolled back");
      })
      .catch((error: Error) => {
        if (error.message !== "rolled back") throw error;
      });
    expect(first?.status).toBe(200);
    expect(first?.body.retention.messageRefs).toEqual({ reduced: 3, failed: 1 });
    expect(await refOf(ashaRow)).toBe(draftFromMessage(texts.asha).messageRef);
    expect(await refOf(raviRow)).toBe(texts.ravi);
    const meenaRefs = [await refOf(meenaRow), await refOf(meenaCopy)];
    expect(meenaRefs.filter((ref) => ref === draftFromMessage(texts.meena).messageRef)).toHaveLength(1);
    expect(meenaRefs.filter((ref) => ref === null)).toHaveLength(1);

    // The next run converts Ravi's; then nothing is left to do.
    const second = await runJob("2026-11-27T10:01:00+05:30", asha, ravi, meena);
    expect(second.body.retention.messageRefs).toEqual({ reduced: 1, failed: 0 });
    expect(await refOf(raviRow)).toBe(draftFromMessage(texts.ravi).messageRef);
    const third = await runJob("2026-11-27T10:02:00+05:30", asha, ravi, meena);
    expect(third.body.retention.messageRefs).toEqual({ reduced: 0, failed: 0 });
  });
});

describe("usage activity", () => {
  it("older than 90 days becomes counts per day and type, without users or details", async () => {
    const [asha, ravi] = await Promise.all([createUser(), createUser()]);
    const sql = adminSql();
    // The run is on 27 Nov 2026 (Indian day): 29 Aug 2026 is 90 days before and stays.
    const rows = [
      [asha.id, "2026-08-01", "login"],
      [asha.id, "2026-08-01", "login"],
      [ravi.id, "2026-08-01", "login"],
      [asha.id, "2026-08-01", "expense_added"],
      [ravi.id, "2026-08-28", "login"],
      [asha.id, "2026-08-29", "login"],
    ];
    for (const [userId, day, type] of rows) {
      await sql`insert into public.user_activity (user_id, activity_date, activity_type, activity_data)
        values (${userId as string}, ${day as string}, ${type as string}, ${sql.json({ category: "Rent" })})`;
    }
    const counts = async () =>
      Object.fromEntries(
        (
          await sql<{ key: string; events: number; users: number }[]>`
            select activity_date::text || ' ' || activity_type as key, events, users
            from private.usage_daily_counts
            where activity_date in ('2026-08-01', '2026-08-28', '2026-08-29')`
        ).map((row) => [row.key, { events: row.events, users: row.users }]),
      );
    const before = await counts();
    const added = (key: string, field: "events" | "users") =>
      (after[key]?.[field] ?? 0) - (before[key]?.[field] ?? 0);

    // The admins' usage per day over the last year (while these days are in it) stays what it was.
    const admin = await createUser({ appMetadata: { role: "admin" } });
    const usage = async () => {
      const [stats] = await as(admin, (tx) => tx`select daily_usage from private.admin_activity_stats(366)`);
      const days = stats?.daily_usage as Record<string, number>;
      return [days["2026-08-01"], days["2026-08-28"]];
    };
    const usageBefore = await usage();

    const res = await runJob("2026-11-27T10:00:00+05:30", asha, ravi);
    expect(res.status).toBe(200);
    expect(res.body.retention.activity).toEqual({ days: 2, rows: 5 });
    expect(await usage()).toEqual(usageBefore);
    const after = await counts();
    expect(added("2026-08-01 login", "events")).toBe(3);
    expect(added("2026-08-01 login", "users")).toBe(2);
    expect(added("2026-08-01 expense_added", "events")).toBe(1);
    expect(added("2026-08-28 login", "events")).toBe(1);
    expect(after["2026-08-29 login"]).toEqual(before["2026-08-29 login"]);
    const left = await sql`
      select activity_date::text as day from public.user_activity
      where user_id in (${asha.id}, ${ravi.id}) order by 1`;
    expect(left.map((row) => row.day)).toEqual(["2026-08-29"]);
  });
});

describe("the security log", () => {
  it("records failed sign-ins and exports without the e-mail or address in clear", async () => {
    const user = await signedInUser(app);
    const wrong = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: user.email, password: "not-the-password1" },
      ip: "203.0.113.77",
    });
    expect(wrong.status).toBe(401);
    const exported = await call(app, "GET", "/expenses/export", { token: user.token });
    expect(exported.status).toBe(200);
    const events = await adminSql()`
      select kind, account_hash, client_hash from api_private.security_events
      where user_id = ${user.id} order by id`;
    expect(events.map((event) => event.kind)).toEqual(["signin_failed", "export"]);
    expect(events[0]?.account_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(events[0]?.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(events)).not.toContain(user.email);
  });

  it("is kept one year, then deleted by the job", async () => {
    const user = await createUser();
    await adminSql()`
      insert into api_private.security_events (kind, user_id, occurred_at)
      values ('signin', ${user.id}, '2025-11-27T04:29:00Z'), ('signin', ${user.id}, '2025-11-27T04:31:00Z')`;
    const res = await runJob("2026-11-27T10:00:00+05:30", user);
    expect(res.body.retention.securityEvents).toEqual({ deleted: 1 });
    const left = await adminSql()`
      select occurred_at from api_private.security_events where user_id = ${user.id}`;
    expect(left.map((row) => (row.occurred_at as Date).toISOString())).toEqual(["2025-11-27T04:31:00.000Z"]);
  });
});

describe("security alerts", () => {
  const events = (userId: string, kind: string, count: number, at: string) =>
    adminSql()`
      insert into api_private.security_events (kind, user_id, occurred_at)
      select ${kind}, ${userId}, ${at}::timestamptz + n * interval '1 second' from generate_series(1, ${count}) n`;

  it("e-mails the admins once when an account exports too often in an hour", async () => {
    const admin = await createUser({
      appMetadata: { role: "admin" },
      email: `admin-${randomUUID().slice(0, 8)}@example.test`,
    });
    const [busy, calm] = await Promise.all([createUser(), createUser()]);
    await events(busy.id, "export", EXPORTS_PER_ACCOUNT_HOUR + 1, "2026-11-20T10:10:00Z");
    await events(calm.id, "export", EXPORTS_PER_ACCOUNT_HOUR, "2026-11-20T10:10:00Z");
    // An hour that ended before: not counted.
    await events(calm.id, "export", 5, "2026-11-20T08:00:00Z");

    const res = await runJob("2026-11-20T11:00:00Z", busy, calm);
    expect(res.body.securityAlerts).toEqual({ raised: 1 });
    const alerts = await adminSql()`
      select rule, subject, event_count from api_private.security_alerts where subject in (${busy.id}, ${calm.id})`;
    expect(alerts).toEqual([
      { rule: "exports_per_account", subject: busy.id, event_count: EXPORTS_PER_ACCOUNT_HOUR + 1 },
    ]);
    const mail = await inbox().waitFor(admin.email, { match: (m) => m.text?.includes(busy.id) ?? false });
    expect(mail.subject).toBe("Paisa Coach security alert: many exports");
    expect((await runJob("2026-11-20T11:01:00Z", busy, calm)).body.securityAlerts).toEqual({ raised: 0 });
  });

  it("alerts when failed sign-ins spike", async () => {
    const target = await createUser();
    await events(target.id, "signin_failed", SIGNIN_FAILURES_HOUR, "2026-11-21T10:10:00Z");
    expect((await runJob("2026-11-21T11:00:00Z", target)).body.securityAlerts).toEqual({ raised: 0 });
    await events(target.id, "signin_failed", 1, "2026-11-21T10:50:00Z");
    expect((await runJob("2026-11-21T11:00:30Z", target)).body.securityAlerts).toEqual({ raised: 1 });
    const [alert] = await adminSql()`
      select rule, subject, event_count from api_private.security_alerts
      where rule = 'signin_failures' and window_start = '2026-11-21T11:00:00Z'`;
    expect(alert).toEqual({ rule: "signin_failures", subject: "all", event_count: SIGNIN_FAILURES_HOUR + 1 });
  });
});
