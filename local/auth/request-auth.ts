// Who is calling: GoTrue's requireAuthentication (bearer → verified claims → user + session) and
// requireAdmin (bearer role must be service_role or supabase_admin).
import type { Context } from "hono";
import type { Sql } from "postgres";
import { forbidden, unauthorized } from "./errors.ts";
import { findSession } from "./sessions.ts";
import { type AccessTokenClaims, bearerOf, type TokenService } from "./tokens.ts";
import { findUserById, type UserRow } from "./users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function requireClaims(c: Context, tokens: TokenService): Promise<AccessTokenClaims> {
  const token = bearerOf(c.req.header("authorization"));
  if (!token) throw unauthorized("no_authorization", "This endpoint requires a valid Bearer token");
  return tokens.verify(token);
}

export interface Caller {
  claims: AccessTokenClaims;
  user: UserRow;
  sessionId: string | undefined;
}

export async function requireUser(c: Context, sql: Sql, tokens: TokenService): Promise<Caller> {
  const claims = await requireClaims(c, tokens);
  if (!claims.sub || !isUuid(claims.sub)) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  const user = await findUserById(sql, claims.sub);
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  const sessionId =
    typeof claims.session_id === "string" && claims.session_id ? claims.session_id : undefined;
  if (sessionId) {
    const session = isUuid(sessionId) ? await findSession(sql, sessionId) : undefined;
    if (!session || session.user_id !== user.id) {
      throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
    }
  }
  return { claims, user, sessionId };
}

const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

export async function requireAdmin(c: Context, tokens: TokenService): Promise<AccessTokenClaims> {
  const claims = await requireClaims(c, tokens);
  if (!claims.role || !ADMIN_ROLES.has(claims.role)) throw forbidden("not_admin", "User not allowed");
  return claims;
}
