// supabase-js clients for the auth tests. Same settings as tests/support/clients.ts, plus an inert
// realtime transport: supabase-js builds a realtime client eagerly and Node 20 has no WebSocket,
// while these tests never open a socket.
import { randomUUID } from "node:crypto";
import {
  createClient,
  type Session,
  type SupabaseClient,
  type SupabaseClientOptions,
  type User,
} from "@supabase/supabase-js";
import { randomEmail, stack } from "../../support/index.ts";

class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the auth tests");
  }
}

type AuthOptions = NonNullable<SupabaseClientOptions<"public">["auth"]>;

function client(key: string, auth: AuthOptions = {}): SupabaseClient {
  return createClient(stack().urls.gateway, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    realtime: { transport: NoWebSocket as never },
  });
}

/** The web app's client: publishable key (the gateway maps it to the anon JWT). */
export const anonClient = (auth?: AuthOptions) => client(stack().keys.publishableKey, auth);
/** A server-side client with the secret key (service_role): admin API. */
export const serviceClient = () => client(stack().keys.secretKey);

export interface SignedUp {
  client: SupabaseClient;
  user: User;
  session: Session;
  email: string;
  password: string;
}

export async function newUser(
  options: { email?: string; password?: string; data?: object } = {},
): Promise<SignedUp> {
  const email = options.email ?? randomEmail();
  const password = options.password ?? `Pw-${randomUUID()}`;
  const signedIn = anonClient();
  const { data, error } = await signedIn.auth.signUp({ email, password, options: { data: options.data } });
  if (error) throw new Error(`signUp(${email}) failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error(`signUp(${email}) returned no session`);
  return { client: signedIn, user: data.user, session: data.session, email, password };
}

export { adminSql, randomEmail, stack } from "../../support/index.ts";
