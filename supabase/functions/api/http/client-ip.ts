// The caller's IP for per-IP rate limits. The proxy in front of the function (Supabase's edge)
// appends the address it saw to X-Forwarded-For, so the last entry is the one a client cannot forge;
// the socket address is the fallback when the function is called directly.
import type { Context } from "hono";

export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
  if (forwarded) return forwarded;
  const realIp = c.req.header("x-real-ip")?.trim();
  if (realIp) return realIp;
  const env = c.env as { remoteAddr?: string } | undefined;
  return env?.remoteAddr ?? "unknown";
}
