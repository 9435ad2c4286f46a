// Web Push devices written straight through the Data API (role `authenticated` with the user's claims,
// as /rest/v1 runs them): the database itself keeps endpoints to the browsers' push services
// (20261126000300_push_endpoint_allowed.sql), keys to their formats and each account to 20 devices
// (20261126000310_push_device_bounds.sql).
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { as, createUser, failureOf, type TestUser } from "./sql-as.ts";

const keys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};
const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;

const addDevices = (user: TestUser, rows: Record<string, string>[]) =>
  as(
    user,
    (tx) =>
      tx`insert into push_subscriptions ${tx(rows.map((row) => ({ ...keys(), ...row })))} returning endpoint`,
  );
const addDevice = (user: TestUser, row: Record<string, string>) => addDevices(user, [row]);

const endpointsOf = async (user: TestUser) =>
  (
    await adminSql()<{ endpoint: string }[]>`
      select endpoint from push_subscriptions where user_id = ${user.id} order by created_at, endpoint`
  ).map((row) => row.endpoint);

// A push service "on this machine" that the database owner registered, as tests/support/push-service.ts does.
const registered = "http://127.0.0.1:1";
beforeAll(
  () =>
    adminSql()`insert into private.local_push_services (origin) values (${registered}) on conflict do nothing`,
);
afterAll(() => adminSql()`delete from private.local_push_services where origin = ${registered}`);

describe("push_subscriptions through the Data API", () => {
  it("takes only endpoints at the browsers' push services, or at a local one the owner registered", async () => {
    const user = await createUser();
    for (const endpoint of [
      "http://10.0.0.1/push",
      "http://169.254.169.254/latest/meta-data",
      "https://push.example.com/x",
      "https://notfcm.googleapis.com/x",
      "https://fcm.googleapis.com.attacker.net/x",
      "https://fcm.googleapis.com@attacker.net/x",
      "https://fcm.googleapis.com:8443/x",
      "http://fcm.googleapis.com/x",
      "http://127.0.0.1:2/push/x",
      "http://127.0.0.1:1@attacker.net/x",
      "http://localhost:1/push/x",
    ]) {
      const error = await failureOf(() => addDevice(user, { endpoint }));
      expect({ endpoint, code: error?.code, constraint: error?.constraint_name }).toEqual({
        endpoint,
        code: "23514",
        constraint: "push_subscriptions_endpoint_allowed",
      });
    }
    const allowed = [
      "https://fcm.googleapis.com/fcm/send/a",
      "https://updates.push.services.mozilla.com/wpush/v2/b",
      "https://wns2-pn1p.notify.windows.com/w/?token=c",
      "https://web.push.apple.com/d",
      `${registered}/push/e`,
    ].map((endpoint) => `${endpoint}-${randomUUID()}`);
    for (const endpoint of allowed) await addDevice(user, { endpoint });
    expect((await endpointsOf(user)).sort()).toEqual([...allowed].sort());
  });

  it("cannot register a local push service: only the database owner can", async () => {
    const user = await createUser();
    const error = await failureOf(() =>
      as(user, (tx) => tx`insert into private.local_push_services (origin) values ('http://127.0.0.1:3')`),
    );
    expect(error?.code).toBe("42501");
  });

  it("keeps keys to what a browser gives: a 65-byte P-256 key starting 0x04 and a 16-byte secret, base64url", async () => {
    const user = await createUser();
    const good = keys();
    const p256dhBytes = Buffer.from(good.p256dh, "base64url");
    const badKeys: [Record<string, string>, string][] = [
      [
        { p256dh: Buffer.concat([Buffer.from([3]), p256dhBytes.subarray(1)]).toString("base64url") },
        "p256dh",
      ],
      [{ p256dh: p256dhBytes.subarray(0, 64).toString("base64url") }, "p256dh"],
      [{ p256dh: `${good.p256dh}=` }, "p256dh"],
      [{ p256dh: p256dhBytes.toString("base64") }, "p256dh"],
      [{ p256dh: `${good.p256dh.slice(0, 86)}B` }, "p256dh"],
      [{ auth: randomBytes(15).toString("base64url") }, "auth"],
      [{ auth: randomBytes(17).toString("base64url") }, "auth"],
      [{ auth: `${good.auth.slice(0, 21)}B` }, "auth"],
    ];
    for (const [row, column] of badKeys) {
      const error = await failureOf(() => addDevice(user, { ...good, ...row, endpoint: fcm() }));
      expect({ row, constraint: error?.constraint_name }).toEqual({
        row,
        constraint: `push_subscriptions_${column}_format`,
      });
    }
    const [device] = await addDevice(user, { ...good, endpoint: fcm() });
    const renewal = await failureOf(() =>
      as(
        user,
        (tx) => tx`update push_subscriptions set p256dh = 'BAAA' where endpoint = ${device?.endpoint ?? ""}`,
      ),
    );
    expect(renewal?.constraint_name).toBe("push_subscriptions_p256dh_format");
  });

  it("keeps 20 devices per account, replacing the one least recently switched on or renewed", async () => {
    const user = await createUser();
    const other = await createUser();
    await addDevice(other, { endpoint: fcm() });
    const endpoints = Array.from({ length: 20 }, fcm);
    for (const endpoint of endpoints) await addDevice(user, { endpoint });
    // The first renews its keys, so the second is now the one least recently heard of.
    await as(
      user,
      (tx) => tx`update push_subscriptions set ${tx(keys())} where endpoint = ${endpoints[0] ?? ""}`,
    );

    const newest = fcm();
    await addDevice(user, { endpoint: newest });
    const left = await endpointsOf(user);
    expect(left).toHaveLength(20);
    expect(left).toContain(endpoints[0]);
    expect(left).toContain(newest);
    expect(left).not.toContain(endpoints[1]);
    // Five at once in one statement: still 20, the five newest among them.
    const batch = Array.from({ length: 5 }, fcm);
    await addDevices(
      user,
      batch.map((endpoint) => ({ endpoint })),
    );
    const afterBatch = await endpointsOf(user);
    expect(afterBatch).toHaveLength(20);
    for (const endpoint of batch) expect(afterBatch).toContain(endpoint);
    // Another account's devices are never the ones replaced.
    expect(await endpointsOf(other)).toHaveLength(1);
  });
});
