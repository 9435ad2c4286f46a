// The caller's IP for per-IP rate limits. Supabase's edge (and the local gateway) put the client
// address first in X-Forwarded-For; the socket address is the fallback when called directly.
import type { Context } from "hono";

export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  const realIp = c.req.header("x-real-ip")?.trim();
  if (realIp) return realIp;
  const env = c.env as { remoteAddr?: string } | undefined;
  return env?.remoteAddr ?? "unknown";
}
