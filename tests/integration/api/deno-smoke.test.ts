// Through the real stack: gateway → Deno process serving supabase/functions/api (index.ts, deno.json).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { randomEmail, stack } from "../../support/index.ts";
import { decryptPush, deviceKeys, startPushService } from "../../support/push-service.ts";
import { randomUsername } from "./api-client.ts";

const api = (path: string) => `${stack().urls.gateway}/functions/v1/api${path}`;

async function request(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: object } = {},
) {
  const response = await fetch(api(path), {
    method,
    headers: {
      apikey: stack().keys.publishableKey,
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe("api through Deno and the gateway", () => {
  it("is served by the stack", () => {
    expect(stack().functions).toContain("api");
  });

  it("runs the scheduler's jobs for the service role key (legacy or new secret key) only", async () => {
    // A clock long before any test data, early in the Indian day: the run has nothing to do.
    const body = { now: "2000-01-01T00:00:00Z" };
    const legacy = await request("POST", "/jobs/run", { token: stack().keys.serviceRoleKey, body });
    expect(legacy).toMatchObject({ status: 200, body: { now: "2000-01-01T00:00:00.000Z" } });
    const secret = await request("POST", "/jobs/run", { headers: { apikey: stack().keys.secretKey }, body });
    expect(secret.status).toBe(200);
    const publishable = await request("POST", "/jobs/run", { body });
    expect(publishable.status).toBe(403);
  });

  it("answers /api/health", async () => {
    const res = await request("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("signs up, adds an expense idempotently, reads it back and mails a reset code", async () => {
    const email = randomEmail("deno");
    const signup = await request("POST", "/auth/signup", {
      body: {
        email,
        password: "secret123",
        username: randomUsername(),
        country: "Canada",
        adultConfirmed: true,
      },
    });
    expect(signup.status).toBe(201);
    const token = signup.body.session.access_token as string;

    const me = await request("GET", "/auth/user", { token });
    expect(me.body).toMatchObject({ email, isNewUser: true });

    const key = randomUUID();
    const expense = {
      category: "Groceries",
      amount: "249.99",
      method: "manual",
      date: "2026-11-22T18:45:00+05:30",
    };
    const saved = await request("POST", "/expenses", {
      token,
      body: expense,
      headers: { "Idempotency-Key": key },
    });
    expect(saved.status).toBe(201);
    const retried = await request("POST", "/expenses", {
      token,
      body: expense,
      headers: { "Idempotency-Key": key },
    });
    expect(retried.status).toBe(200);
    expect(retried.body.id).toBe(saved.body.id);

    const list = await request("GET", "/expenses?limit=10", { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: saved.body.id, amount: "249.99", category: "Groceries" });

    // papaparse under Deno writes the export.
    const exported = await fetch(api("/expenses/export"), {
      headers: { apikey: stack().keys.publishableKey, Authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      "Date,Time,Amount,Category,Description,Paid with,Entry method,Split\r\n2026-11-22,18:45,249.99,Groceries,,,Manual,\r\n",
    );

    // An import's file (here ~100 KB, over the 64 KB of other requests) passes the gateway and is read
    // by papaparse under Deno.
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `2026-10-${String((i % 28) + 1).padStart(2, "0")},${i + 1},Row ${i} of a long file`,
    );
    const form = new FormData();
    form.append("file", new File([`Date,Amount,Description\n${rows.join("\n")}\n`], "big.csv"));
    const preview = await fetch(api("/imports/preview"), {
      method: "POST",
      headers: { apikey: stack().keys.publishableKey, Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).counts).toMatchObject({ toImport: 3000, refused: 0 });

    const summary = await request("GET", "/analytics/month-summary?year=2026&month=11", { token });
    expect(summary.body).toEqual({ expenseDates: ["2026-11-22"] });

    // nodemailer under Deno reaches the mail catcher.
    const forgot = await request("POST", "/auth/forgot-password", { body: { email } });
    expect(forgot.status).toBe(200);
    const deadline = Date.now() + 15_000;
    let mails: { subject: string; text: string }[] = [];
    while (Date.now() < deadline && mails.length === 0) {
      mails = await (
        await fetch(`${stack().urls.inbox}/api/messages?to=${encodeURIComponent(email)}`)
      ).json();
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mails[0]?.subject).toBe("Reset your Paisa Coach password");
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it("sends the daily reminder's Web Push with the stack's VAPID keys (WebCrypto in Deno)", async () => {
    const signup = await request("POST", "/auth/signup", {
      body: {
        email: randomEmail("deno-push"),
        password: "secret123",
        username: randomUsername(),
        country: "India",
        adultConfirmed: true,
      },
    });
    const { access_token: token } = signup.body.session as { access_token: string };
    const { id } = signup.body.user as { id: string };
    expect((await request("GET", "/push/public-key")).body).toEqual({
      publicKey: stack().keys.vapid.publicKey,
    });
    const pushService = await startPushService();
    try {
      const device = deviceKeys();
      const endpoint = pushService.endpoint();
      const subscribed = await request("POST", "/push/subscriptions", {
        token,
        body: { endpoint, keys: device.json },
      });
      expect(subscribed.status).toBe(201);
      const run = await request("POST", "/jobs/run", {
        token: stack().keys.serviceRoleKey,
        body: { now: "2027-06-01T19:00:00+05:30", userIds: [id] },
      });
      expect(run.body.reminders).toEqual({ sent: 1, pushed: 1 });
      const [pushed] = pushService.received(endpoint);
      if (!pushed) throw new Error("no push request");
      expect(JSON.parse(decryptPush(pushed.body, device))).toMatchObject({ title: "Log today's spending" });
    } finally {
      await pushService.close();
    }
  });

  it("answers CORS preflights for the web origin and 401 without a session", async () => {
    const preflight = await fetch(api("/expenses"), {
      method: "OPTIONS",
      headers: {
        Origin: stack().urls.web,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe(stack().urls.web);
    expect(preflight.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("idempotency-key");
    expect((await request("GET", "/expenses")).status).toBe(401);
  });
});
