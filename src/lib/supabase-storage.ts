// The Storage client (receipt photos), supabase-js's `.storage`: a module of its own, imported dynamically
// where a receipt is shown or sent, so storage-js stays out of the auth client's chunk (lib/supabase.ts),
// which every signed-in first load fetches.
import { StorageClient } from "@supabase/storage-js";
import { supabase, supabaseKey, supabaseUrl } from "./supabase";

/** As supabase-js does: Storage calls carry the user's access token (or the anon key when signed out). */
const fetchWithAuth: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has("apikey")) headers.set("apikey", supabaseKey);
  if (!headers.has("Authorization")) {
    const { data } = await supabase.auth.getSession();
    headers.set("Authorization", `Bearer ${data.session?.access_token ?? supabaseKey}`);
  }
  return fetch(input, { ...init, headers });
};

export const storage = new StorageClient(
  `${supabaseUrl}/storage/v1`,
  { "X-Client-Info": "paisa-coach-web" },
  fetchWithAuth,
);
