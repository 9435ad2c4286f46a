// Streaming HTTP forwarding with fetch(), shared by the gateway (→ Deno functions) and the web
// server (→ gateway): bodies are streamed both ways, never buffered.

// Hop-by-hop headers must not be forwarded; fetch() has already decoded any content-encoding.
const dropOnForward = ["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "content-length"];
const dropOnReturn = ["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length"];

export function forwardedRequest(
  request: Request,
  url: string,
  headers = new Headers(request.headers),
): Request {
  for (const name of dropOnForward) headers.delete(name);
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

/** Appends the connecting client's address to X-Forwarded-For, as Supabase's gateway (Kong) does. */
export function appendForwardedFor(headers: Headers, clientAddress: string | undefined): Headers {
  if (!clientAddress) return headers;
  const address = clientAddress.replace(/^::ffff:/, "");
  const previous = headers.get("x-forwarded-for");
  headers.set("x-forwarded-for", previous ? `${previous}, ${address}` : address);
  return headers;
}

/** The peer address of a request served by @hono/node-server (undefined under app.request()). */
export function remoteAddressOf(c: { env: unknown }): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

export interface ProxyOptions {
  headers?: Headers;
  /** Bodiless requests are retried until then when the target refuses connections (a reloading Deno). */
  retryForMs?: number;
}

export async function proxy(request: Request, url: string, options: ProxyOptions = {}): Promise<Response> {
  const retryable = request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS";
  const deadline = Date.now() + (retryable ? (options.retryForMs ?? 0) : 0);
  for (;;) {
    try {
      const response = await fetch(forwardedRequest(request, url, options.headers));
      const headers = new Headers(response.headers);
      for (const name of dropOnReturn) headers.delete(name);
      const body = response.body ? quietOnClientAbort(response.body, request.signal) : null;
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers,
      });
    } catch (error) {
      if (Date.now() >= deadline || request.signal.aborted) {
        return Response.json(
          {
            code: "upstream_unavailable",
            message: `Upstream ${new URL(url).origin} is not reachable: ${(error as Error).message}`,
          },
          { status: 502 },
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * When the client goes away mid-stream, the upstream read fails with "aborted"; that is expected,
 * so end quietly instead of letting the server log it. Other upstream failures still error the body.
 */
function quietOnClientAbort(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        if (signal.aborted) controller.close();
        else controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
