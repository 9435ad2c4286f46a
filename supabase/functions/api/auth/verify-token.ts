// Verifies Supabase access tokens against the Auth service's published signing keys (JWKS).
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";

export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  email?: string;
  session_id?: string;
  app_metadata?: { role?: string; [key: string]: unknown };
  user_metadata?: Record<string, unknown>;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims | null>;

/**
 * jose caches the key set and refetches it only for an unknown `kid` (at most every 30 s), so
 * a key rotation is picked up without a restart and a steady state costs no network calls.
 */
export function createTokenVerifier(options: { supabaseUrl: string; apiKey: string }): TokenVerifier {
  const authUrl = `${options.supabaseUrl.replace(/\/$/, "")}/auth/v1`;
  const keys = createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`), {
    headers: { apikey: options.apiKey },
    cacheMaxAge: 10 * 60_000,
  });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer: authUrl, audience: "authenticated" });
      if (typeof payload.sub !== "string" || payload.role !== "authenticated") return null;
      return payload as AccessClaims;
    } catch {
      return null;
    }
  };
}
