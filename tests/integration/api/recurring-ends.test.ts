// EMIs and instalments (docs/product.md §4.23): a recurring payment that ends on a date or after a
// number of payments stops by itself — the job adds nothing past the end, the database refuses it
// whoever writes, and the daily figure no longer sets money aside for it.
import { afterEach, describe, expect, it } from "vitest";
import { adminSql, stack } from "../../support/index.ts";
import { failureOf, restInsert, restUpdate, type TestUser } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const users: string[] = [];

async function user() {
  const signedIn = await signedInUser(app);
  users.push(signedIn.id);
  return signedIn;
}

// The job adds everyone's due payments: each test's payments go when it ends.
afterEach(async () => {
  await adminSql()`delete from public.recurring_payments where user_id = any(${users.splice(0)}::uuid[])`;
});

const runJob = (now: string, owner: { id: string }) =>
  call(app, "POST", "/jobs/run", { token: stack().keys.serviceRoleKey, body: { now, userIds: [owner.id] } });

const daysAdded = async (userId: string) =>
  (
    await adminSql()<{ day: string }[]>`
      select to_char((spent_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day
      from public.expenses where user_id = ${userId} and recurring_payment_id is not null order by spent_at`
  ).map((row) => row.day);

const paymentOf = async (owner: { token: string }, id: string) => {
  const list = await call(app, "GET", "/recurring", { token: owner.token });
  return list.body.payments.find((p: { id: string }) => p.id === id);
};

const committedOn = async (userId: string, day: string) => {
  const [row] = await adminSql()<{ committed: string }[]>`
    select committed::numeric(12, 2)::text as committed from private.daily_figure(${userId}, ${day}::date)`;
  return row?.committed;
};

const asDbUser = (owner: { id: string; email: string }): TestUser => ({ ...owner, appMetadata: {} });

const phone = {
  name: "Phone EMI",
  amount: "2499.50",
  category: "Bills",
  frequency: "monthly",
  dayOfMonth: 31,
};

