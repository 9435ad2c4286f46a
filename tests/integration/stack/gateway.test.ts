// The gateway in front of Edge Functions (a fixture function served by real Deno) and the stand-ins:
// key mapping, path, streaming, CORS, and the env a function receives.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { closeServer } from "../../../local/gateway.ts";
import { createStaticApp } from "../../../local/web.ts";
import { startTestStack, type TestStack } from "../../setup/test-stack.ts";

let stack: TestStack;
// The production web server in front of this gateway (web → gateway → Deno, two proxy hops).
let web: { url: string; server: ServerType; dist: string };

beforeAll(async () => {
  stack = await startTestStack({
    web: false,
    functionsDir: path.join(projectRoot, "tests/fixtures/functions"),
  });
  const dist = await mkdtemp(path.join(tmpdir(), "paisa-dist-"));
  await writeFile(path.join(dist, "index.html"), '<!doctype html><div id="root"></div>');
  const app = createStaticApp(dist, stack.urls.gateway);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as { port: number };
  web = { url: `http://127.0.0.1:${port}`, server, dist };
});
afterAll(async () => {
  if (web) {
    await closeServer(web.server);
    await rm(web.dist, { recursive: true, force: true });
  }
  await stack?.dispose();
});

/** A streamed (chunked, no Content-Length) request body, the way an upload from a stream is sent. */
const streamedBody = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

const fn = (suffix: string) => `${stack.urls.gateway}/functions/v1/hello${suffix}`;

describe("gateway → edge functions", () => {
  it("serves each function folder (not _shared) and forwards method, path, query and body", async () => {
    expect(stack.functions).toEqual(["hello"]);
    const response = await fetch(fn("/a/b?x=1"), { method: "PATCH", body: "payload" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-fixture")).toBe("hello");
    const body = await response.json();
    expect(body).toMatchObject({
      greeting: "hello world",
      method: "PATCH",
      path: "/hello/a/b",
      search: "?x=1",
      body: "payload",
    });
  });

  it("passes the function's own status codes through", async () => {
    const response = await fetch(fn("/teapot"));
    expect(response.status).toBe(418);
  });

  it("maps the publishable key to the anon JWT and the secret key to the service_role JWT", async () => {
    const asAnon = await (
      await fetch(fn(""), {
        headers: { apikey: stack.keys.publishableKey, authorization: `Bearer ${stack.keys.publishableKey}` },
      })
    ).json();
    expect(asAnon.authorization).toBe(`Bearer ${stack.keys.anonKey}`);
    expect(asAnon.apikey).toBe(stack.keys.anonKey);

    const asService = await (await fetch(fn(""), { headers: { apikey: stack.keys.secretKey } })).json();
    expect(asService.authorization).toBe(`Bearer ${stack.keys.serviceRoleKey}`);
  });

  it("leaves a user's bearer token untouched", async () => {
    const body = await (
      await fetch(fn(""), {
        headers: { apikey: stack.keys.publishableKey, authorization: "Bearer user.jwt.token" },
      })
    ).json();
    expect(body.authorization).toBe("Bearer user.jwt.token");
  });

  it("appends the caller's address to X-Forwarded-For, as Supabase's gateway does", async () => {
    const body = await (await fetch(fn(""), { headers: { "x-forwarded-for": "203.0.113.7" } })).json();
    expect(body.forwardedFor).toBe("203.0.113.7, 127.0.0.1");
  });

  it("gives the function the env of a hosted function, pointed at this stack", async () => {
    const { env } = await (await fetch(fn(""))).json();
    expect(env).toEqual({
      SUPABASE_URL: stack.urls.gateway,
      SUPABASE_ANON_KEY: stack.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.keys.serviceRoleKey,
      SUPABASE_DB_URL: stack.urls.db,
      SITE_URL: stack.urls.web,
      SMTP_PORT: String(stack.config.ports.smtp),
    });
  });

  it("streams response bodies instead of buffering them", async () => {
    const started = Date.now();
    const response = await fetch(fn("/stream"));
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe("one\n");
    // The function holds the rest back for 3 s; the first chunk came well before that.
    expect(Date.now() - started).toBeLessThan(2500);
    await reader?.cancel();
  });

  it("forwards a streamed (chunked) request body and a large one with its length", async () => {
    const chunked = await fetch(fn("/upload"), {
      method: "POST",
      body: streamedBody(["part one, ", "part two"]),
      // @ts-expect-error Node's fetch needs duplex for a streamed request body (not in the DOM types).
      duplex: "half",
    });
    expect((await chunked.json()).body).toBe("part one, part two");

    const large = "x".repeat(3 * 1024 * 1024);
    const response = await fetch(fn("/upload"), { method: "PUT", body: large });
    expect(response.status).toBe(200);
    expect(((await response.json()).body as string).length).toBe(large.length);
  });

  it("keeps serving after a client leaves in the middle of a streamed response", async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(fn("/stream"), (response) => {
        response.once("data", () => {
          request.destroy(); // leave after the first chunk, while the function still holds the rest
          resolve();
        });
      });
      request.on("error", (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    const response = await fetch(fn("/after-abort"));
    expect((await response.json()).path).toBe("/hello/after-abort");
  });

  it("answers 404 for a function that does not exist", async () => {
    const response = await fetch(`${stack.urls.gateway}/functions/v1/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Requested function was not found" });
  });
});

describe("web origin → gateway → edge functions", () => {
  const viaWeb = (suffix: string) => `${web.url}/functions/v1/hello${suffix}`;

  it("forwards method, path, query, body and key mapping through both hops", async () => {
    const response = await fetch(viaWeb("/a?x=1"), {
      method: "POST",
      headers: { apikey: stack.keys.publishableKey },
      body: "from the browser",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: "POST",
      path: "/hello/a",
      search: "?x=1",
      body: "from the browser",
      authorization: `Bearer ${stack.keys.anonKey}`,
    });
  });

  it("appends each hop's peer to X-Forwarded-For, after what the client sent", async () => {
    const body = await (await fetch(viaWeb(""), { headers: { "x-forwarded-for": "203.0.113.7" } })).json();
    expect(body.forwardedFor).toBe("203.0.113.7, 127.0.0.1, 127.0.0.1");
  });

  it("streams a response through both hops", async () => {
    const started = Date.now();
    const response = await fetch(viaWeb("/stream"));
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe("one\n");
    expect(Date.now() - started).toBeLessThan(2500);
    await reader?.cancel();
  });

  it("streams an upload through both hops", async () => {
    const response = await fetch(viaWeb("/upload"), {
      method: "POST",
      body: streamedBody(["a", "b", "c"]),
      // @ts-expect-error Node's fetch needs duplex for a streamed request body (not in the DOM types).
      duplex: "half",
    });
    expect((await response.json()).body).toBe("abc");
  });
});

describe("gateway CORS for Auth and Storage", () => {
  it("answers a browser preflight allowing supabase-js headers and exposing the API version headers", async () => {
    const response = await fetch(`${stack.urls.gateway}/auth/v1/token?grant_type=password`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "apikey,authorization,content-type,x-client-info,x-supabase-api-version",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-headers")).toContain("x-supabase-api-version");
  });

  it("exposes X-Supabase-Api-Version, X-Total-Count and Link to the browser", async () => {
    const response = await fetch(`${stack.urls.gateway}/storage/v1/bucket`, {
      headers: { origin: "http://localhost:5173" },
    });
    const exposed = (response.headers.get("access-control-expose-headers") ?? "").toLowerCase();
    for (const header of ["x-supabase-api-version", "x-total-count", "link"])
      expect(exposed).toContain(header);
  });
});
