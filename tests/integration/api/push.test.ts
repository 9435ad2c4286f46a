// Web Push (docs/product.md §4.28): the devices' subscriptions, and the daily reminder's push to a
// push service served by this test, with the job's clock injected and each run limited to the test's users.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSql, stack } from "../../support/index.ts";
import {
  decryptPush,
  deviceKeys,
  startPushService,
  type TestPushService,
  verifyVapid,
} from "../../support/push-service.ts";
import { call, signedInUser, testApp } from "./api-client.ts";
import { recordLoggedDays } from "./logged-days.ts";

const app = testApp();
let pushService: TestPushService;

beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

const subscribe = (token: string, endpoint: string, device = deviceKeys(), extra: object = {}) =>
  call(app, "POST", "/push/subscriptions", {
    token,
    body: { endpoint, expirationTime: null, keys: device.json, ...extra },
  });

const rowsOf = (userId: string) => adminSql()<
  { endpoint: string; p256dh: string; user_agent: string | null }[]
>`
  select endpoint, p256dh, user_agent from public.push_subscriptions where user_id = ${userId} order by created_at`;

const runJob = (now: string, ...users: { id: string }[]) =>
  call(app, "POST", "/jobs/run", {
    token: stack().keys.serviceRoleKey,
    body: { now, userIds: users.map((user) => user.id) },
  });

const pushLogOf = (userId: string) => adminSql()`
  select status, title, message, to_char(sent_on, 'YYYY-MM-DD') as sent_on from public.notification_log
  where user_id = ${userId} and channel = 'push' order by created_at`;

describe("GET /api/push/public-key", () => {
  it("answers the server's VAPID public key, signed out too", async () => {
    const res = await call(app, "GET", "/push/public-key");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: stack().keys.vapid.publicKey });
  });

  it("answers 404 when the server has no VAPID keys", async () => {
    const res = await call(testApp({ push: undefined }), "GET", "/push/public-key");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Push notifications are not configured on this server" });
  });
});

