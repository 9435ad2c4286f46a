// `npm run test:faults`: the scheduler's job (POST /jobs/run through the gateway to the real Deno
// function) while four users' rows are poisoned, the way rows written before the database bounded them
// could be: a recurring payment due since -infinity, one due since the year 1000, one whose expense the
// database refuses (amount 0), and a time zone Postgres does not know. The rules that refuse such rows
// today are dropped to plant them and put back NOT VALID (they keep refusing new writes; old rows stay).
// Twenty other users' payments fall due meanwhile: every one is added exactly once, and each of them
// gets the daily reminder and the weekly report; a poisoned row costs its owner only.
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../setup/test-stack.ts";

const HEALTHY = 20;
// Sunday 28 February 2027, 20:00 in India: rent on the 28th is due for January and February, and the
// daily reminder and the weekly report are due.
const NOW = "2027-02-28T20:00:00+05:30";
const DUE_DAYS = ["2027-01-28", "2027-02-28"];

let stack: TestStack;
let sql: postgres.Sql;

interface Account {
  id: string;
  token: string;
}

const api = (path: string) => `${stack.urls.gateway}/functions/v1/api${path}`;

async function signUp(): Promise<Account> {
  const response = await fetch(`${stack.urls.gateway}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: stack.keys.publishableKey, "Content-Type": "application/json" },
    body: JSON.stringify({ email: `poison-${randomUUID().slice(0, 8)}@example.test`, password: "secret123" }),
  });
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}

/** A monthly rent on the 28th from January 2027, made through the API as the app makes it. */
async function addRent(account: Account): Promise<string> {
  const response = await fetch(api("/recurring"), {
    method: "POST",
    headers: {
      apikey: stack.keys.publishableKey,
      Authorization: `Bearer ${account.token}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      name: "Rent",
      amount: "12000",
      category: "Rent",
      frequency: "monthly",
      dayOfMonth: 28,
      startsOn: "2027-01-01",
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Writes a row the named rules would refuse, as if it predated them: each rule that exists is
 * dropped, the row written, and the rule put back NOT VALID (checked on new writes, old rows kept).
 */
async function plantPastRules(table: string, rules: string[], write: () => Promise<unknown>) {
  const existing = await sql<{ name: string; definition: string }[]>`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and conname = any(${rules}::text[])`;
  for (const rule of existing) await sql.unsafe(`alter table ${table} drop constraint ${rule.name}`);
  await write();
  for (const rule of existing) {
    await sql.unsafe(`alter table ${table} add constraint ${rule.name} ${rule.definition} not valid`);
  }
}

const runJob = () =>
  fetch(api("/jobs/run"), {
    method: "POST",
    headers: { Authorization: `Bearer ${stack.keys.serviceRoleKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ now: NOW }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));

beforeAll(async () => {
  stack = await startTestStack({ web: false });
  sql = postgres(stack.urls.db, { max: 2, onnotice: () => {} });
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await stack?.dispose();
});

describe("the scheduler's job with poisoned rows", () => {
  it("adds every other user's payments once and sends them their reminder and report", async () => {
    const healthy = await Promise.all(Array.from({ length: HEALTHY }, signUp));
    const [sinceInfinity, sinceYear1000, refusedExpense, unknownZone] = await Promise.all(
      Array.from({ length: 4 }, signUp),
    );
    if (!sinceInfinity || !sinceYear1000 || !refusedExpense || !unknownZone)
      throw new Error("sign-up failed");
    await Promise.all([...healthy, sinceInfinity, sinceYear1000, refusedExpense, unknownZone].map(addRent));

    const windows = ["recurring_payments_next_due_on_window", "recurring_payments_starts_on_window"];
    await plantPastRules(
      "public.recurring_payments",
      windows,
      () =>
        sql`update public.recurring_payments set next_due_on = '-infinity' where user_id = ${sinceInfinity.id}`,
    );
    await plantPastRules(
      "public.recurring_payments",
      windows,
      () =>
        sql`update public.recurring_payments set starts_on = '1000-01-01', next_due_on = '1000-01-28'
          where user_id = ${sinceYear1000.id}`,
    );
    await plantPastRules(
      "public.recurring_payments",
      ["recurring_payments_amount_positive"],
      () => sql`update public.recurring_payments set amount = 0 where user_id = ${refusedExpense.id}`,
    );
    await plantPastRules(
      "public.notification_settings",
      ["notification_settings_time_zone_known", "notification_settings_timezone_check"],
      () =>
        sql`update public.notification_settings set timezone = 'Mars/Olympus' where user_id = ${unknownZone.id}`,
    );

    // Two runners at once, then one more: each due date still goes in once.
    const runs = [...(await Promise.all([runJob(), runJob()])), await runJob()];
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200]);

    const recurringDays = await sql<{ user_id: string; days: string[] }[]>`
      select user_id::text, array_agg(to_char((spent_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD')
        order by spent_at) as days
      from public.expenses where recurring_payment_id is not null group by user_id`;
    const daysOf = new Map(recurringDays.map((row) => [row.user_id, row.days]));
    for (const account of [...healthy, unknownZone])
      expect(daysOf.get(account.id), account.id).toEqual(DUE_DAYS);
    for (const account of [sinceInfinity, refusedExpense]) expect(daysOf.get(account.id)).toBeUndefined();

    const sent = await sql<{ user_id: string; kinds: string[] }[]>`
      select user_id::text, array_agg(notification_type order by notification_type) as kinds
      from public.notification_log where status = 'sent' and channel = 'email' and sent_on = '2027-02-28'
      group by user_id`;
    const kindsOf = new Map(sent.map((row) => [row.user_id, row.kinds]));
    for (const account of healthy) {
      expect(kindsOf.get(account.id), account.id).toEqual(["daily_reminder", "weekly_report"]);
    }
    expect(kindsOf.get(unknownZone.id)).toBeUndefined();
  });
});
