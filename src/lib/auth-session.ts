// The supabase-js session as this device follows it: known at once from storage for a visitor who is
// surely signed out, supabase-js loaded only when a session may exist. No TanStack Query here: every
// screen's start imports this module, and the current user (a query) is lib/session.ts, which only
// the signed-in screens and guards load (docs/web.md "Initial JS").
import type { Session } from "@supabase/auth-js";
import { useSyncExternalStore } from "react";
import { AUTH_STORAGE_KEY, hasAuthRedirect, hasStoredSession, storedSession } from "./auth-storage";
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

/** True while this device ends its own session (lib/session.ts leaves such a SIGNED_OUT alone). */
export const isEndingHere = (): boolean => endingHere;

/** Set by lib/sign-out.ts around ending this device's session. */
export function setEndingHere(ending: boolean): void {
  endingHere = ending;
}

/** The user's last-synced data leaves this browser with the session (docs/offline.md). */
export async function forgetSyncedData(userId: string): Promise<void> {
  // Loaded here, not at start: IndexedDB's code is no part of a signed-out visitor's first load.
  await (await import("./query-persistence")).forgetQueryCache(userId);
}
