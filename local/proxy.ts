// Streaming HTTP forwarding, shared by the gateway (→ Deno functions) and the web server (→ gateway).
// Requests served by @hono/node-server are piped with node:http over a keep-alive agent: no Fetch
// Request/Response/Headers/ReadableStream per hop, and headers and body leave in one write. That costs
// a third of the CPU of the earlier fetch() proxy, which mattered because every open tab polls the API
// through two such hops on the two cores the whole stack shares (docs/api.md, "Through the local
// gateway"). Callers without Node sockets (app.request() in unit tests) take the fetch() path.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { MAX_BODY_BYTES } from "../supabase/functions/api/http/body-limit.ts";

// Hop-by-hop headers describe one connection, not the message; `expect` is answered by our server.
// A request's transfer-encoding stays: it tells Node to chunk the body it pipes on.
const hopByHop = ["connection", "keep-alive", "proxy-connection", "upgrade", "te", "trailer"];
const dropOnForward = new Set([...hopByHop, "host", "expect"]);
const dropOnReturn = new Set([...hopByHop, "transfer-encoding"]);
// fetch() re-frames bodies and decodes content-encoding, so the length no longer applies there.
const dropOnFetchForward = [...dropOnForward, "transfer-encoding", "content-length"];
const dropOnFetchReturn = [...dropOnReturn, "content-encoding", "content-length"];

/** Headers to replace on the forwarded request (lower-case names); undefined leaves one as it is. */
export type HeaderOverrides = Record<string, string | undefined>;

/**
 * A raw header list (`[name, value, name, value, …]`, as in Node's rawHeaders) without the names in
 * `drop` and those overridden, followed by the overrides. Duplicates and the original spelling survive.
 */
export function rawHeadersFor(
  raw: readonly string[],
  drop: ReadonlySet<string>,
  set: HeaderOverrides = {},
): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (!drop.has(name) && set[name] === undefined) out.push(raw[i] as string, raw[i + 1] as string);
  }
  for (const [name, value] of Object.entries(set)) if (value !== undefined) out.push(name, value);
  return out;
}

/** The X-Forwarded-For value after appending the connecting client, as Supabase's gateway (Kong) does. */
export function forwardedFor(
  previous: string | undefined,
  clientAddress: string | undefined,
): string | undefined {
  if (!clientAddress) return previous;
  const address = clientAddress.replace(/^::ffff:/, "");
  return previous ? `${previous}, ${address}` : address;
}

export function appendForwardedFor(headers: Headers, clientAddress: string | undefined): Headers {
  const value = forwardedFor(headers.get("x-forwarded-for") ?? undefined, clientAddress);
  if (value) headers.set("x-forwarded-for", value);
  return headers;
}

interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/** Node's request and response when @hono/node-server serves the request (undefined under app.request()). */
function nodeBindingsOf(c: { env: unknown }): NodeBindings | undefined {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && env.outgoing ? (env as NodeBindings) : undefined;
}

/** The peer address of a request served by @hono/node-server (undefined under app.request()). */
export function remoteAddressOf(c: { env: unknown }): string | undefined {
  return nodeBindingsOf(c)?.incoming.socket?.remoteAddress;
}

/**
 * One request header. Served by Node, it is read from Node's parsed headers: touching `c.req.raw`'s
 * headers would build the Fetch Request that the piped path avoids.
 */
export function requestHeader(c: { env: unknown; req: { raw: Request } }, name: string): string | undefined {
  const node = nodeBindingsOf(c);
  if (!node) return c.req.raw.headers.get(name) ?? undefined;
  const value = node.incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function forwardedRequest(
  request: Request,
  url: string,
  headers = new Headers(request.headers),
): Request {
  for (const name of dropOnFetchForward) headers.delete(name);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: "manual",
    signal: request.signal,
    // @ts-expect-error Node's fetch needs duplex for a streamed request body (not in the DOM types).
    duplex: "half",
  });
}

