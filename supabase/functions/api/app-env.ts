// Types shared by the app and its routes.
import type postgres from "postgres";
import type { AuthService } from "./auth/gotrue.ts";
import type { SessionGuard } from "./auth/session-guard.ts";
import type { UnsubscribeSigner } from "./auth/unsubscribe-token.ts";
import type { AccessClaims, TokenVerifier } from "./auth/verify-token.ts";
import type { RateLimiter } from "./db/rate-limits.ts";
import type { SigninThrottle } from "./db/signin-throttle.ts";
import type { DatabaseLimits } from "./db/with-user.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { VapidKeys } from "./push/vapid.ts";
import type { PushSender } from "./push/web-push.ts";
import type { StorageAdmin } from "./storage/storage-admin.ts";

export interface AppDeps {
  /**
   * Connection pool as the database owner (SUPABASE_DB_URL). Data requests drop to `authenticated`
   * per transaction; the owner's rights are used only for sign-up checks, username lookup,
   * password reset and admin statistics.
   */
  sql: postgres.Sql;
  /** Supabase API URL (gateway), e.g. http://127.0.0.1:54321 or https://<ref>.supabase.co. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The project's new-style secret keys (SUPABASE_SECRET_KEYS): also accepted for /api/jobs. */
  secretKeys?: string[];
  /** The web app's URL: reset links and the Google sign-in redirect point here. */
  siteUrl: string;
  /** Origin(s) allowed by CORS. */
  webOrigin: string | string[];
  mailer: Mailer;
  /** Injectable clock (reset-link expiry, rate-limit windows, "today"). */
  now?: () => Date;
  verifyToken?: TokenVerifier;
  /** How long /api trusts that a token's session is still active (default 5 s; auth/session-guard.ts). */
  sessionCheckTtlMs?: number;
  /** Outgoing HTTP to the Auth service (default: the global fetch). */
  fetch?: typeof fetch;
  /** Statement/lock timeouts and the per-user share of the pool (db/with-user.ts has the defaults). */
  database?: Partial<DatabaseLimits>;
  /** Web Push (docs/product.md §4.28): without VAPID keys the reminder goes by e-mail only. */
  push?: {
    vapid?: VapidKeys;
    /** Accept http://127.0.0.1 and localhost endpoints (the local stack and its tests). */
    allowLocalHttp?: boolean;
    /** Outgoing HTTP to push services (default: the global fetch). */
    fetch?: typeof fetch;
  };
  /** Keeps work alive after the response (EdgeRuntime.waitUntil on Supabase); default: detached promise. */
  background?: (work: Promise<unknown>) => void;
  /** The address for data questions named in e-mails (DATA_CONTACT_EMAIL; default in _shared/contract/concerns.ts). */
  dataContact?: string;
}

/** Dependencies after defaults are filled in. */
export interface Services {
  sql: postgres.Sql;
  auth: AuthService;
  storage: StorageAdmin;
  /** Verifies the token and that its session has not ended. */
  verifyToken: TokenVerifier;
  sessions: SessionGuard;
  rateLimiter: RateLimiter;
  signinThrottle: SigninThrottle;
  mailer: Mailer;
  /** Signs and checks the one-click unsubscribe links of reminder e-mails. */
  unsubscribe: UnsubscribeSigner;
  /** Sends the reminder's Web Push messages; no sender when the VAPID keys are not set. */
  push: { sender?: PushSender; allowLocalHttp: boolean };
  now: () => Date;
  siteUrl: string;
  background: (work: Promise<unknown>) => void;
  dataContact: string;
}

export interface AppEnv {
  /**
   * What index.ts knows of the connection: the socket's peer, and whether X-Forwarded-For was written
   * by the proxy in front of the function (http/client-ip.ts).
   */
  Bindings: { remoteAddr?: string; forwardedByProxy?: boolean };
  Variables: { claims: AccessClaims; accessToken: string };
}
