// `npm run test:faults`: 20 clients keep saving expenses through the real stack (gateway → Deno →
// Postgres) while Postgres restarts, the function's connections are killed and the function's process
// is killed. Every acknowledged save exists exactly once, an unacknowledged one at most once, a retry
// with the same Idempotency-Key never duplicates, the daily totals equal a fresh aggregate, and the
// service answers again within 5 s of each fault with nobody restarting anything by hand.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../setup/test-stack.ts";

const CLIENTS = 20;
const RECOVERY_LIMIT_MS = 5000;

interface Save {
  client: number;
  key: string;
  body: { category: string; amount: string; date: string; description: string };
  /** The id the API answered with (201 or 200); undefined when the answer was lost or an error. */
  id?: string;
}

let stack: TestStack;
let tokens: string[] = [];
const saves: Save[] = [];
const recoveries: Record<string, { healthMs: number; saveMs: number }> = {};

const api = (path: string) => `${stack.urls.gateway}/functions/v1/api${path}`;
const CATEGORIES = ["Food & Dining", "Transport", "Groceries", "Shopping"];

/** Seconds a refused save asks the client to wait (Retry-After), as the web app's client would. */
let lastRetryAfter = 1;

async function post(save: Save): Promise<string | undefined> {
  try {
    const response = await fetch(api("/expenses"), {
      method: "POST",
      headers: {
        apikey: stack.keys.publishableKey,
        Authorization: `Bearer ${tokens[save.client]}`,
        "Content-Type": "application/json",
        "Idempotency-Key": save.key,
      },
      body: JSON.stringify(save.body),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    lastRetryAfter = Number(response.headers.get("Retry-After")) || 1;
    return response.status === 201 || response.status === 200 ? body.id : undefined;
  } catch {
    return undefined; // the connection broke: the answer is lost
  }
}

function newSave(client: number): Save {
  const day = 1 + Math.floor(Math.random() * 20);
  return {
    client,
    key: randomUUID(),
    body: {
      category: CATEGORIES[Math.floor(Math.random() * CATEGORIES.length)] as string,
      amount: (1 + Math.floor(Math.random() * 99_999) / 100).toFixed(2),
      date: `2026-11-${String(day).padStart(2, "0")}T12:30:00+05:30`,
      description: `fault test ${client}`,
    },
  };
}

let running = true;
async function client(index: number): Promise<void> {
  while (running) {
    const save = newSave(index);
    saves.push(save);
    save.id = await post(save);
    // Like a real client: after a failure, wait as asked (Retry-After) or a second before the next save.
    if (!save.id) await new Promise((resolve) => setTimeout(resolve, lastRetryAfter * 1000));
  }
}

const acknowledged = () => saves.filter((save) => save.id).length;
async function moreAcknowledged(count: number): Promise<void> {
  const target = acknowledged() + count;
  while (acknowledged() < target) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Time from the end of a fault until /health and a fresh save both answer. */
async function recovery(fault: string): Promise<void> {
  const started = Date.now();
  let healthMs = -1;
  for (;;) {
    const response = await fetch(api("/health"), { signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
    if (response?.status === 200) {
      healthMs = Date.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (;;) {
    const probe = newSave(0);
    saves.push(probe);
    probe.id = await post(probe);
    if (probe.id) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  recoveries[fault] = { healthMs, saveMs: Date.now() - started };
}

beforeAll(async () => {
  stack = await startTestStack({ web: false });
  tokens = await Promise.all(
    Array.from({ length: CLIENTS }, async (_, i) => {
      const response = await fetch(`${stack.urls.gateway}/auth/v1/signup`, {
        method: "POST",
        headers: { apikey: stack.keys.publishableKey, "Content-Type": "application/json" },
        body: JSON.stringify({
          email: `fault-${i}-${randomUUID().slice(0, 6)}@example.test`,
          password: "secret123",
        }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    }),
  );
}, 180_000);

afterAll(async () => {
  running = false;
  await stack?.dispose();
});

describe("saves under faults", () => {
  it("survive a Postgres restart, killed connections and a killed function process", async () => {
    const loops = Array.from({ length: CLIENTS }, (_, i) => client(i));
    await moreAcknowledged(60);

    const functionPid = stack.processes.functionPid("api");
    await stack.processes.restartPostgres();
    await recovery("postgres restart");
    await moreAcknowledged(60);

    const admin = postgres(stack.urls.db, { max: 1, onnotice: () => {} });
    const [killed] = await admin<{ n: number }[]>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = 'paisa-api'`;
    await admin.end();
    expect(killed?.n).toBeGreaterThan(0);
    await recovery("connections killed");
    await moreAcknowledged(60);
    // The database going away under queries never takes the function down with it.
    expect(stack.processes.functionPid("api")).toBe(functionPid);

    // A save whose answer the client never sees (it gives up at once): retried below.
    const abandoned = newSave(0);
    saves.push(abandoned);
    await fetch(api("/expenses"), {
      method: "POST",
      headers: {
        apikey: stack.keys.publishableKey,
        Authorization: `Bearer ${tokens[0]}`,
        "Content-Type": "application/json",
        "Idempotency-Key": abandoned.key,
      },
      body: JSON.stringify(abandoned.body),
      signal: AbortSignal.timeout(1),
    }).catch(() => undefined);

    process.kill(functionPid as number, "SIGKILL");
    await recovery("function process killed");
    await moreAcknowledged(60);

    running = false;
    await Promise.all(loops);
    console.log(
      `[faults] ${saves.length} saves, ${acknowledged()} acknowledged; recovery (ms): ${JSON.stringify(recoveries)}`,
    );
    for (const [fault, times] of Object.entries(recoveries)) {
      expect(times.healthMs, `${fault}: /health`).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect(times.saveMs, `${fault}: a save`).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    }

    const sql = postgres(stack.urls.db, { max: 2, onnotice: () => {} });
    try {
      const stored = async () => {
        const rows = await sql<{ key: string; id: string; n: number }[]>`
          select idempotency_key as key, min(id::text) as id, count(*)::int as n from public.expenses
          where description like 'fault test %' group by idempotency_key`;
        return new Map(rows.map((row) => [row.key, row]));
      };
      const before = await stored();
      for (const save of saves) {
        const row = before.get(save.key);
        if (save.id) {
          expect(row, `acknowledged ${save.key}`).toMatchObject({ id: save.id, n: 1 });
        } else {
          expect(row?.n ?? 0, `unacknowledged ${save.key}`).toBeLessThanOrEqual(1);
        }
      }

      // A client whose answer was lost sends the same request again: it is saved once, or answered
      // with the row that was saved.
      const lost = saves.filter((save) => !save.id);
      expect(lost.length).toBeGreaterThan(0);
      for (const save of lost) {
        const id = await post(save);
        expect(id, `retry of ${save.key}`).toBeTruthy();
        const earlier = before.get(save.key);
        if (earlier) expect(id).toBe(earlier.id);
        save.id = id;
      }
      const after = await stored();
      expect(after.size).toBe(saves.length);
      for (const save of saves) expect(after.get(save.key)).toMatchObject({ id: save.id, n: 1 });

      // The daily totals the triggers kept equal a fresh aggregate of the expenses.
      const drift = await sql`
        with fresh as (
          select user_id, (spent_at at time zone 'Asia/Kolkata')::date as day, category,
                 sum(amount) as total, count(*)::int as expense_count
          from public.expenses group by 1, 2, 3
        )
        select * from fresh full join public.expense_daily_totals t using (user_id, day, category)
        where fresh.total is distinct from t.total or fresh.expense_count is distinct from t.expense_count`;
      expect(drift).toEqual([]);
    } finally {
      await sql.end();
    }
  });
});
