// The API gateway (the CLI's Kong on 54321): one port in front of Auth, Storage and Edge Functions.
// It maps the new-style API keys to the legacy JWTs as the CLI's gateway does, adds CORS for the
// stand-ins, strips the `/auth/v1` and `/storage/v1` prefixes, and streams `/functions/v1/<name>/…`
// to the Deno process serving that function (which receives the path `/<name>/…`). WebSocket upgrades
// under `/realtime/v1` go to the Realtime stand-in.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { GATEWAY_SECRET_HEADER } from "../supabase/functions/api/http/client-ip.ts";
import { AUTH_MAX_BODY_BYTES, exceededBodyCap, tooLargeResponse } from "./body-limits.ts";
import type { StackKeys } from "./keys.ts";
import {
  appendForwardedFor,
  forwardedFor,
  forwardedRequest,
  proxy,
  remoteAddressOf,
  requestHeader,
} from "./proxy.ts";

/** Anything with a fetch handler: a Hono app or a plain object. */
export interface FetchApp {
  fetch(request: Request): Response | Promise<Response>;
}

export interface GatewayOptions {
  host: string;
  port: number;
  keys: StackKeys;
  auth?: FetchApp;
  storage?: FetchApp;
  /** Takes WebSocket upgrades under /realtime/v1 (it sees the path without the prefix); closed with the gateway. */
  realtime?: UpgradeHandler;
  /** Internal origin of the Deno process serving a function, undefined when there is none. */
  functionOrigin(name: string): string | undefined;
  /**
   * Sent to the functions as `x-gateway-secret` (the functions runner's gatewaySecret): with it a
   * function trusts the X-Forwarded-For this gateway writes. A client's own header of that name is dropped.
   */
  functionSecret?: string;
}

