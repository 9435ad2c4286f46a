// Recurring payments and the scheduler's job (docs/product.md §4.23, §4.24), with the job's clock
// injected through POST /api/jobs/run { now } as the service role.
import { afterEach, describe, expect, it } from "vitest";
import { CATCH_UP_PER_RUN } from "../../../supabase/functions/api/jobs/recurring-job.ts";
import { adminSql, stack } from "../../support/index.ts";
import { restUpdate } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const users: string[] = [];

async function user() {
  const signedIn = await signedInUser(app);
  users.push(signedIn.id);
  return signedIn;
}

// The job adds everyone's due payments: each test's payments go when it ends, so a later test's
// clock cannot add them.
afterEach(async () => {
  await adminSql()`delete from public.recurring_payments where user_id = any(${users.splice(0)}::uuid[])`;
});

/** The job as of `now`, for the given users only: other tests' users share the database. */
const runJob = (now: string, user: { id: string }) =>
  call(app, "POST", "/jobs/run", { token: stack().keys.serviceRoleKey, body: { now, userIds: [user.id] } });

/** The user's expenses as (Indian day, amount, description, recurring), oldest first. */
async function expensesOf(userId: string) {
  return adminSql()<{ day: string; amount: string; description: string; recurring: boolean }[]>`
    select to_char((spent_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, amount::text as amount,
      description, recurring_payment_id is not null as recurring
    from public.expenses where user_id = ${userId} order by spent_at, created_at`;
}

const rent = { name: "Rent", amount: "15000", category: "Rent", paidWith: "upi", frequency: "monthly" };

