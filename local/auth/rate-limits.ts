// GoTrue's per-IP rate limits (tollbooth token buckets: `limit` requests per 5 minutes, refilled
// evenly, bursts of up to 30), kept in memory like GoTrue's. The client is the address the gateway
// appended to X-Forwarded-For (the last entry): a caller cannot choose it, unlike the first.
import type { Context } from "hono";
import { AuthError } from "./errors.ts";

const WINDOW_MS = 5 * 60_000;
const BURST = 30;
const MAX_CLIENTS = 100_000;

export function clientAddress(c: Context): string {
  return c.req.header("x-forwarded-for")?.split(",").pop()?.trim() || "unknown";
}

export const overRequestRateLimit = () =>
  new AuthError(429, "over_request_rate_limit", "Request rate limit reached");

/** One limiter (e.g. sign-ins): `limit` requests per IP per 5 minutes. */
export function createIpLimiter(limit: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const capacity = Math.min(BURST, limit);
  const refillPerMs = limit / WINDOW_MS;
  return {
    /** Takes one request for this client, or throws GoTrue's 429. */
    take(client: string): void {
      const at = now();
      const bucket = buckets.get(client) ?? { tokens: capacity, at };
      const tokens = Math.min(capacity, bucket.tokens + (at - bucket.at) * refillPerMs);
      if (tokens < 1) {
        buckets.set(client, { tokens, at });
        throw overRequestRateLimit();
      }
      // Oldest first in a Map: forget the longest-idle client when full.
      buckets.delete(client);
      if (buckets.size >= MAX_CLIENTS) buckets.delete(buckets.keys().next().value as string);
      buckets.set(client, { tokens: tokens - 1, at });
    },
  };
}

export type IpLimiter = ReturnType<typeof createIpLimiter>;
