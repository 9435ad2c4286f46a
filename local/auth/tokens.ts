// Access tokens as GoTrue issues them (ES256 with the stack's signing key, `kid` in the header), and
// verification of whatever bearer reaches the stand-in: our ES256 tokens or HS256 tokens signed with
// the legacy JWT secret (the anon / service_role API keys).
import { createHash, randomBytes } from "node:crypto";
import { errors, importJWK, type JWTPayload, jwtVerify, type ProtectedHeaderParameters, SignJWT } from "jose";
import type { StackKeys } from "../keys.ts";
import { forbidden } from "./errors.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub?: string;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  role?: string;
  aal?: string;
  amr?: AmrEntry[];
  session_id?: string;
  is_anonymous?: boolean;
}

export interface TokenSubject {
  userId: string;
  email: string;
  phone: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role: string;
  isAnonymous: boolean;
  sessionId: string;
  amr: AmrEntry[];
}

export function createTokenService(keys: StackKeys, issuer: string) {
  const secret = new TextEncoder().encode(keys.jwtSecret);
  const privateKey = importJWK(keys.signingKey.privateJwk, "ES256");
  const publicKey = importJWK(keys.signingKey.publicJwk, "ES256");

  async function sign(subject: TokenSubject, now = Math.floor(Date.now() / 1000)) {
    const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessTokenClaims = {
      email: subject.email,
      phone: subject.phone,
      app_metadata: subject.appMetadata,
      user_metadata: subject.userMetadata,
      role: subject.role,
      aal: "aal1",
      amr: subject.amr,
      session_id: subject.sessionId,
      is_anonymous: subject.isAnonymous,
    };
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: "ES256", kid: keys.signingKey.kid, typ: "JWT" })
      .setIssuer(issuer)
      .setSubject(subject.userId)
      .setAudience("authenticated")
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(await privateKey);
    return { token, expiresAt };
  }

  /** Verifies signature and expiry; anything wrong is GoTrue's 403 bad_jwt. */
  async function verify(token: string): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify<AccessTokenClaims>(
        token,
        async (header: ProtectedHeaderParameters) => {
          if (header.alg === "HS256") return secret;
          if (header.alg === "ES256" && (!header.kid || header.kid === keys.signingKey.kid)) return publicKey;
          throw new errors.JOSENotSupported(`unsupported signing key ${header.alg}`);
        },
        { algorithms: ["ES256", "HS256"] },
      );
      return payload;
    } catch (error) {
      const reason =
        error instanceof errors.JWTExpired
          ? "token has invalid claims: token is expired"
          : "unable to parse or verify signature";
      throw forbidden("bad_jwt", `invalid JWT: ${reason}`);
    }
  }

  return { sign, verify, publicJwk: keys.signingKey.publicJwk };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Opaque refresh token: 128 random bits, URL-safe. */
export const newRefreshToken = () => randomBytes(16).toString("base64url");

/** PKCE (RFC 7636): s256 compares BASE64URL(SHA256(verifier)); plain compares as is. */
export function codeVerifierMatches(method: "s256" | "plain", challenge: string, verifier: string): boolean {
  if (method === "plain") return challenge === verifier;
  return createHash("sha256").update(verifier).digest("base64url") === challenge;
}

export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
