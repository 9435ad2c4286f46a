// Verifies Supabase access tokens against the Auth service's published signing keys (JWKS).
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
  /** How and when (unix seconds) the session was authenticated, e.g. [{ method: "password", timestamp }]. */
  amr?: { method: string; timestamp: number }[];
  app_metadata?: { role?: string; [key: string]: unknown };
  user_metadata?: Record<string, unknown>;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims | null>;

/** How many verified tokens to remember; each open tab polls with the same token every second. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * jose caches the key set and refetches it only for an unknown `kid` (at most every 30 s), so
 * a key rotation is picked up without a restart and a steady state costs no network calls.
 * Verified tokens are remembered until they expire: a token cannot change, so re-checking its
 * ES256 signature on every per-second poll would only burn CPU.
 */
export function createTokenVerifier(options: { supabaseUrl: string; apiKey: string }): TokenVerifier {
  const authUrl = `${options.supabaseUrl.replace(/\/$/, "")}/auth/v1`;
  const keys = createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`), {
    headers: { apikey: options.apiKey },
    cacheMaxAge: 10 * 60_000,
  });
  const verified = new Map<string, AccessClaims>();

  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if ((known.exp ?? 0) * 1000 > Date.now()) return known;
      verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: authUrl, audience: "authenticated" });
      if (typeof payload.sub !== "string" || payload.role !== "authenticated") return null;
      const claims = payload as AccessClaims;
      // Map iteration order is insertion order: dropping the first entry evicts the oldest.
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
      if (typeof claims.exp === "number") verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  };
}