describe("instalments", () => {
  it("stop after N payments across a month and an Indian midnight, marked ended, 3 of 3 paid", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...phone, startsOn: "2027-01-15", paymentCount: 3 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      nextDueOn: "2027-01-31",
      paymentCount: 3,
      endsOn: null,
      paidCount: 0,
      ended: false,
    });

    await runJob("2027-02-28T09:00:00+05:30", owner);
    expect(await daysAdded(owner.id)).toEqual(["2027-01-31", "2027-02-28"]);
    expect(await paymentOf(owner, created.body.id)).toMatchObject({ paidCount: 2, ended: false });

    // 23:59 on 30 March in India (UTC is still the 30th at 18:29) adds nothing; a minute later, the 31st.
    await runJob("2027-03-30T18:29:00Z", owner);
    expect(await daysAdded(owner.id)).toHaveLength(2);
    await runJob("2027-03-30T18:30:00Z", owner);
    expect(await daysAdded(owner.id)).toEqual(["2027-01-31", "2027-02-28", "2027-03-31"]);
    expect(await paymentOf(owner, created.body.id)).toMatchObject({ paidCount: 3, ended: true });

    // Months later, nothing more.
    await runJob("2027-09-01T09:00:00+05:30", owner);
    expect(await daysAdded(owner.id)).toHaveLength(3);
  });

  it("stop at their end date, the month's last day after it not added", async () => {
    const owner = await user();
    const created = await call(app, "POST", "/recurring", {
      token: owner.token,
      body: { ...phone, startsOn: "2027-01-15", endsOn: "2027-03-30" },
    });
    expect(created.body).toMatchObject({ endsOn: "2027-03-30", paymentCount: null, ended: false });
    await runJob("2027-12-31T09:00:00+05:30", owner);
    expect(await daysAdded(owner.id)).toEqual(["2027-01-31", "2027-02-28"]);
    expect(await paymentOf(owner, created.body.id)).toMatchObject({ paidCount: 2, ended: true });
  });

  it("refuse an end that cannot be, with a 400", async () => {
    const owner = await user();
    const post = (body: Record<string, unknown>) =>
      call(app, "POST", "/recurring", { token: owner.token, body });
    expect(
      await post({ ...phone, paymentCount: 3, endsOn: "2027-06-30", startsOn: "2027-01-15" }),
    ).toMatchObject({
      status: 400,
      body: { message: "Choose an end date or a number of payments, not both" },
    });
    expect(await post({ ...phone, startsOn: "2027-01-15", endsOn: "2027-01-14" })).toMatchObject({
      status: 400,
      body: { message: "Ends on must not be before the payment starts" },
    });
    expect(await post({ ...phone, endsOn: "2020-01-01" })).toMatchObject({
      status: 400,
      body: { message: "Ends on must not be before the payment starts" },
    });
    for (const paymentCount of [0, 601, 2.5]) {
      expect(await post({ ...phone, paymentCount })).toMatchObject({
        status: 400,
        body: { message: "Number of payments must be a whole number from 1 to 600" },
      });
    }
    // An edit is checked as a whole: a count over a stored end date is both.
    const created = await post({ ...phone, startsOn: "2027-01-15", endsOn: "2027-06-30" });
    const both = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { paymentCount: 6 },
    });
    expect(both.status).toBe(400);
    const switched = await call(app, "PATCH", `/recurring/${created.body.id}`, {
      token: owner.token,
      body: { paymentCount: 6, endsOn: null },
    });
    expect(switched.body).toMatchObject({ paymentCount: 6, endsOn: null, ended: false });
  });

  it("are bounded in the database for writes through the Data API", async () => {
    const owner = await user();
    const dbUser = asDbUser(owner);
    const row = {
      name: "SIP",
      amount: "500",
      category: "Bills",
      frequency: "monthly",
      day_of_month: 31,
      starts_on: "2027-01-15",
      next_due_on: "2027-01-31",
    };
    const refused = async (body: Record<string, unknown>) =>
      (await failureOf(() => restInsert(dbUser, "recurring_payments", { ...row, ...body })))?.code;
    expect(await refused({ payment_count: 0 })).toBe("23514");
    expect(await refused({ payment_count: 601 })).toBe("23514");
    expect(await refused({ ends_on: "2027-01-14" })).toBe("23514");
    expect(await refused({ ends_on: "2027-06-30", payment_count: 3 })).toBe("23514");
    expect(await refused({ ended: true })).toBe("42501");

    // Written straight through the Data API, a two-payment SIP still stops after two.
    const [sip] = (await restInsert(dbUser, "recurring_payments", {
      ...row,
      payment_count: 2,
    })) as unknown as {
      id: string;
    }[];
    if (!sip) throw new Error("no row");
    await runJob("2027-12-31T09:00:00+05:30", owner);
    expect(await daysAdded(owner.id)).toEqual(["2027-01-31", "2027-02-28"]);

    // Nothing is skipped past the end either, and moving the next date back does not reopen it.
    const skip = await failureOf(() =>
      restInsert(dbUser, "recurring_occurrences", {
        recurring_payment_id: sip.id,
        due_on: "2027-03-31",
        user_id: owner.id,
        status: "skipped",
      }),
    );
    expect(skip).toBeNull(); // a skip is not a payment, but …
    const [emi] = (await restInsert(dbUser, "recurring_payments", {
      ...row,
      ends_on: "2027-02-28",
    })) as unknown as {
      id: string;
    }[];
    if (!emi) throw new Error("no row");
    const past = await failureOf(() =>
      restInsert(dbUser, "recurring_occurrences", {
        recurring_payment_id: emi.id,
        due_on: "2027-03-31",
        user_id: owner.id,
        status: "skipped",
      }),
    );
    expect(past?.code).toBe("23514"); // … no date past an end date is
    await restUpdate(
      dbUser,
      "recurring_payments",
      { column: "id", value: sip.id },
      { next_due_on: "2027-01-31" },
    );
    expect(await paymentOf(owner, sip.id)).toMatchObject({ paidCount: 2, ended: true });
    // Even the job's own service role cannot add a third.
    const third = await failureOf(
      () => adminSql()`
        insert into public.recurring_occurrences (recurring_payment_id, due_on, user_id, status)
        values (${sip.id}, '2028-01-31', ${owner.id}, 'added')`,
    );
    expect(third?.code).toBe("23514");
  });

  it("leave the daily figure's committed money once ended, and count no more dates than are left", async () => {
    const owner = await user();
    const post = (body: Record<string, unknown>) =>
      call(app, "POST", "/recurring", { token: owner.token, body });
    await post({ ...phone, amount: "1000", startsOn: "2027-01-15", paymentCount: 2 });
    await post({ ...phone, amount: "300", startsOn: "2027-01-15", endsOn: "2027-02-28" });
    await post({ ...phone, name: "Rent", amount: "500", startsOn: "2027-01-15" });
    // Weekly on Mondays from 1 March 2027: five Mondays in March, but only two payments.
    await post({
      ...phone,
      name: "Tuition",
      amount: "70",
      frequency: "weekly",
      weekday: 1,
      startsOn: "2027-03-01",
      paymentCount: 2,
    });

    await runJob("2027-02-28T09:00:00+05:30", owner);
    expect(await committedOn(owner.id, "2027-03-01")).toBe("640.00"); // 500 rent + 2 × 70
    // On the 8th the 1st is still to be added (the job was down): it uses one payment, the 8th the other.
    expect(await committedOn(owner.id, "2027-03-08")).toBe("570.00");
    expect(await committedOn(owner.id, "2027-03-09")).toBe("500.00");
    await runJob("2027-03-08T09:00:00+05:30", owner);
    expect(await committedOn(owner.id, "2027-03-08")).toBe("500.00");
  });
});
