// Access tokens outlive their sessions (they are valid until `exp`, up to an hour). Hosted Auth checks
// the token's session_id on its own endpoints; /api does the same, so a password reset or a sign-out
// (everywhere) ends API access at once: a primary-key look-up in auth.sessions, remembered for a few
// seconds per session so per-second polling costs one look-up per session every few seconds.
import type postgres from "postgres";
import { withService } from "../db/with-user.ts";
import { unauthorized } from "../http/errors.ts";
import { isUuid } from "../http/validate.ts";
import type { AccessClaims, TokenVerifier } from "./verify-token.ts";

/** How long a "still active" answer is trusted; a revoked one is final. */
export const SESSION_CHECK_TTL_MS = 5000;
const MAX_REMEMBERED = 10_000;

interface Checked {
  active: boolean;
  userId: string;
  checkedAt: number;
}

export function createSessionGuard(sql: postgres.Sql, ttlMs = SESSION_CHECK_TTL_MS) {
  const remembered = new Map<string, Checked>();
  const remember = (sessionId: string, entry: Checked) => {
    // Map order is insertion order: dropping the first key evicts the oldest entry.
    if (!remembered.has(sessionId) && remembered.size >= MAX_REMEMBERED) {
      remembered.delete(remembered.keys().next().value as string);
    }
    remembered.set(sessionId, entry);
  };

  return {
    /** True while the token's session exists (a token without one is refused). */
    async isActive(claims: AccessClaims): Promise<boolean> {
      const sessionId = claims.session_id;
      if (typeof sessionId !== "string" || !isUuid(sessionId)) return false;
      const known = remembered.get(sessionId);
      if (known && (!known.active || Date.now() - known.checkedAt < ttlMs)) return known.active;
      const rows = await withService(
        sql,
        (tx) => tx`
          select 1 from auth.sessions
          where id = ${sessionId} and user_id = ${claims.sub} and (not_after is null or not_after > now())`,
      );
      const active = rows.length === 1;
      remember(sessionId, { active, userId: claims.sub, checkedAt: Date.now() });
      return active;
    },

    /** This instance ended the session (sign-out): no need to wait for the next look-up. */
    ended(sessionId: string | undefined): void {
      const known = sessionId ? remembered.get(sessionId) : undefined;
      if (sessionId && known) remember(sessionId, { ...known, active: false });
    },

    /** Every session of the user ended (password reset). */
    endedForUser(userId: string): void {
      for (const [sessionId, entry] of remembered) {
        if (entry.userId === userId) remembered.set(sessionId, { ...entry, active: false });
      }
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

export const SESSION_ENDED = "Unauthorized: your session has ended, please sign in again";

/** A verifier that also refuses (401, saying so) a valid token whose session has ended. */
export function withSessionCheck(verify: TokenVerifier, guard: SessionGuard): TokenVerifier {
  return async (token) => {
    const claims = await verify(token);
    if (!claims) return null;
    if (!(await guard.isActive(claims))) throw unauthorized(SESSION_ENDED);
    return claims;
  };
}
