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
        // 0x04 and 64 bytes, but no point on the curve: no browser could have made it.
        {
          endpoint: "https://fcm.googleapis.com/fcm/send/x",
          keys: {
            ...good,
            p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
          },
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

  it("takes a local endpoint only at a push service the database owner registered", async () => {
    const user = await signedInUser(app);
    // Port 9 (discard): nothing of the test's listens there, so nothing registered it.
    const res = await subscribe(user.token, "http://127.0.0.1:9/push/x");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "endpoint must be an https URL of a push service" });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("keeps 20 devices per account, replacing the one least recently switched on or renewed", async () => {
    const user = await signedInUser(app);
    const endpoints = Array.from(
      { length: 21 },
      (_, index) => `https://fcm.googleapis.com/fcm/send/${user.id}-${index}`,
    );
    for (const endpoint of endpoints.slice(0, 20))
      expect((await subscribe(user.token, endpoint)).status).toBe(201);
    // The first device renews its keys: now the second is the one least recently heard of.
    expect((await subscribe(user.token, endpoints[0] as string)).status).toBe(201);
    const added = await subscribe(user.token, endpoints[20] as string);
    expect(added.status).toBe(201);
    const left = (await rowsOf(user.id)).map((row) => row.endpoint);
    expect(left).toHaveLength(20);
    expect(left).toContain(endpoints[0]);
    expect(left).toContain(endpoints[20]);
    expect(left).not.toContain(endpoints[1]);
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

  it("does not follow a push service's redirect to another host", async () => {
    const elsewhere = await startPushService();
    try {
      const user = await signedInUser(app);
      const endpoint = pushService.endpoint();
      const target = elsewhere.endpoint();
      // 303: any fetch follows it (as a GET), wherever it points.
      pushService.answer(endpoint, 303, { Location: target });
      await subscribe(user.token, endpoint);

      const run = await runJob("2027-05-16T19:30:00+05:30", user);
      expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
      expect(pushService.received(endpoint)).toHaveLength(1);
      expect(elsewhere.received(target)).toEqual([]);
      expect((await pushLogOf(user.id)).map((row) => row.status)).toEqual(["failed"]);
    } finally {
      await elsewhere.close();
    }
  });

  it("re-checks each endpoint before it posts: a hosted function never posts to this machine", async () => {
    const hosted = testApp({ push: { vapid: stack().keys.vapid, allowLocalHttp: false } });
    const user = await signedInUser(app);
    const endpoint = pushService.endpoint();
    await subscribe(user.token, endpoint);

    const run = await call(hosted, "POST", "/jobs/run", {
      token: stack().keys.serviceRoleKey,
      body: { now: "2027-05-17T19:30:00+05:30", userIds: [user.id] },
    });
    expect(run.body.reminders).toEqual({ sent: 1, pushed: 0 });
    expect(pushService.received(endpoint)).toEqual([]);
    expect((await pushLogOf(user.id)).map((row) => row.status)).toEqual(["failed"]);
  });

  it("posts to several users' devices at the same time", async () => {
    // The push service answers only once all three users' pushes are open together; one user at a
    // time, each would wait for the others until the sender gave up.
    const users = await Promise.all([1, 2, 3].map(() => signedInUser(app)));
    const endpoints = users.map(() => pushService.endpoint());
    pushService.gather(endpoints);
    for (const [index, user] of users.entries()) await subscribe(user.token, endpoints[index] as string);

    const run = await runJob("2027-05-19T19:30:00+05:30", ...users);
    expect(run.body.reminders).toEqual({ sent: 3, pushed: 3 });
    for (const user of users) expect((await pushLogOf(user.id)).map((row) => row.status)).toEqual(["sent"]);
  });

  it("finishes the run when push services never answer, and the other users' pushes still arrive", async () => {
    // Four silent devices: one run waiting out each in turn would outlast the test.
    const silent = await Promise.all([1, 2, 3].map(() => signedInUser(app)));
    const silentEndpoints: string[] = [];
    for (const [index, user] of silent.entries()) {
      for (const _ of index === 0 ? [1, 2] : [1]) {
        const endpoint = pushService.endpoint();
        pushService.hang(endpoint);
        silentEndpoints.push(endpoint);
        await subscribe(user.token, endpoint);
      }
    }
    const other = await signedInUser(app);
    const device = deviceKeys();
    const endpoint = pushService.endpoint();
    await subscribe(other.token, endpoint, device);

    const run = await runJob("2027-05-18T19:30:00+05:30", ...silent, other);
    expect(run.status).toBe(200);
    expect(run.body.reminders).toEqual({ sent: 4, pushed: 1 });
    for (const silentEndpoint of silentEndpoints)
      expect(pushService.received(silentEndpoint)).toHaveLength(1);
    const [request] = pushService.received(endpoint);
    if (!request) throw new Error("the other user's push did not arrive");
    expect(JSON.parse(decryptPush(request.body, device)).title).toBe("Log today's spending");
    for (const user of silent) {
      expect((await pushLogOf(user.id)).map((row) => row.status)).toEqual(["failed"]);
    }
    expect((await pushLogOf(other.id)).map((row) => row.status)).toEqual(["sent"]);
  });
});