describe("POST /api/jobs/run", () => {
  it("answers 401 without a key and 403 for a user's token or another key", async () => {
    const signedIn = await user();
    expect((await call(app, "POST", "/jobs/run", { body: {} })).status).toBe(401);
    const asUser = await call(app, "POST", "/jobs/run", { token: signedIn.token, body: {} });
    expect(asUser.status).toBe(403);
    expect(asUser.body.message).toMatch(/service role/);
    const anon = await call(app, "POST", "/jobs/run", { token: stack().keys.anonKey, body: {} });
    expect(anon.status).toBe(403);
  });

  it("refuses a malformed clock with a 400", async () => {
    const res = await call(app, "POST", "/jobs/run", {
      token: stack().keys.serviceRoleKey,
      body: { now: "tomorrow" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/now must be an ISO date-time/);
    const badUsers = await call(app, "POST", "/jobs/run", {
      token: stack().keys.serviceRoleKey,
      body: { userIds: ["me"] },
    });
    expect(badUsers).toMatchObject({ status: 400, body: { message: "userIds must be a list of user ids" } });
  });
});

describe("recurring payments", () => {
  it("adds a monthly payment on the 31st on 28 February, once, marked recurring", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 31, startsOn: "2027-01-15" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Rent",
      amount: "15000.00",
      nextDueOn: "2027-01-31",
      paused: false,
    });

    expect((await runJob("2027-02-27T23:59:00+05:30", owner)).status).toBe(200);
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual(["2027-01-31"]);
    await runJob("2027-02-28T00:00:00+05:30", owner);
    await runJob("2027-02-28T21:00:00+05:30", owner);
    expect(await expensesOf(owner.id)).toEqual([
      { day: "2027-01-31", amount: "15000.00", description: "Rent", recurring: true },
      { day: "2027-02-28", amount: "15000.00", description: "Rent", recurring: true },
    ]);

    const listed = await call(app, "GET", "/expenses?limit=10", { token: owner.token });
    expect(listed.body.map((e: { recurring: boolean }) => e.recurring)).toEqual([true, true]);
    const after = await call(app, "GET", "/recurring", { token: owner.token });
    expect(after.body.payments[0].nextDueOn).toBe("2027-03-31");
  });

  it("adds a weekly payment when its Indian day starts, not at the UTC one", async () => {
    const owner = await user();
    // 2027-03-01 is a Monday; it starts at 2027-02-28T18:30Z.
    await call(app, "POST", "/recurring", {
      token: owner.token,
      body: {
        name: "Maid",
        amount: 700,
        category: "Other",
        frequency: "weekly",
        weekday: 1,
        startsOn: "2027-02-23",
      },
    });
    await runJob("2027-02-28T18:29:59Z", owner);
    expect(await expensesOf(owner.id)).toEqual([]);
    await runJob("2027-02-28T18:30:00Z", owner);
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual(["2027-03-01"]);
  });

  it("catches up every date it missed while the job was down", async () => {
    const owner = await user();
    for (const [name, dayOfMonth] of [
      ["Milk", 10],
      ["Newspaper", 11],
      ["Cook", 12],
    ] as const) {
      await call(app, "POST", "/recurring", {
        token: owner.token,
        body: {
          name,
          amount: 300,
          category: "Groceries",
          frequency: "monthly",
          dayOfMonth,
          startsOn: "2027-05-01",
        },
      });
    }
    await runJob("2027-05-09T12:00:00+05:30", owner);
    expect(await expensesOf(owner.id)).toEqual([]);
    // Down from the 10th to the 12th: the run on the 12th adds all three.
    await runJob("2027-05-12T08:00:00+05:30", owner);
    expect((await expensesOf(owner.id)).map((e) => [e.day, e.description])).toEqual([
      ["2027-05-10", "Milk"],
      ["2027-05-11", "Newspaper"],
      ["2027-05-12", "Cook"],
    ]);
  });

  it("adds each expense once when two runners start together", async () => {
    const owner = await user();
    await call(app, "POST", "/recurring", {
      token: owner.token,
      body: {
        name: "Gym",
        amount: 1200,
        category: "Health",
        frequency: "weekly",
        weekday: 5,
        startsOn: "2027-06-01",
      },
    });
    const runs = await Promise.all([
      runJob("2027-06-30T10:00:00+05:30", owner),
      runJob("2027-06-30T10:00:00+05:30", owner),
      runJob("2027-06-30T10:00:00+05:30", owner),
    ]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200]);
    // Fridays of June 2027.
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual([
      "2027-06-04",
      "2027-06-11",
      "2027-06-18",
      "2027-06-25",
    ]);
  });

  it("catches up a long outage a bounded number of dates per run, each date once", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { name: "Dabba", amount: 90, category: "Food & Dining", frequency: "weekly", weekday: 3 },
    });
    // Three years of Wednesdays later: more than one run may add for one payment.
    const later = "2030-01-02T09:00:00+05:30";
    const first = await runJob(later, owner);
    expect(first.status).toBe(200);
    expect(first.body.recurring.added).toBe(CATCH_UP_PER_RUN);
    let runs = 1;
    while ((await runJob(later, owner)).body.recurring.added > 0) runs += 1;
    const days = (await expensesOf(owner.id)).map((e) => e.day);
    expect(new Set(days).size).toBe(days.length);
    expect(days[0]).toBe(created.body.nextDueOn);
    expect(days.at(-1)).toBe("2030-01-02");
    expect(runs).toBe(Math.ceil(days.length / CATCH_UP_PER_RUN));
  });

  it("adds everyone else's payments when one payment fails, and that one at the next run", async () => {
    const [busy, calm] = [await user(), await user()];
    for (const owner of [busy, calm]) {
      await call(app, "POST", "/recurring", {
        token: owner.token,
        body: { ...rent, dayOfMonth: 7, startsOn: "2028-01-01" },
      });
    }
    // The busy user's day total for the 7th is locked by a long transaction: adding their expense
    // waits for it until the job's lock timeout.
    await call(app, "POST", "/expenses", {
      token: busy.token,
      body: { category: "Rent", amount: "1", date: "2028-01-07T08:00:00+05:30" },
    });
    const run = await adminSql().begin(async (tx) => {
      await tx`select 1 from public.expense_daily_totals where user_id = ${busy.id} for update`;
      return call(app, "POST", "/jobs/run", {
        token: stack().keys.serviceRoleKey,
        body: { now: "2028-01-07T09:00:00+05:30", userIds: [busy.id, calm.id] },
      });
    });
    expect(run.status).toBe(200);
    expect(run.body.recurring).toEqual({ added: 1, failed: 1 });
    expect((await expensesOf(calm.id)).map((e) => e.day)).toEqual(["2028-01-07"]);
    expect((await expensesOf(busy.id)).filter((e) => e.recurring)).toEqual([]);

    await runJob("2028-01-07T10:00:00+05:30", busy);
    expect((await expensesOf(busy.id)).filter((e) => e.recurring).map((e) => e.day)).toEqual(["2028-01-07"]);
  });

  it("adds nothing while paused, and resumes from today without catching up", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 5, startsOn: "2027-07-01" },
    });
    const paused = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { paused: true },
    });
    expect(paused.body.paused).toBe(true);
    await runJob("2027-07-06T09:00:00+05:30", owner);
    expect(await expensesOf(owner.id)).toEqual([]);

    const resumeApp = testApp({ now: () => new Date("2027-07-20T09:00:00+05:30") });
    const resumed = await call(resumeApp, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { paused: false },
    });
    expect(resumed.body).toMatchObject({ paused: false, nextDueOn: "2027-08-05" });
    await runJob("2027-08-05T09:00:00+05:30", owner);
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual(["2027-08-05"]);
  });

  it("resumes at the next due date on or after today, never at a date the user skipped", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 5, startsOn: "2027-07-01" },
    });
    expect(created.body.nextDueOn).toBe("2027-07-05");
    const skipped = await call(app, "POST", `/recurring/${created.body.id}/skip`, { token: owner.token });
    expect(skipped.body).toMatchObject({ skipped: "2027-07-05", payment: { nextDueOn: "2027-08-05" } });
    await call(app, "PATCH", `/recurring/${created.body.id}`, { token: owner.token, body: { paused: true } });

    // Resumed on 1 July: 5 July is on or after today, but the user skipped it.
    const resumeApp = testApp({ now: () => new Date("2027-07-01T09:00:00+05:30") });
    const resumed = await call(resumeApp, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { paused: false },
    });
    expect(resumed.body).toMatchObject({ paused: false, nextDueOn: "2027-08-05" });
    await runJob("2027-08-05T09:00:00+05:30", owner);
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual(["2027-08-05"]);
  });

  it("resumes from today when the Data API un-pauses a payment, so missed dates are not caught up", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 5 },
    });
    // Paused forty days ago, before two due dates.
    await adminSql()`
      update public.recurring_payments set created_at = now() - interval '40 days',
        starts_on = (now() at time zone 'Asia/Kolkata')::date - 39,
        next_due_on = (now() at time zone 'Asia/Kolkata')::date - 35, paused = true
      where id = ${created.body.id}`;
    await restUpdate(
      { id: owner.id, email: owner.email, appMetadata: {} },
      "recurring_payments",
      { column: "id", value: created.body.id },
      { paused: false },
    );
    const [row] = await adminSql()<{ resumedFromToday: boolean }[]>`
      select next_due_on >= (now() at time zone 'Asia/Kolkata')::date as "resumedFromToday"
      from public.recurring_payments where id = ${created.body.id}`;
    expect(row?.resumedFromToday).toBe(true);
    await runJob(new Date().toISOString(), owner);
    // Nothing from before today (on a 5th, today's own date is due and added).
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await expensesOf(owner.id)).filter((e) => e.day < today)).toEqual([]);
  });

  it("keeps a skipped date skipped when the schedule changes away and back", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 5, startsOn: "2027-07-01" },
    });
    await call(app, "POST", `/recurring/${created.body.id}/skip`, { token: owner.token });
    const clock = testApp({ now: () => new Date("2027-07-01T09:00:00+05:30") });
    await call(clock, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { dayOfMonth: 10 },
    });
    const back = await call(clock, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { dayOfMonth: 5 },
    });
    expect(back.body.nextDueOn).toBe("2027-08-05");
  });

  it("skips one occurrence and adds the next", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: {
        name: "Netflix",
        amount: 649,
        category: "Entertainment",
        frequency: "monthly",
        dayOfMonth: 3,
        startsOn: "2027-09-01",
      },
    });
    const skipped = await call(app, "POST", `/recurring/${created.body.id}/skip`, { token: owner.token });
    expect(skipped.status).toBe(200);
    expect(skipped.body).toMatchObject({ skipped: "2027-09-03", payment: { nextDueOn: "2027-10-03" } });
    await runJob("2027-10-03T09:00:00+05:30", owner);
    expect((await expensesOf(owner.id)).map((e) => e.day)).toEqual(["2027-10-03"]);
  });

  it("answers 400 for a skip past the last date a payment may fall due (the end of 2200), changing nothing", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, frequency: "yearly", dayOfMonth: 31, month: 12, startsOn: "2100-12-31" },
    });
    expect(created.status).toBe(201);
    const skip = () => call(app, "POST", `/recurring/${created.body.id}/skip`, { token: owner.token });
    // As if skipped 99 times already.
    await adminSql()`update public.recurring_payments set next_due_on = '2199-12-31' where id = ${created.body.id}`;
    expect((await skip()).body).toMatchObject({
      skipped: "2199-12-31",
      payment: { nextDueOn: "2200-12-31" },
    });
    const refused = await skip();
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "There is no later date to skip to: a payment falls due until 2200 at the latest",
    );
    const [row] = await adminSql()`
      select next_due_on::text as next, (select count(*)::int from public.recurring_occurrences o
        where o.recurring_payment_id = p.id) as skipped
      from public.recurring_payments p where p.id = ${created.body.id}`;
    expect(row).toEqual({ next: "2200-12-31", skipped: 1 });
  });

  it("changes only future expenses when edited", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 1, startsOn: "2027-10-01" },
    });
    await runJob("2027-10-01T09:00:00+05:30", owner);
    const edited = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { amount: "16500" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ amount: "16500.00", nextDueOn: "2027-11-01" });
    await runJob("2027-11-01T09:00:00+05:30", owner);
    expect((await expensesOf(owner.id)).map((e) => [e.day, e.amount])).toEqual([
      ["2027-10-01", "15000.00"],
      ["2027-11-01", "16500.00"],
    ]);
  });

  it("raises budget alerts like any expense", async () => {
    const owner = await user();
    await call(app, "POST", "/budget", { token: owner.token, body: { amount: "20000" } });
    await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 2, startsOn: "2027-12-01" },
    });
    await runJob("2027-12-02T09:00:00+05:30", owner);
    const alerts = await adminSql()`
      select notification_type from public.budget_notifications where user_id = ${owner.id} order by 1`;
    expect(alerts.map((a) => a.notification_type)).toContain("budget_50");
  });

  it("answers what is still committed this month", async () => {
    const owner = await user();
    const clock = testApp({ now: () => new Date("2027-04-10T09:00:00+05:30") });
    await call(clock, "POST", "/recurring", { token: owner.token, body: { ...rent, dayOfMonth: 5 } });
    await call(clock, "POST", "/recurring", {
      token: owner.token,
      body: { name: "Tiffin", amount: "250.50", category: "Food & Dining", frequency: "weekly", weekday: 1 },
    });
    // Rent's 5th has passed (next month's is not this month); Tiffin: Mondays 12, 19 and 26 April.
    const listed = await call(clock, "GET", "/recurring", { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body.committedThisMonth).toBe("751.50");
    expect(listed.body.payments.map((p: { name: string }) => p.name).sort()).toEqual(["Rent", "Tiffin"]);
  });

  it("refuses bad input with a clear message and hides other users' payments", async () => {
    const owner = await user();
    const stranger = await user();
    const missingDay = await call(app, "POST", "/recurring", { token: owner.token, body: { ...rent } });
    expect(missingDay).toMatchObject({ status: 400, body: { message: "Day of month is required" } });
    const badWeekday = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, frequency: "weekly", weekday: 8 },
    });
    expect(badWeekday.body.message).toBe("Weekday must be a whole number from 1 to 7");
    const badFrequency = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, frequency: "daily", dayOfMonth: 1 },
    });
    expect(badFrequency.body.message).toMatch(/Repeats must be one of/);
    const noName = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, name: " ", dayOfMonth: 1 },
    });
    expect(noName.body.message).toBe("Name is required");
    // The database keeps a start within the years 2000–2100; the API says so before it.
    const farStart = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 1, startsOn: "2101-01-01" },
    });
    expect(farStart).toMatchObject({
      status: 400,
      body: { message: "Starts on must be between the years 2000 and 2100" },
    });

    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...rent, dayOfMonth: 1 },
    });
    const unknownField = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { colour: "red" },
    });
    expect(unknownField).toMatchObject({ status: 400, body: { message: "Unknown field: colour" } });
    const badEdit = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { amount: "-5" },
    });
    expect(badEdit.status).toBe(400);

    for (const [method, path] of [
      ["PATCH", `/recurring/${created.body.id}`],
      ["POST", `/recurring/${created.body.id}/skip`],
      ["DELETE", `/recurring/${created.body.id}`],
      ["DELETE", "/recurring/not-an-id"],
    ] as const) {
      const res = await call(app, method, path, { token: stranger.token, body: { paused: true } });
      expect(res).toMatchObject({ status: 404, body: { message: "Recurring payment not found" } });
    }
    expect((await call(app, "GET", "/recurring", { token: stranger.token })).body.payments).toEqual([]);
    expect((await call(app, "GET", "/recurring")).status).toBe(401);

    const deleted = await call(app, "DELETE", `/recurring/${created.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await call(app, "GET", "/recurring", { token: owner.token })).body.payments).toEqual([]);
  });
});
