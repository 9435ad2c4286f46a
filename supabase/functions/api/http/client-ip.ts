// The caller's IP for per-IP rate limits (docs/api.md, "Rate limits"). X-Forwarded-For is only worth
// something when a proxy that every request must pass wrote it: the proxy appends the address it saw,
// so the last entry is the one a client cannot choose. Which proxy that is, index.ts decides per
// request (`fromTrustedProxy`):
// - on Supabase Edge, the platform's: the function has no port of its own, every request comes
//   through Supabase's gateway, which sets the header;
// - on plain Deno (the local stack), the local gateway only, which proves it is the gateway with the
//   secret the functions runner gave both of them. A caller reaching the function's port directly
//   (it listens on 127.0.0.1 only) is counted by its socket address, whatever headers it sends.
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { sameDigest } from "../auth/secrets.ts";

/** The header the local gateway adds to every request it forwards to a function. */
export const GATEWAY_SECRET_HEADER = "x-gateway-secret";

export interface ProxyTrust {
  /** Running on Supabase's Edge Runtime, behind the platform's gateway. */
  platform: boolean;
  /** The secret the local gateway presents (GATEWAY_SECRET); none outside the local stack. */
  gatewaySecret?: string;
}

/** Whether this request's X-Forwarded-For was written by the proxy in front of the function. */
export function fromTrustedProxy(headers: Headers, trust: ProxyTrust): boolean {
  if (trust.platform) return true;
  const presented = headers.get(GATEWAY_SECRET_HEADER);
  // Equal lengths are compared in constant time; the secret's length is no secret.
  return (
    Boolean(trust.gatewaySecret) && presented !== null && sameDigest(presented, trust.gatewaySecret ?? "")
  );
}

/** The address the per-IP limits count for this request. */
export function clientIp(c: Context<AppEnv>): string {
  const { remoteAddr, forwardedByProxy } = c.env ?? {};
  if (forwardedByProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").pop()?.trim();
    if (forwarded) return forwarded;
    const realIp = c.req.header("x-real-ip")?.trim();
    if (realIp) return realIp;
  }
  return remoteAddr ?? "unknown";
}
