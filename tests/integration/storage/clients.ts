// supabase-js clients for the storage tests, configured like tests/support/clients.ts plus an inert
// realtime transport: supabase-js builds its realtime client eagerly and Node 20 has no global
// WebSocket, while these tests never open a socket.
import { randomUUID } from "node:crypto";
import { createClient, type Session, type SupabaseClient, type User } from "@supabase/supabase-js";
import { randomEmail, stack } from "../../support/index.ts";

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the storage tests");
  }
}

/** A client with `key` as apikey; `accessToken` replaces the bearer (as a signed-in browser sends it). */
export function storageClient(key = stack().keys.publishableKey, accessToken?: string): SupabaseClient {
  return createClient(stack().urls.gateway, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
    ...(accessToken ? { global: { headers: { Authorization: `Bearer ${accessToken}` } } } : {}),
  });
}

export const anonClient = () => storageClient(stack().keys.publishableKey);
export const serviceClient = () => storageClient(stack().keys.secretKey);

export interface StorageUser {
  client: SupabaseClient;
  user: User;
  session: Session;
}

/** Signs a fresh user up through the Auth stand-in; the client is signed in as them. */
export async function newUser(): Promise<StorageUser> {
  const email = randomEmail("storage");
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password: `Pw-${randomUUID()}` });
  if (error) throw new Error(`signUp(${email}) failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error(`signUp(${email}) returned no session`);
  return { client, user: data.user, session: data.session };
}
