// Where supabase-js keeps the session, readable without loading supabase-js: a signed-out visitor
// (the landing page) then never downloads the auth client at all.
import type { Session } from "@supabase/auth-js";

/** supabase-js `storageKey`: fixed, so it does not depend on the project's host name. */
export const AUTH_STORAGE_KEY = "paisa-coach-auth";

/** True when this browser holds a session (possibly expired; supabase-js refreshes or drops it). */
export function hasStoredSession(): boolean {
  try {
    return typeof window !== "undefined" && window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** True right after an OAuth redirect, whose tokens (implicit) or code (PKCE) supabase-js must read. */
export function hasAuthRedirect(): boolean {
  if (typeof window === "undefined") return false;
  const { hash, search } = window.location;
  return /(?:^#|&)(?:access_token|error_description)=/.test(hash) || /[?&]code=/.test(search);
}

/** The session supabase-js stored (possibly expired), read without loading supabase-js. */
export function storedSession(): Session | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    const session = raw ? (JSON.parse(raw) as Session) : null;
    return typeof session?.user?.id === "string" && session.user.id ? session : null;
  } catch {
    return null;
  }
}

/** The user id of the session supabase-js stored, read without loading supabase-js. */
export const storedSessionUserId = (): string | null => storedSession()?.user.id ?? null;
