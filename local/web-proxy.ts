// The one-origin rule (docs/architecture.md, "One origin"): the web server forwards these paths to the
// gateway, so the browser only ever talks to the web origin. Used by Vite (dev) and the production
// static server.
import http from "node:http";
import { exceededBodyCap, tooLargeResponse } from "./body-limits.ts";

/** Paths forwarded to the gateway unchanged. */
export const gatewayPrefixes = ["/auth/v1", "/storage/v1", "/functions/v1"] as const;

/** `/api`, `/api/…`, `/api?…` — but not `/apiary`. */
export const apiPath = /^\/api(?=\/|\?|$)/;

/** Where a web-origin path goes on the gateway, or undefined when the web server serves it itself. */
export function gatewayPathFor(pathWithQuery: string): string | undefined {
  if (apiPath.test(pathWithQuery)) return pathWithQuery.replace(apiPath, "/functions/v1/api");
  const isGatewayPath = gatewayPrefixes.some(
    (prefix) =>
      pathWithQuery === prefix ||
      pathWithQuery.startsWith(`${prefix}/`) ||
      pathWithQuery.startsWith(`${prefix}?`),
  );
  return isGatewayPath ? pathWithQuery : undefined;
}

/** The same rules as a Vite `server.proxy` table. */
export function viteProxy(gatewayUrl: string) {
  // xfwd: X-Forwarded-For carries the browser's address on to the gateway, as a hosted rewrite does.
  // Without an agent Vite's proxy opens a new connection per request (`Connection: close`), which
  // under per-second polling from several tabs left thousands of sockets in TIME_WAIT.
  const agent = new http.Agent({ keepAlive: true });
  const toGateway = { target: gatewayUrl, changeOrigin: true, ws: false, xfwd: true, agent };
  return {
    [apiPath.source]: { ...toGateway, rewrite: (path: string) => path.replace(apiPath, "/functions/v1/api") },
    ...Object.fromEntries(gatewayPrefixes.map((prefix) => [prefix, toGateway])),
  };
}

/** Connect middleware for Vite: refuses a body over its path's cap before the proxy forwards it. */
export function rejectOversizedBodies(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
): void {
  const cap = exceededBodyCap(new URL(req.url ?? "/", "http://web").pathname, req.headers["content-length"]);
  if (cap === undefined) {
    next();
    return;
  }
  const response = tooLargeResponse(cap);
  void response.text().then((body) => {
    res.writeHead(413, { "content-type": "application/json", connection: "close" });
    res.end(body);
  });
}
