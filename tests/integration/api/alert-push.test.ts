// Budget alerts by Web Push (docs/product.md §4.28): the job sends each new alert row, personal or a
// household member's copy, to its user's devices once, through the push service this test serves.
// Alerts are raised for the real month under way, so each run is at the real time, limited to the
// test's users.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSql, stack } from "../../support/index.ts";
import {
  decryptPush,
  deviceKeys,
  startPushService,
  type TestPushService,
} from "../../support/push-service.ts";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;
type Device = ReturnType<typeof deviceKeys>;
let pushService: TestPushService;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

/** A device switched on for the user: its endpoint at the test's push service and its keys. */
async function deviceOf(user: User) {
  const endpoint = pushService.endpoint();
  const keys = deviceKeys();
  const res = await call(app, "POST", "/push/subscriptions", {
    token: user.token,
    body: { endpoint, expirationTime: null, keys: keys.json },
  });
  expect(res.status).toBe(201);
  return { endpoint, keys };
}

/** What the device was sent, decrypted, in order (without the tag: each alert's own, checked once). */
const pushesTo = (device: { endpoint: string; keys: Device }) =>
  pushService.received(device.endpoint).map((request) => {
    const { tag: _, ...shown } = JSON.parse(decryptPush(request.body, device.keys)) as Record<string, string>;
    return shown;
  });

const tagsOf = (device: { endpoint: string; keys: Device }) =>
  pushService
    .received(device.endpoint)
    .map((request) => (JSON.parse(decryptPush(request.body, device.keys)) as { tag: string }).tag);

const runJob = (...users: User[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now: new Date().toISOString(), userIds: users.map((user) => user.id) },
  });

/** The user's alerts as the list shows them, to compare with what was pushed. */
async function alertRows(user: User) {
  return adminSql()<{ notification_type: string; claimed: boolean }[]>`
    select notification_type, push_claimed_at is not null as claimed from public.budget_notifications
    where user_id = ${user.id} order by created_at, threshold_percent desc nulls last`;
}

/** ₹850 of a ₹1,000 budget: the 50 % and 80 % alerts (and the daily limit's, on most days). */
async function spendPastEightyPercent(user: User) {
  expect((await call(app, "POST", "/budget", { token: user.token, body: { amount: "1000" } })).status).toBe(
    201,
  );
  const spent = await call(app, "POST", "/expenses", {
    token: user.token,
    body: { category: "Shopping", amount: "850", method: "manual", date: new Date().toISOString() },
  });
  expect(spent.status).toBe(201);
}

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

