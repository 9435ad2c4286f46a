// Access tokens outlive their sessions (valid until `exp`, up to an hour). The API refuses a token whose
// session has ended (supabase/functions/api/auth/session-guard.ts); the Storage and Realtime stand-ins
// ask the same question here, so a sign-out or a password reset ends access everywhere. A token names
// its session in `session_id` (Auth always sets one); a token without one (an API key, or one minted
// with the signing key by a script) has no session that could end, as GoTrue treats it.
import type { JWTPayload } from "jose";
import type { Sql } from "postgres";

/** How long an "active" answer is trusted, as the API's; an "ended" one is final. */
export const SESSION_CHECK_TTL_MS = 5000;
const MAX_REMEMBERED = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SESSION_ENDED = "Your session has ended (signed out or password changed), please sign in again";

/** The session a token belongs to, if it names one: `{ id, userId }`, or `"malformed"`. */
export function sessionOf(claims: JWTPayload): { id: string; userId: string } | "malformed" | null {
  const id = (claims as { session_id?: unknown }).session_id;
  if (id === undefined || id === null || id === "") return null;
  if (typeof id !== "string" || !UUID.test(id) || typeof claims.sub !== "string" || !UUID.test(claims.sub)) {
    return "malformed";
  }
  return { id, userId: claims.sub };
}

export interface SessionCheck {
  /** False once the token's session has ended (true for a token tied to no session). */
  isActive(claims: JWTPayload): Promise<boolean>;
  /** Of these session ids, the ones that have ended: one query for all, answers remembered. */
  ended(sessionIds: Iterable<string>): Promise<Set<string>>;
}

export function createSessionCheck(sql: Sql, ttlMs = SESSION_CHECK_TTL_MS): SessionCheck {
  const remembered = new Map<string, { active: boolean; checkedAt: number }>();
  const remember = (id: string, active: boolean) => {
    // Map order is insertion order: dropping the first key evicts the oldest entry.
    remembered.delete(id);
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(id, { active, checkedAt: Date.now() });
  };

  return {
    async isActive(claims) {
      const session = sessionOf(claims);
      if (session === null) return true;
      if (session === "malformed") return false;
      const known = remembered.get(session.id);
      if (known && (!known.active || Date.now() - known.checkedAt < ttlMs)) return known.active;
      const rows = await sql`
        select 1 from auth.sessions
        where id = ${session.id} and user_id = ${session.userId} and (not_after is null or not_after > now())`;
      const active = rows.length === 1;
      remember(session.id, active);
      return active;
    },

    // Only ids already found to belong to their token's user (isActive) are passed here.
    async ended(sessionIds) {
      const ids = [...new Set(sessionIds)].filter((id) => UUID.test(id));
      const gone = new Set(ids.filter((id) => remembered.get(id)?.active === false));
      const open = ids.filter((id) => !gone.has(id));
      if (open.length === 0) return gone;
      const rows = await sql<{ id: string }[]>`
        select id::text as id from auth.sessions
        where id = any(${open}::uuid[]) and (not_after is null or not_after > now())`;
      const active = new Set(rows.map((row) => row.id));
      for (const id of open) {
        const isActive = active.has(id.toLowerCase());
        remember(id, isActive);
        if (!isActive) gone.add(id);
      }
      return gone;
    },
  };
}
