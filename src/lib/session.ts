// Who is signed in. supabase-js owns the session (persisted, auto-refreshed); the API's current-user
// call says whether that session belongs to a user of the app (docs/product.md §4.1: signed in = the call returns
// data). Both are exposed as small hooks so every screen asks the same question the same way.
import type { CurrentUser } from "@shared/contract/api-rows.ts";
import type { Session } from "@supabase/auth-js";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ApiError, api } from "./api";
import {
  AUTH_STORAGE_KEY,
  hasAuthRedirect,
  hasStoredSession,
  storedSession,
  storedSessionUserId,
} from "./auth-storage";

export type SessionState =
  | { status: "loading"; session: null }
  | { status: "ready"; session: Session | null };

/** False when the visitor is surely signed out (no stored session, no OAuth redirect): known at once. */
export const mayHaveSession = (): boolean => hasStoredSession() || hasAuthRedirect();

/**
 * Offline, supabase-js cannot refresh an expired access token: it retries for half a minute, then
 * reports no session. The session it stored is still the user's (docs/offline.md): the app goes on
 * with it until the connection is back and supabase-js refreshes it (or, refused, signs out).
 */
const offlineSession = (): Session | null =>
  typeof navigator !== "undefined" && navigator.onLine === false ? storedSession() : null;

// Without a stored session or an OAuth redirect the visitor is signed out: known at once, with no
// need to download supabase-js (which is what keeps the landing page small).
let sessionState: SessionState = !mayHaveSession()
  ? { status: "ready", session: null }
  : offlineSession()
    ? { status: "ready", session: offlineSession() }
    : { status: "loading", session: null };
const listeners = new Set<() => void>();
let listening: Promise<void> | null = null;

function publish(next: SessionState): void {
  sessionState = next;
  for (const listener of listeners) listener();
}

/**
 * Loads supabase-js and follows its session from then on. Called at start when a session may exist,
 * and by the sign-in and sign-up screens once they have stored one.
 */
export function followSupabaseSession(): Promise<void> {
  listening ??= import("./supabase").then(({ supabase }) => {
    // INITIAL_SESSION arrives first (after any session in the URL is stored), then SIGNED_IN,
    // TOKEN_REFRESHED, SIGNED_OUT … The callback must stay synchronous: supabase-js holds a lock.
    supabase.auth.onAuthStateChange((_event, session) =>
      publish({ status: "ready", session: session ?? offlineSession() }),
    );
  });
  return listening;
}

if (typeof window !== "undefined") {
  if (mayHaveSession()) void followSupabaseSession();
  // Another tab signed in: follow the session here too.
  window.addEventListener("storage", (event) => {
    if (event.key === AUTH_STORAGE_KEY && event.newValue) void followSupabaseSession();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The supabase-js session; `status` is "loading" until the stored session has been read. */
export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribe,
    () => sessionState,
    () => sessionState,
  );
}

export type { CurrentUser };

export const currentUserKey = (userId: string | null) => ["auth", "user", userId] as const;

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  return api.get<CurrentUser | null>("/auth/user", { nullOn401: true });
}

export interface CurrentUserState {
  /** The signed-in user, or null when signed out (or the session is no longer accepted). */
  user: CurrentUser | null;
  /** True while the session or the current-user call is still resolving. */
  isLoading: boolean;
  /** The current-user call failed for another reason than 401 (offline, server down). */
  error: Error | null;
  refetch: () => void;
}

/** The signed-in user per docs/product.md §4.1: GET /api/auth/user, no retry, null on 401. */
export function useCurrentUser(): CurrentUserState {
  const session = useSession();
  const userId = session.session?.user.id ?? null;
  const query = useQuery({
    queryKey: currentUserKey(userId),
    queryFn: fetchCurrentUser,
    enabled: userId !== null,
    retry: false,
    // Fail at once when offline (instead of pausing) so the shell can show the offline screen.
    networkMode: "always",
  });

  if (session.status === "loading") return { user: null, isLoading: true, error: null, refetch: () => {} };
  if (userId === null) return { user: null, isLoading: false, error: null, refetch: () => {} };
  const error = query.error instanceof ApiError && query.error.status === 401 ? null : query.error;
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error,
    refetch: () => void query.refetch(),
  };
}

/** The signed-in user's e-mail for per-user storage keys; "" while signed out. */
export function useUserEmail(): string {
  const { user } = useCurrentUser();
  const session = useSession();
  return user?.email ?? session.session?.user.email ?? "";
}

/**
 * Ends the session: tells the API (which revokes it server-side), then drops it from supabase-js. The
 * local session is cleared even when the server calls fail, so "Sign out" always signs this device out.
 * Resolves true when the API accepted the sign-out.
 */
export async function signOutEverywhere(): Promise<boolean> {
  // The last-synced data goes with the session; changes still waiting to sync stay, for this user's
  // next sign-in, and are never sent as anyone else (docs/offline.md).
  const userId = storedSessionUserId();
  // Loaded here, not at start: IndexedDB's code is no part of a signed-out visitor's first load.
  if (userId) await (await import("./query-persistence")).forgetQueryCache(userId);
  let apiOk = true;
  try {
    await api.post("/auth/logout");
  } catch {
    apiOk = false;
  }
  const { supabase } = await import("./supabase");
  const { error } = await supabase.auth.signOut();
  if (error) {
    const local = await supabase.auth.signOut({ scope: "local" });
    // supabase-js keeps the session when even its local sign-out cannot reach Auth (offline): forget
    // it here and start the app again, so "Sign out" always signs this device out.
    if (local.error) {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
      window.location.replace("/");
    }
  }
  return apiOk;
}