describe("budget alerts by Web Push", () => {
  it("sends each of a user's new alerts to each device once, however many runs there are", async () => {
    const user = await signedInUser(app);
    const phone = await deviceOf(user);
    const laptop = await deviceOf(user);
    await spendPastEightyPercent(user);
    const rows = await alertRows(user);
    expect(rows.map((row) => row.notification_type)).toEqual(
      expect.arrayContaining(["budget_50", "budget_80"]),
    );

    // Two runs at once, then another: each alert is claimed by one of them only.
    const [first, second] = await Promise.all([runJob(user), runJob(user)]);
    expect(first.body.alertPushes.pushed + second.body.alertPushes.pushed).toBe(rows.length);
    expect((await runJob(user)).body.alertPushes).toEqual({ claimed: 0, pushed: 0 });

    for (const device of [phone, laptop]) {
      const pushes = pushesTo(device);
      expect(pushes).toHaveLength(rows.length);
      expect(pushes).toContainEqual({
        title: "80% of your budget used",
        body: "You've passed ₹800 of your ₹1,000 monthly budget.",
        url: "/",
      });
      expect(pushes).toContainEqual({
        title: "Half your budget used",
        body: "You've passed ₹500 of your ₹1,000 monthly budget.",
        url: "/",
      });
    }
    expect((await alertRows(user)).every((row) => row.claimed)).toBe(true);
    // Each alert its own notification on the device, so the 50 % one is not replaced by the 80 % one.
    const ids = await adminSql()<{ id: string }[]>`
      select id::text as id from public.budget_notifications where user_id = ${user.id}`;
    expect(tagsOf(phone).sort()).toEqual(ids.map((row) => `budget-alert-${row.id}`).sort());
  });

  it("comes in Hindi to a user whose profile language is hi", async () => {
    const user = await signedInUser(app);
    expect(
      (await call(app, "PATCH", "/profile", { token: user.token, body: { language: "hi" } })).status,
    ).toBe(200);
    const phone = await deviceOf(user);
    await spendPastEightyPercent(user);
    await runJob(user);
    expect(pushesTo(phone)).toContainEqual({
      title: "बजट का 80% खर्च हो गया",
      body: "आपका खर्च ₹1,000 के मासिक बजट में से ₹800 पार कर गया है।",
      url: "/",
    });
  });

  it("sends a household's alert to each member's devices, named for the household, and to no one else", async () => {
    const [owner, member, outsider] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(owner, member);
    const devices = [await deviceOf(owner), await deviceOf(member)];
    const outsiderPhone = await deviceOf(outsider);
    const budget = await call(app, "PUT", `/households/${home}/budget`, {
      token: owner.token,
      body: { total: 3000 },
    });
    expect(budget.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const shared = await call(app, "POST", "/expenses", {
        token: member.token,
        body: {
          amount: "900",
          category: "Groceries",
          householdId: home,
          split: { mode: "equal", members: [owner.id, member.id] },
        },
      });
      expect(shared.status).toBe(201);
    }

    await runJob(owner, member, outsider);
    for (const device of devices) {
      expect(pushesTo(device)).toContainEqual({
        title: "Flat 302: Half your budget used",
        body: "You've passed ₹1,500 of your ₹3,000 monthly budget.",
        url: "/",
      });
    }
    expect(pushesTo(outsiderPhone)).toEqual([]);
  });

  it("sends nothing while the user's budget alerts switch is off, and not later either", async () => {
    const user = await signedInUser(app);
    const phone = await deviceOf(user);
    const off = await call(app, "PATCH", "/notification-settings", {
      token: user.token,
      body: { budgetAlerts: false },
    });
    expect(off.status).toBe(200);
    await spendPastEightyPercent(user);
    await runJob(user);
    expect(pushesTo(phone)).toEqual([]);
    // The alerts were marked: switching on again does not send them as news.
    await call(app, "PATCH", "/notification-settings", { token: user.token, body: { budgetAlerts: true } });
    await runJob(user);
    expect(pushesTo(phone)).toEqual([]);
    expect((await alertRows(user)).every((row) => row.claimed)).toBe(true);
  });

  it("forgets a device its push service says is gone; the user's other device and other users still get theirs", async () => {
    const [user, other] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const gone = await deviceOf(user);
    pushService.answer(gone.endpoint, 410);
    const phone = await deviceOf(user);
    const otherPhone = await deviceOf(other);
    await spendPastEightyPercent(user);
    await spendPastEightyPercent(other);

    await runJob(user, other);
    const devices = await adminSql()<{ endpoint: string }[]>`
      select endpoint from public.push_subscriptions where user_id = ${user.id}`;
    expect(devices.map((row) => row.endpoint)).toEqual([phone.endpoint]);
    // Asked once: after the 410 the device is not posted to again for the user's next alert.
    expect(pushService.received(gone.endpoint)).toHaveLength(1);
    expect(pushesTo(phone)).toHaveLength((await alertRows(user)).length);
    expect(pushesTo(otherPhone)).toHaveLength((await alertRows(other)).length);
    expect(pushesTo(otherPhone).map((push) => push.title)).toContain("80% of your budget used");
  });

  it("logs a device's failure without retrying it, and the other users' alerts still arrive", async () => {
    const [broken, other] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const brokenPhone = await deviceOf(broken);
    pushService.answer(brokenPhone.endpoint, 500);
    const otherPhone = await deviceOf(other);
    await spendPastEightyPercent(broken);
    await spendPastEightyPercent(other);

    const run = await runJob(broken, other);
    expect(run.body.alertPushes.pushed).toBe((await alertRows(other)).length);
    expect(pushesTo(otherPhone).map((push) => push.title)).toContain("80% of your budget used");
    const asked = pushService.received(brokenPhone.endpoint).length;
    expect(asked).toBe((await alertRows(broken)).length);
    // Claimed before it was sent: the next run does not send it again.
    pushService.answer(brokenPhone.endpoint, 201);
    await runJob(broken, other);
    expect(pushService.received(brokenPhone.endpoint)).toHaveLength(asked);
  });

  it("does not send an alert raised before the window, only marks it", async () => {
    const user = await signedInUser(app);
    const phone = await deviceOf(user);
    await spendPastEightyPercent(user);
    await adminSql()`
      update public.budget_notifications set created_at = now() - interval '20 minutes'
      where user_id = ${user.id}`;
    const run = await runJob(user);
    expect(run.body.alertPushes).toEqual({ claimed: (await alertRows(user)).length, pushed: 0 });
    expect(pushesTo(phone)).toEqual([]);
    expect((await alertRows(user)).every((row) => row.claimed)).toBe(true);
  });
});

describe("/jobs/run keeps its steps apart", () => {
  it("a daily-reminder step that fails is reported, and the budget alerts are still pushed", async () => {
    const [broken, user] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const phone = await deviceOf(user);
    await spendPastEightyPercent(user);
    // A bad row: a sign-up instant so late that the user's clock (+05:30) runs past the last
    // timestamp Postgres holds, which fails the reminders' query itself, not one user's reminder.
    // Reminder time 00:00 and nothing logged, so the query reaches that clock at any hour.
    await adminSql()`
      update public.notification_settings set reminder_time = '00:00' where user_id = ${broken.id}`;
    const [signedUp] = await adminSql()<{ at: string }[]>`
      select created_at::text as at from auth.users where id = ${broken.id}`;
    await adminSql()`
      update auth.users set created_at = '294276-12-31 23:00:00+00' where id = ${broken.id}`;
    try {
      const run = await runJob(broken, user);
      expect(run.status).toBe(200);
      expect(run.body.reminders).toEqual({ failed: expect.stringContaining("out of range") });
      // The steps after it ran: the alerts went to the device, and retention was applied.
      const alerts = (await alertRows(user)).length;
      expect(run.body.alertPushes).toEqual({ claimed: alerts, pushed: alerts });
      expect(pushesTo(phone).map((push) => push.title)).toContain("80% of your budget used");
      expect(run.body.retention).toMatchObject({ messageRefs: expect.anything() });
    } finally {
      await adminSql()`
        update auth.users set created_at = ${signedUp?.at ?? null}::timestamptz where id = ${broken.id}`;
    }
  });
});