export interface ProxyOptions {
  /** Headers replaced on the way (API key mapping, X-Forwarded-For). */
  set?: HeaderOverrides;
  /** Headers never forwarded as the client sent them (an override in `set` still goes out). */
  drop?: readonly string[];
  /** Bodiless requests are retried until then when the target refuses connections (a reloading Deno). */
  retryForMs?: number;
  /**
   * A body with a Content-Length up to this many bytes is read whole before it is sent, so it can be
   * sent once more if a reused socket fails it (default: the API's cap on JSON bodies, 64 KB).
   */
  replayableBodyBytes?: number;
}

const retryDelayMs = 200;
const upstreamUnavailable = (url: string, error: unknown) =>
  Response.json(
    {
      code: "upstream_unavailable",
      message: `Upstream ${new URL(url).origin} is not reachable: ${(error as Error).message}`,
    },
    { status: 502 },
  );

/** Forwards the request of a Hono context to `url`, streaming both bodies. */
export function proxy(
  c: { env: unknown; req: { raw: Request } },
  url: string,
  options: ProxyOptions = {},
): Promise<Response> {
  const node = nodeBindingsOf(c);
  return node ? pipeProxy(node, url, options) : fetchProxy(c.req.raw, url, options);
}

// Shared by every proxied hop; idle sockets do not keep the process alive (Node unrefs them).
const agent = new http.Agent({ keepAlive: true });

function pipeProxy(
  { incoming, outgoing }: NodeBindings,
  url: string,
  options: ProxyOptions,
): Promise<Response> {
  const target = new URL(url);
  const drop = options.drop ? new Set([...dropOnForward, ...options.drop]) : dropOnForward;
  const headers = rawHeadersFor(incoming.rawHeaders, drop, { ...options.set, host: target.host });
  const hasBody =
    incoming.headers["transfer-encoding"] !== undefined ||
    (incoming.headers["content-length"] ?? "0") !== "0";
  const method = incoming.method ?? "GET";
  const length = Number(incoming.headers["content-length"]);
  // A small body with a known length (every JSON call of the app) is read first and kept, so the
  // request can be sent again; a large or chunked one (a receipt, an import) streams through once.
  const replayable =
    hasBody &&
    incoming.headers["transfer-encoding"] === undefined &&
    length <= (options.replayableBodyBytes ?? MAX_BODY_BYTES);
  const bodyReady = replayable ? readWhole(incoming) : undefined;
  // Only a bodiless, side-effect-free request is retried while the target refuses connections.
  const retryable = !hasBody && (method === "GET" || method === "HEAD" || method === "OPTIONS");
  const deadline = Date.now() + (retryable ? (options.retryForMs ?? 0) : 0);

  return new Promise<Response>((resolve) => {
    let clientGone = false;
    let upstream: http.ClientRequest | undefined;
    outgoing.once("close", () => {
      if (outgoing.writableFinished) return;
      clientGone = true; // the client went away: stop the upstream exchange too
      upstream?.destroy();
    });

    // `fresh`: the one resend after a reused socket failed, on a connection of its own, so a second
    // stale socket from the pool cannot fail it too.
    const attempt = (fresh = false) => {
      if (clientGone) return resolve(RESPONSE_ALREADY_SENT);
      let answered = false;
      const request = http.request({
        agent: fresh ? false : agent,
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        // Node sends a raw list as is; a kept `transfer-encoding: chunked` makes it chunk the piped body.
        headers,
      });
      upstream = request;
      request.on("response", (response) => {
        answered = true;
        outgoing.writeHead(
          response.statusCode ?? 502,
          response.statusMessage,
          rawHeadersFor(response.rawHeaders, dropOnReturn),
        );
        // An error here is the client leaving or the upstream breaking mid-body: both ends are closed.
        response.on("error", () => outgoing.destroy());
        response.pipe(outgoing);
        resolve(RESPONSE_ALREADY_SENT);
      });
      request.on("error", (error) => {
        if (answered) return;
        if (clientGone) return resolve(RESPONSE_ALREADY_SENT);
        // A kept-alive socket the upstream closed as it was reused ("socket hang up", or a write into
        // it): the upstream closes only idle sockets, so the request never reached it and is sent
        // again on a fresh socket (the pattern Node's http docs give for request.reusedSocket). A
        // body is resent only once and only from the kept copy; one that streamed cannot be.
        const code = (error as NodeJS.ErrnoException).code;
        const staleSocket = request.reusedSocket && (code === "ECONNRESET" || code === "EPIPE");
        if (staleSocket && (retryable || (bodyReady && !fresh))) {
          attempt(!retryable);
          return;
        }
        if (Date.now() < deadline) {
          setTimeout(attempt, retryDelayMs);
          return;
        }
        if (hasBody && !bodyReady) {
          incoming.unpipe(request);
          incoming.resume(); // read the rest of the upload so the connection can answer the 502
        }
        resolve(upstreamUnavailable(url, error));
      });
      if (bodyReady) {
        bodyReady.then(
          (body) => request.end(body),
          () => request.destroy(),
        );
      } else if (hasBody) incoming.pipe(request);
      else request.end();
    };
    attempt();
  });
}

