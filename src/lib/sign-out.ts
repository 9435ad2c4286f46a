// Ending this device's session: sign-out, sign-out of all devices, and dropping a session that ended
// elsewhere or whose account was deleted. Signed-in code only (the profile, the header, the guards that
// ask the API): apart from lib/auth-session.ts, which every screen's start loads.
import { api } from "./api";
import { forgetSyncedData, setEndingHere } from "./auth-session";
import { AUTH_STORAGE_KEY, storedSessionUserId } from "./auth-storage";
import { rememberSessionEnded } from "./session-ended";

/**
 * Ends the session: tells the API (which revokes it server-side), then drops it from supabase-js. The
 * local session is cleared even when the server calls fail, so "Sign out" always signs this device out.
 * Resolves true when the API accepted the sign-out.
 */
export async function signOutEverywhere(): Promise<boolean> {
  setEndingHere(true);
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
  setEndingHere(false);
  return apiOk;
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
  setEndingHere(true);
  const ending = (async () => {
    await forgetSyncedData(userId);
    const { supabase } = await import("./supabase");
    const { error } = await supabase.auth.signOut({ scope: "local" });
    if (error) window.localStorage.removeItem(AUTH_STORAGE_KEY);
  })().finally(() => {
    setEndingHere(false);
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
  setEndingHere(true);
  try {
    const { error } = await supabase.auth.signOut({ scope: "global" });
    if (error) return false;
    if (userId) await forgetSyncedData(userId);
    return true;
  } finally {
    setEndingHere(false);
  }
}
