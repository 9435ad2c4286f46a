// What every in-process stand-in (auth, storage) is given by the stack.
import type { Sql } from "postgres";
import type { AuthSettings } from "./auth/settings.ts";
import type { StackConfig } from "./config.ts";
import type { StackKeys } from "./keys.ts";

export interface ServiceContext {
  /** Superuser connection (role postgres); stand-ins switch role per statement where RLS must decide. */
  sql: Sql;
  config: StackConfig;
  keys: StackKeys;
  /** Public gateway URL, e.g. http://127.0.0.1:54321 — tokens' `iss` is `${gatewayUrl}/auth/v1`. */
  gatewayUrl: string;
  /** Web app URL (site_url): default redirect target for OAuth. */
  siteUrl: string;
  /** Over supabase/config.toml's Auth settings (test stacks relax the rate limits). */
  authSettings?: Partial<AuthSettings>;
}
