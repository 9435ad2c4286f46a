// Request bodies are capped before they are read: in the function (in-process and through Deno), at the
// gateway for the Auth stand-in it hosts, and at the production web server in front of both.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeServer } from "../../../local/gateway.ts";
import { createStaticApp } from "../../../local/web.ts";
import { MAX_BODY_BYTES, TOO_LARGE_MESSAGE } from "../../../supabase/functions/api/http/body-limit.ts";
import { adminSql, randomEmail, stack } from "../../support/index.ts";
import { call, randomIp, testApp } from "./api-client.ts";

const app = testApp();
const oversized = (bytes: number) =>
  JSON.stringify({ emailOrUsername: "someone", password: "x".repeat(bytes) });

/** A body streamed without Content-Length (chunked), 16 KB at a time. */
const streamed = (totalBytes: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const chunk = new TextEncoder().encode("x".repeat(Math.min(16 * 1024, totalBytes - sent)));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
};

describe("request body cap in the api function", () => {
  it("refuses a signed-out sign-in larger than the cap with 413 and a message", async () => {
    const res = await call(app, "POST", "/auth/signin", { body: oversized(MAX_BODY_BYTES), ip: randomIp() });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: TOO_LARGE_MESSAGE });
  });

  it("refuses a streamed body once it passes the cap", async () => {
    const response = await app.request(
      "/api/auth/signup",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: streamed(4 * MAX_BODY_BYTES),
        // @ts-expect-error Node's Request needs duplex for a streamed body (not in the DOM types).
        duplex: "half",
      },
      { remoteAddr: randomIp() },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
  });

  it("refuses an oversized expense as the caller, writing nothing", async () => {
    const email = randomEmail("big");
    const signup = await call(app, "POST", "/auth/signup", {
      body: {
        email,
        password: "secret123",
        username: `u${Date.now().toString(36)}`,
        country: "India",
        adultConfirmed: true,
      },
      ip: randomIp(),
    });
    const token = signup.body.session.access_token as string;
    const res = await call(app, "POST", "/expenses", {
      token,
      body: { category: "Food & Dining", amount: "10", description: "d".repeat(MAX_BODY_BYTES) },
    });
    expect(res.status).toBe(413);
    const [row] = await adminSql()`
      select count(*)::int as n from public.expenses where user_id = ${signup.body.user.id}`;
    expect(row?.n).toBe(0);
  });

  it("still accepts ordinary bodies", async () => {
    const res = await call(app, "POST", "/auth/signin", {
      body: { emailOrUsername: randomEmail("nobody"), password: "wrong-1" },
      ip: randomIp(),
    });
    expect(res.status).toBe(401);
  });
});

describe("request body cap in front of the function and the Auth stand-in", () => {
  let web: { url: string; server: ServerType; dist: string };

  beforeAll(async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "paisa-dist-"));
    await writeFile(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
    const webApp = createStaticApp(dist, stack().urls.gateway);
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: webApp.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
    });
    web = { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server, dist };
  });
  afterAll(async () => {
    await closeServer(web.server);
    await rm(web.dist, { recursive: true, force: true });
  });

  const post = (url: string, body: BodyInit, extra: RequestInit = {}) =>
    fetch(url, {
      method: "POST",
      headers: { apikey: stack().keys.publishableKey, "Content-Type": "application/json" },
      body,
      ...extra,
    });

  it("the gateway refuses an oversized api body by its Content-Length; Deno refuses a streamed one", async () => {
    const url = `${stack().urls.gateway}/functions/v1/api/auth/signin`;
    const declared = await post(url, oversized(200_000));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: TOO_LARGE_MESSAGE });

    // @ts-expect-error Node's fetch needs duplex for a streamed body (not in the DOM types).
    const chunked = await post(url, streamed(200_000), { duplex: "half" });
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: TOO_LARGE_MESSAGE });
  });

  it("the gateway refuses an oversized Auth request before the stand-in reads it", async () => {
    for (const body of [
      JSON.stringify({ email: randomEmail("huge"), password: "x".repeat(200_000) }),
      streamed(200_000),
    ]) {
      const response = await post(`${stack().urls.gateway}/auth/v1/signup`, body, {
        // @ts-expect-error Node's fetch needs duplex for a streamed body (not in the DOM types).
        duplex: "half",
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "request_too_large" });
    }
  });

  it("the web server refuses an oversized /api or /auth/v1 body by its Content-Length", async () => {
    for (const target of ["/api/auth/signin", "/auth/v1/token?grant_type=password"]) {
      const response = await post(`${web.url}${target}`, oversized(200_000));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/too large/i) });
    }
  });
});
