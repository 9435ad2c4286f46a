// The web app's Supabase client: Auth (session persisted in localStorage, refreshed before expiry,
// made from the one-time PKCE code in the URL after the Google redirect) and Storage (receipt
// photos: lib/supabase-storage.ts, imported dynamically where a receipt is shown or sent, so its code is no
// part of a signed-in first load). It is built from
// @supabase/auth-js and @supabase/storage-js, the same classes supabase-js uses for `.auth` and
// `.storage`, without the PostgREST and Functions clients this app never calls: that halves the auth
// code every signed-in first load must download. Realtime (live updates) is loaded on its own, after
// sign-in, by lib/live-updates.ts.
import { AuthClient } from "@supabase/auth-js";
import { AUTH_STORAGE_KEY } from "./auth-storage";

// Outside a browser (unit tests, build-time tooling) there is no window; any absolute URL will do
// because nothing is fetched until a session exists.
const sameOrigin = typeof window === "undefined" ? "http://localhost" : window.location.origin;

export const supabaseUrl: string = (import.meta.env.VITE_SUPABASE_URL || sameOrigin).replace(/\/+$/, "");

// vite.config defaults VITE_SUPABASE_ANON_KEY to the local publishable key; the fallback only keeps
// the clients constructible when the variable is missing (calls would then fail with 401).
const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || "missing-anon-key";

/** The publishable (anon) key every Supabase service is called with. */
export const supabaseKey: string = anonKey;

const auth = new AuthClient({
  url: `${supabaseUrl}/auth/v1`,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey, "X-Client-Info": "paisa-coach-web" },
  storageKey: AUTH_STORAGE_KEY,
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
  // Google sign-in returns a one-time code that this client exchanges with its stored verifier: no
  // tokens in the URL (docs/web.md).
  flowType: "pkce",
});

/** `supabase.auth`, with supabase-js's own types. */
export const supabase = { auth };

/** The current session (refreshed first if it expired), or null when signed out. */
export async function currentSession() {
  const { data } = await supabase.auth.getSession();
  return data.session;
}

/** The current access token, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