describe("POST/DELETE /api/push/subscriptions", () => {
  it("needs a signed-in caller", async () => {
    const res = await call(app, "POST", "/push/subscriptions", { body: {} });
    expect(res.status).toBe(401);
  });

  it("adds a device once per endpoint and renews its keys", async () => {
    const user = await signedInUser(app);
    const endpoint = pushService.endpoint();
    const first = await subscribe(user.token, endpoint, deviceKeys(), { userAgent: "Chrome on Android" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ endpoint, userAgent: "Chrome on Android" });
    const renewed = deviceKeys();
    expect((await subscribe(user.token, endpoint, renewed)).status).toBe(201);
    expect(await rowsOf(user.id)).toEqual([{ endpoint, p256dh: renewed.json.p256dh, user_agent: null }]);

    const removed = await call(app, "DELETE", "/push/subscriptions", {
      token: user.token,
      body: { endpoint },
    });
    expect(removed.status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);
    const again = await call(app, "DELETE", "/push/subscriptions", { token: user.token, body: { endpoint } });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: "No such push subscription on your account" });
  });

  it("refuses what is not a push subscription, naming the field", async () => {
    const user = await signedInUser(app);
    const good = deviceKeys().json;
    const cases: [object, string][] = [
      [{ keys: good }, "endpoint is required"],
      [{ endpoint: "not a url", keys: good }, "endpoint must be an https URL of a push service"],
      [
        { endpoint: "http://push.example.com/x", keys: good },
        "endpoint must be an https URL of a push service",
      ],
      [{ endpoint: "ftp://127.0.0.1/x", keys: good }, "endpoint must be an https URL of a push service"],
      [{ endpoint: "https://fcm.googleapis.com/fcm/send/x" }, "keys must be an object with p256dh and auth"],
      [
        {
          endpoint: "https://fcm.googleapis.com/fcm/send/x",
          keys: { ...good, p256dh: good.p256dh.slice(0, 40) },
        },
        "keys.p256dh must be an uncompressed P-256 public key (65 bytes), base64url",
      ],
      [
        {
          endpoint: "https://fcm.googleapis.com/fcm/send/x",
          keys: { ...good, p256dh: `${good.p256dh.slice(0, 86)}+` },
        },
        "keys.p256dh must be an uncompressed P-256 public key (65 bytes), base64url",
      ],
      [
        { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { ...good, auth: "AAAA" } },
        "keys.auth must be 16 bytes, base64url",
      ],
      [
        { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: good.p256dh } },
        "keys.auth is required",
      ],
      [
        { endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: good, admin: true },
        "Unknown field: admin",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(app, "POST", "/push/subscriptions", { token: user.token, body });
      expect({ body, status: res.status, message: res.body?.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("takes https endpoints, and http ones on this machine only when the function runs locally", async () => {
    const hosted = testApp({ push: { vapid: stack().keys.vapid, allowLocalHttp: false } });
    const user = await signedInUser(app);
    const local = await call(hosted, "POST", "/push/subscriptions", {
      token: user.token,
      body: { endpoint: pushService.endpoint(), keys: deviceKeys().json },
    });
    expect(local.status).toBe(400);
    expect(local.body.message).toBe("endpoint must be an https URL of a push service");
    const https = await call(hosted, "POST", "/push/subscriptions", {
      token: user.token,
      body: { endpoint: `https://fcm.googleapis.com/fcm/send/${user.id}`, keys: deviceKeys().json },
    });
    expect(https.status).toBe(201);
  });

  // Reads and writes under RLS table by table: tests/integration/db/rls.test.ts.
  it("keeps each user's devices to themselves", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const endpoint = pushService.endpoint();
    await subscribe(a.token, endpoint);

    const deleted = await call(app, "DELETE", "/push/subscriptions", { token: b.token, body: { endpoint } });
    expect(deleted.status).toBe(404);
    expect(await rowsOf(a.id)).toHaveLength(1);

    // The same browser signed in as B and switched on: the device is B's now.
    expect((await subscribe(b.token, endpoint)).status).toBe(201);
    expect(await rowsOf(a.id)).toEqual([]);
    expect((await rowsOf(b.id)).map((row) => row.endpoint)).toEqual([endpoint]);
  });
});

describe("the daily reminder by Web Push", () => {
  it("goes to each device once a day, VAPID-signed and encrypted for the device", async () => {
    const user = await signedInUser(app);
    const phone = deviceKeys();
    const laptop = deviceKeys();
    const phoneEndpoint = pushService.endpoint();
    const laptopEndpoint = pushService.endpoint();
    await subscribe(user.token, phoneEndpoint, phone);
    await subscribe(user.token, laptopEndpoint, laptop);
    await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Groceries", amount: "120", date: "2027-05-09T10:00:00+05:30" },
    });
    await recordLoggedDays(app, user.token, ["2027-05-09"]);

    await runJob("2027-05-10T18:59:00+05:30", user);
    expect(pushService.received(phoneEndpoint)).toEqual([]);
    const run = await runJob("2027-05-10T19:00:00+05:30", user);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 1 });
    await Promise.all([runJob("2027-05-10T21:00:00+05:30", user), runJob("2027-05-10T21:00:00+05:30", user)]);

    for (const [endpoint, device] of [
      [phoneEndpoint, phone],
      [laptopEndpoint, laptop],
    ] as const) {
      const requests = pushService.received(endpoint);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      if (!request) throw new Error("no push request");
      expect(request.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      const { payload, protectedHeader } = await verifyVapid(
        String(request.headers.authorization),
        stack().keys.vapid.publicKey,
        endpoint,
      );
      expect(protectedHeader.alg).toBe("ES256");
      expect(payload.sub).toBe(stack().keys.vapid.subject);
      expect(JSON.parse(decryptPush(request.body, device))).toEqual({
        title: "Log today's spending",
        body: "Your streak is 1 day",
        url: "/expense",
      });
    }
    expect(await pushLogOf(user.id)).toEqual([
      {
        status: "sent",
        title: "Log today's spending",
        message: "Your streak is 1 day",
        sent_on: "2027-05-10",
      },
    ]);
  });

  it("is not sent when something was logged today, nor to a user without devices", async () => {
    const logged = await signedInUser(app);
    const endpoint = pushService.endpoint();
    await subscribe(logged.token, endpoint);
    await call(app, "POST", "/expenses", {
      token: logged.token,
      body: { category: "Transport", amount: "40", date: "2027-05-12T09:00:00+05:30" },
    });
    const withoutDevices = await signedInUser(app);
    const run = await runJob("2027-05-12T20:00:00+05:30", logged, withoutDevices);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    expect(pushService.received(endpoint)).toEqual([]);
    expect(await pushLogOf(logged.id)).toEqual([]);
    expect(await pushLogOf(withoutDevices.id)).toEqual([]);
  });

  it("forgets a device its push service says is gone, and logs other failures without retrying that day", async () => {
    const user = await signedInUser(app);
    const gone = pushService.endpoint();
    const broken = pushService.endpoint();
    pushService.answer(gone, 410);
    pushService.answer(broken, 500);
    await subscribe(user.token, gone);
    await subscribe(user.token, broken);

    const run = await runJob("2027-05-14T19:30:00+05:30", user);
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    expect((await rowsOf(user.id)).map((row) => row.endpoint)).toEqual([broken]);
    expect(await pushLogOf(user.id)).toEqual([
      {
        status: "failed",
        title: "Log today's spending",
        message: "Your streak is 0 days",
        sent_on: "2027-05-14",
      },
    ]);

    pushService.answer(broken, 201);
    await runJob("2027-05-14T22:00:00+05:30", user);
    expect(pushService.received(broken)).toHaveLength(1);
    // The next day it goes again.
    await runJob("2027-05-15T19:30:00+05:30", user);
    expect(pushService.received(broken)).toHaveLength(2);
    expect((await pushLogOf(user.id)).map((row) => row.status)).toEqual(["failed", "sent"]);
  });
});
