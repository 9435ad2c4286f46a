// Who is calling: the bearer token is verified like Storage does (user access tokens are ES256 signed
// with the stack's signing key; the legacy anon/service_role keys are HS256 with the JWT secret) and its
// claims become the Postgres role and `request.jwt.claims` every storage.objects statement runs under.
// A token whose session has ended (sign-out, password reset) is refused, as the API refuses it.
import type { JWTPayload } from "jose";
import { createJwtVerifier, jwtErrorMessage } from "../jwt.ts";
import type { StackKeys } from "../keys.ts";
import { SESSION_ENDED, type SessionCheck } from "../session-check.ts";
import { errors } from "./errors.ts";

export type DbRole = "anon" | "authenticated" | "service_role";
const DB_ROLES: readonly DbRole[] = ["anon", "authenticated", "service_role"];

export interface Caller {
  role: DbRole;
  claims: JWTPayload & { role?: string };
  /** The JWT `sub` (a user id) if any: recorded as the object's owner. */
  sub: string | null;
}

export type CallerVerifier = (authorization: string | undefined) => Promise<Caller>;

export function createCallerVerifier(keys: StackKeys, sessions: SessionCheck): CallerVerifier {
  const verify = createJwtVerifier(keys);

  return async (authorization) => {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
    const token = match?.[1];
    if (!token) throw errors.accessDenied("headers must have required property 'authorization'");
    let payload: JWTPayload;
    try {
      payload = await verify(token);
    } catch (error) {
      throw errors.accessDenied(jwtErrorMessage(error));
    }
    const role = typeof payload.role === "string" ? payload.role : "anon";
    if (!DB_ROLES.includes(role as DbRole)) throw errors.accessDenied(`role "${role}" is not allowed`);
    if (!(await sessions.isActive(payload))) throw errors.accessDenied(SESSION_ENDED);
    return {
      role: role as DbRole,
      claims: payload as Caller["claims"],
      sub: typeof payload.sub === "string" && payload.sub !== "" ? payload.sub : null,
    };
  };
}
