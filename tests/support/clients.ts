// Official supabase-js clients against the test stack's gateway, configured like a server-side
// script (no persisted session, no background refresh) so tests stay deterministic.
import { randomUUID } from "node:crypto";
import {
  createClient,
  type Session,
  type SupabaseClient,
  type SupabaseClientOptions,
  type User,
} from "@supabase/supabase-js";
import { stack } from "./stack.ts";

// supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket; no test opens
// a socket, so an inert transport keeps the clients constructible.
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the tests");
  }
}

type AuthOptions = NonNullable<SupabaseClientOptions<"public">["auth"]>;

export interface ClientOptions {
  auth?: AuthOptions;
  /** Sent as the bearer instead of the key, as a signed-in browser sends its access token. */
  accessToken?: string;
}

/** A client with `key` as apikey. */
export function supabaseClient(key: string, options: ClientOptions = {}): SupabaseClient {
  return createClient(stack().urls.gateway, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
    realtime: { transport: NoWebSocket as never },
    ...(options.accessToken
      ? { global: { headers: { Authorization: `Bearer ${options.accessToken}` } } }
      : {}),
  });
}

/** A client with the publishable key, as the web app has (mapped to the anon JWT by the gateway). */
export const anonClient = (auth?: AuthOptions): SupabaseClient =>
  supabaseClient(stack().keys.publishableKey, { auth });

/** A client with the secret key (service_role): admin API, bypasses RLS. */
export const serviceClient = (): SupabaseClient => supabaseClient(stack().keys.secretKey);

export function randomEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface NewUser {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

/** Signs a fresh random user up through supabase-js; the returned client is signed in as them. */
export async function newUser(
  options: { email?: string; password?: string; data?: object } = {},
): Promise<NewUser> {
  const email = options.email ?? randomEmail();
  const password = options.password ?? `Pw-${randomUUID()}`;
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: options.data } });
  if (error) throw new Error(`signUp(${email}) failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error(`signUp(${email}) returned no session (autoconfirm off?)`);
  return { client, user: data.user, session: data.session, email, password };
}
