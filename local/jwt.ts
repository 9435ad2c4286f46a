// Verifies a bearer token the way Supabase's services do: user access tokens are ES256, signed with the
// stack's signing key (published in the JWKS); the legacy anon / service_role API keys are HS256 with
// the JWT secret. Used by the Storage and Realtime stand-ins (Auth has its own GoTrue error shapes).
import { importJWK, type JWTPayload, jwtVerify } from "jose";
import type { StackKeys } from "./keys.ts";

export type JwtVerifier = (token: string) => Promise<JWTPayload>;

export function createJwtVerifier(keys: StackKeys): JwtVerifier {
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const publicKeyPromise = importJWK(keys.signingKey.publicJwk, "ES256");
  return async (token) => {
    const { payload } = await jwtVerify(
      token,
      async (header) => (header.alg === "HS256" ? secret : await publicKeyPromise),
      { algorithms: ["ES256", "HS256"] },
    );
    return payload;
  };
}

/** jose's own message (e.g. `"exp" claim timestamp check failed`), as the services surface it. */
export function jwtErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === "string" && code.startsWith("ERR_J") && error instanceof Error) return error.message;
  return "Invalid JWT";
}
