// Who is signed in. supabase-js owns the session (persisted, auto-refreshed); the API's current-user
// call says whether that session belongs to a user of the app (docs/product.md §4.1: signed in = the call returns
// data). Both are exposed as small hooks so every screen asks the same question the same way.
import type { CurrentUser } from "@shared/contract/api-rows.ts";
import type { Session } from "@supabase/auth-js";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { ApiError, api } from "./api";
import {
  AUTH_STORAGE_KEY,
  hasAuthRedirect,
  hasStoredSession,
  storedSession,
  storedSessionUserId,
} from "./auth-storage";
import { forgetSessionEnded, rememberSessionEnded } from "./session-ended";

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

/**
 * The session as stored, for the first render: its token's claims (the user's id and e-mail) are all
 * the screens need to start, so they paint and start their reads without waiting for supabase-js to
 * load (docs/offline.md "Paint from the device"). The server checks the session on every call anyway;
 * supabase-js then refreshes the token, or reports it refused (SIGNED_OUT: sign-in says so). During an
 * OAuth redirect the session is about to change: that waits for supabase-js.
 */
const startingSession = (): Session | null => (hasAuthRedirect() ? offlineSession() : storedSession());

// Without a stored session or an OAuth redirect the visitor is signed out: known at once, with no
// need to download supabase-js (which is what keeps the landing page small).
let sessionState: SessionState = !mayHaveSession()
  ? { status: "ready", session: null }
  : startingSession()
    ? { status: "ready", session: startingSession() }
    : { status: "loading", session: null };
const listeners = new Set<() => void>();
let listening: Promise<void> | null = null;
/** True while this device ends its own session (sign-out, deletion): that SIGNED_OUT is expected. */
let endingHere = false;

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
    supabase.auth.onAuthStateChange((event, session) => {
      if (event === "SIGNED_IN") forgetSessionEnded();
      // Refused on refresh (signed out everywhere, a password reset): the session ended elsewhere.
      const endedUserId = sessionState.session?.user.id;
      if (event === "SIGNED_OUT" && !endingHere && endedUserId && navigator.onLine !== false) {
        rememberSessionEnded();
        void forgetSyncedData(endedUserId);
      }
      publish({ status: "ready", session: session ?? offlineSession() });
    });
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

const HELD: SessionState = { status: "loading", session: null };
let deviceDataPending = false;

/**
 * The screens wait for this device's last-synced data (app/start.tsx) instead of asking the network
 * first: while `restored` is pending the session reads as "loading", so no signed-in read starts
 * (the route's code loads meanwhile). `restored` is bounded by its caller.
 */
export function holdSessionUntil(restored: Promise<unknown>): void {
  deviceDataPending = true;
  void restored.finally(() => {
    deviceDataPending = false;
    publish(sessionState);
  });
}

const sessionSnapshot = (): SessionState => (deviceDataPending ? HELD : sessionState);

/** The supabase-js session; `status` is "loading" until the stored session has been read. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionSnapshot, sessionSnapshot);
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
  /** The stored session was refused (it ended on another device or by a password reset). */
  ended: boolean;
  /**
   * `user` is the server's answer during this visit, not a copy painted from the device (which may
   * predate a change made elsewhere): only a confirmed user is acted on by writing to the profile.
   */
  confirmed: boolean;
  refetch: () => void;
}

/** When this page started: a read answered before it is a copy from the device (lib/query-persistence.ts). */
const pageStartedAt = typeof performance !== "undefined" ? performance.timeOrigin : 0;

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

  // The API answers 401 for a session that ended elsewhere: this device forgets it and says why.
  const ended = userId !== null && query.isSuccess && query.data === null;
  useEffect(() => {
    if (ended && userId && !endingHere) void endSessionHere(userId, { endedElsewhere: true });
  }, [ended, userId]);

  const none = { user: null, error: null, ended: false, confirmed: false, refetch: () => {} };
  if (session.status === "loading") return { ...none, isLoading: true };
  if (userId === null) return { ...none, isLoading: false };
  const error = query.error instanceof ApiError && query.error.status === 401 ? null : query.error;
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error,
    ended,
    confirmed: query.isSuccess && query.dataUpdatedAt >= pageStartedAt,
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
  endingHere = true;
  // The last-synced data goes with the session; changes still waiting to sync stay, for this user's
  // next sign-in, and are never sent as anyone else (docs/offline.md).
  const userId = storedSessionUserId();
  if (userId) await forgetSyncedData(userId);
  let apiOk = true;
  try {
    await api.post("/auth/logout");
  } catch {
    apiOk = false;
  }
  const { supabase } = await import("./supabase");
  // This device only: supabase-js's default scope is "global", which would sign every other device
  // out whenever the API call above had failed (that is "Sign out of all devices", below). After the
  // API's sign-out Auth answers 403 session_not_found, which supabase-js takes as signed out.
  const { error } = await supabase.auth.signOut({ scope: "local" });
  // supabase-js keeps the session when even its local sign-out cannot reach Auth (offline): forget
  // it here and start the app again, so "Sign out" always signs this device out.
  if (error) {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    window.location.replace("/");
  }
  endingHere = false;
  return apiOk;
}

/** The user's last-synced data leaves this browser with the session (docs/offline.md). */
async function forgetSyncedData(userId: string): Promise<void> {
  // Loaded here, not at start: IndexedDB's code is no part of a signed-out visitor's first load.
  await (await import("./query-persistence")).forgetQueryCache(userId);
}

const endingSessions = new Map<string, Promise<void>>();

/**
 * Drops this device's session without asking Auth to end any other: after the account was deleted,
 * or when the session already ended elsewhere (then the sign-in screen says so, docs/product.md §4.3).
 * The last-synced data goes with it. Idempotent per user.
 */
export function endSessionHere(userId: string, { endedElsewhere = false } = {}): Promise<void> {
  const running = endingSessions.get(userId);
  if (running) return running;
  if (endedElsewhere) rememberSessionEnded();
  endingHere = true;
  const ending = (async () => {
    await forgetSyncedData(userId);
    const { supabase } = await import("./supabase");
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error) window.localStorage.removeItem(AUTH_STORAGE_KEY);
  })().finally(() => {
    endingHere = false;
    endingSessions.delete(userId);
  });
  endingSessions.set(userId, ending);
  return ending;
}

/**
 * "Sign out of all devices" (docs/product.md §4.3): Auth ends every session of the user — as
 * supabase-js `signOut({ scope: "global" })` does on a hosted project — and this device forgets its
 * copy. Resolves false, still signed in, when Auth could not be reached: nothing was ended then.
 */
export async function signOutAllDevices(): Promise<boolean> {
  const userId = storedSessionUserId();
  const { supabase } = await import("./supabase");
  endingHere = true;
  try {
    const { error } = await supabase.auth.signOut({ scope: "global" });
    if (error) return false;
    if (userId) await forgetSyncedData(userId);
    return true;
  } finally {
    endingHere = false;
  }
}