/** The whole request body (only called for a small one with a known length). */
function readWhole(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => resolve(Buffer.concat(chunks)));
    incoming.once("error", reject);
  });
}

async function fetchProxy(request: Request, url: string, options: ProxyOptions): Promise<Response> {
  const headers = new Headers(request.headers);
  for (const name of options.drop ?? []) headers.delete(name);
  for (const [name, value] of Object.entries(options.set ?? {}))
    if (value !== undefined) headers.set(name, value);
  const retryable = request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
  const deadline = Date.now() + (retryable ? (options.retryForMs ?? 0) : 0);
  for (;;) {
    try {
      const response = await fetch(forwardedRequest(request, url, headers));
      const returned = new Headers(response.headers);
      for (const name of dropOnFetchReturn) returned.delete(name);
      return new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: returned,
      });
    } catch (error) {
      if (Date.now() >= deadline || request.signal.aborted) return upstreamUnavailable(url, error);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    }
  }
}

/**
 * Forwards a WebSocket upgrade (the Realtime socket) to `url`: the handshake goes through with the
 * usual header rules, and once the target answers 101 both sockets are piped to each other as they are.
 */
export function proxyUpgrade(incoming: IncomingMessage, socket: Duplex, head: Buffer, url: string): void {
  const target = new URL(url);
  const headers = rawHeadersFor(incoming.rawHeaders, dropOnForward, {
    host: target.host,
    connection: "Upgrade",
    upgrade: incoming.headers.upgrade ?? "websocket",
    "x-forwarded-for": forwardedFor(
      typeof incoming.headers["x-forwarded-for"] === "string"
        ? incoming.headers["x-forwarded-for"]
        : undefined,
      incoming.socket.remoteAddress,
    ),
  });
  const request = http.request({
    hostname: target.hostname,
    port: target.port,
    path: `${target.pathname}${target.search}`,
    method: incoming.method ?? "GET",
    headers,
  });
  const fail = () => socket.destroy();
  socket.on("error", () => request.destroy());
  request.on("error", fail);
  // Not upgraded (401, 404, 503 …): pass the answer on and close.
  request.on("response", (response) => {
    const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`];
    const raw = rawHeadersFor(response.rawHeaders, dropOnReturn);
    for (let i = 0; i + 1 < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
    socket.write(`${lines.join("\r\n")}\r\nconnection: close\r\n\r\n`);
    response.pipe(socket);
  });
  request.on("upgrade", (response, upstream, upstreamHead) => {
    const lines = [`HTTP/1.1 101 ${response.statusMessage ?? "Switching Protocols"}`];
    for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
      lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
    }
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstream.write(head);
    upstream.on("error", fail);
    upstream.pipe(socket).pipe(upstream);
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
  });
  request.end();
}