export interface UpgradeHandler {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

/**
 * Kong's rule in the CLI: an Authorization that is not a `Bearer sb_…` key passes through; otherwise
 * the publishable key becomes `Bearer <anon JWT>` and the secret key `Bearer <service_role JWT>`.
 * The apikey header is mapped the same way, so the stand-ins only ever see the legacy JWT keys.
 * Returns the replaced values only (none when nothing changes).
 */
export function mappedKeyHeaders(
  apikey: string | null | undefined,
  authorization: string | null | undefined,
  keys: StackKeys,
): { apikey?: string; authorization?: string } {
  const legacy = (key: string | null | undefined) =>
    key === keys.publishableKey ? keys.anonKey : key === keys.secretKey ? keys.serviceRoleKey : undefined;
  const mapped: { apikey?: string; authorization?: string } = {};
  const bearerKey = authorization?.startsWith("Bearer sb_") ? authorization.slice("Bearer ".length) : null;
  if (!authorization || bearerKey) {
    const jwt = legacy(bearerKey) ?? legacy(apikey);
    if (jwt) mapped.authorization = `Bearer ${jwt}`;
  }
  const apikeyJwt = legacy(apikey);
  if (apikeyJwt) mapped.apikey = apikeyJwt;
  return mapped;
}

export function mapApiKeys(headers: Headers, keys: StackKeys): Headers {
  const mapped = new Headers(headers);
  const replaced = mappedKeyHeaders(headers.get("apikey"), headers.get("authorization"), keys);
  for (const [name, value] of Object.entries(replaced)) mapped.set(name, value);
  return mapped;
}

/** The prefix-stripped request a stand-in sees (`/auth/v1/signup` → `/signup`). */
function withoutPrefix(request: Request, prefix: string, keys: StackKeys, client?: string): Request {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice(prefix.length) || "/";
  return forwardedRequest(
    request,
    url.toString(),
    appendForwardedFor(mapApiKeys(request.headers, keys), client),
  );
}

const jsonError = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

export function createGatewayApp(options: Omit<GatewayOptions, "host" | "port">): Hono {
  const app = new Hono();
  const { keys } = options;

  // Auth and Storage answer preflights through the gateway (hosted Kong does the same);
  // functions answer OPTIONS themselves, so CORS is not added to them.
  const corsForStandIns = cors({
    origin: (origin) => origin || "*",
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    // No allowHeaders: the preflight's Access-Control-Request-Headers are echoed, so every header
    // supabase-js sends (apikey, authorization, x-client-info, x-supabase-api-version, x-upsert …) passes.
    exposeHeaders: [
      "X-Supabase-Api-Version",
      "X-Total-Count",
      "Link",
      "x-sb-error-code",
      "Content-Range",
      "Content-Length",
      "Content-Type",
      "ETag",
      "Cache-Control",
      "Last-Modified",
    ],
    credentials: true,
    maxAge: 3600,
  });

  // Nothing oversized reaches a stand-in or a function: refused by Content-Length before it is read,
  // and Auth's chunked bodies are counted too (the stand-in buffers JSON; Storage caps its own reads).
  app.use("*", async (c, next) => {
    const cap = exceededBodyCap(c.req.path, requestHeader(c, "content-length"));
    if (cap !== undefined) return tooLargeResponse(cap);
    await next();
  });
  app.use(
    "/auth/v1/*",
    bodyLimit({ maxSize: AUTH_MAX_BODY_BYTES, onError: () => tooLargeResponse(AUTH_MAX_BODY_BYTES) }),
  );

  const mount = (prefix: string, service: FetchApp | undefined, name: string) => {
    app.use(`${prefix}/*`, corsForStandIns);
    app.use(prefix, corsForStandIns);
    const handler = (c: { req: { raw: Request }; env: unknown }) =>
      service
        ? service.fetch(withoutPrefix(c.req.raw, prefix, keys, remoteAddressOf(c)))
        : jsonError(503, "service_unavailable", `${name} is not available in this local stack`);
    app.all(prefix, handler);
    app.all(`${prefix}/*`, handler);
  };
  mount("/auth/v1", options.auth, "Auth");
  mount("/storage/v1", options.storage, "Storage");

  const functionRoute = (c: Context) => {
    const name = c.req.param("name") ?? "";
    const origin = options.functionOrigin(name);
    if (!origin) return jsonError(404, "NOT_FOUND", "Requested function was not found");
    const url = new URL(c.req.url);
    const path = url.pathname.slice("/functions/v1".length);
    const header = (headerName: string) => requestHeader(c, headerName);
    // While Deno reloads a changed function (--watch) its port is closed for a moment: retry briefly.
    return proxy(c, `${origin}${path}${url.search}`, {
      set: {
        ...mappedKeyHeaders(header("apikey"), header("authorization"), keys),
        "x-forwarded-for": forwardedFor(header("x-forwarded-for"), remoteAddressOf(c)),
        [GATEWAY_SECRET_HEADER]: options.functionSecret,
      },
      drop: [GATEWAY_SECRET_HEADER],
      retryForMs: 10_000,
    });
  };

  app.all("/functions/v1/:name{[^/]+}/*", functionRoute);
  app.all("/functions/v1/:name{[^/]+}", functionRoute);
  app.get("/", (c) =>
    c.json({
      name: "paisa-coach local gateway",
      services: ["auth/v1", "storage/v1", "functions/v1", "realtime/v1"],
    }),
  );
  app.notFound((c) => c.json({ message: "no Route matched with those values" }, 404));
  app.onError((error, c) => {
    console.error("[gateway]", error);
    return c.json({ code: "unexpected_failure", message: "Unexpected gateway failure" }, 500);
  });
  return app;
}

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const app = createGatewayApp(options);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () => resolve(s));
    s.once("error", reject);
  });
  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? "/";
    if (!/^\/realtime\/v1(?=\/|\?|$)/.test(url)) return void socket.destroy();
    if (!options.realtime) {
      const body = JSON.stringify({ message: "Realtime is not available in this local stack" });
      return void socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    request.url = url.slice("/realtime/v1".length) || "/";
    options.realtime.handleUpgrade(request, socket, head);
  });
  return {
    url: `http://${options.host}:${options.port}`,
    stop: async () => {
      await options.realtime?.close();
      await closeServer(server);
    },
  };
}

/** Close a Node server, dropping idle keep-alive connections so stop() does not hang. */
export function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}
