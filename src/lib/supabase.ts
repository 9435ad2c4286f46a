// The one supabase-js client of the web app. It owns the session: persisted in localStorage,
// refreshed before expiry, and picked up from the URL after the Google redirect (implicit flow).
import { createClient } from "@supabase/supabase-js";

// Outside a browser (unit tests, build-time tooling) there is no window; any absolute URL will do
// because nothing is fetched until a session exists.
const sameOrigin = typeof window === "undefined" ? "http://localhost" : window.location.origin;

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || sameOrigin;

// vite.config defaults VITE_SUPABASE_ANON_KEY to the local publishable key; the fallback only keeps
// createClient from throwing when the variable is missing (calls would then fail with 401).
const anonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || "missing-anon-key";

export const supabase = createClient(supabaseUrl, anonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});

/** The current access token, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
