// The whole local stack in one process tree: Postgres → bootstrap + migrations → gateway (Auth,
// Storage, Realtime, Edge Functions on Deno) → mail catcher → web. `npm start` and the test harnesses call this.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseEnv } from "node:util";
import postgres from "postgres";
import type { AuthSettings } from "./auth/settings.ts";
import { projectRoot, type StackConfig, urlsOf } from "./config.ts";
import type { ServiceContext } from "./context.ts";
import { migrate } from "./db/migrate.ts";
import { startPostgres } from "./db/postgres.ts";
import { type FunctionsRunner, startFunctions } from "./functions/runner.ts";
import { type FetchApp, startGateway, type UpgradeHandler } from "./gateway.ts";
import { loadOrCreateKeys, type StackKeys } from "./keys.ts";
import { assertPortFree } from "./ports.ts";
import { startScheduler } from "./scheduler.ts";

export type WebMode = "dev" | "prod" | false;

export interface StartStackOptions {
  config: StackConfig;
  /** "dev": Vite with HMR; "prod": the built `dist/` (run `vite build` first); false: no web server. */
  web: WebMode;
  /** Silence service logs (tests). Errors are still thrown. */
  quiet?: boolean;
  /** Where the edge functions live (default `supabase/functions`); tests point it at a fixture. */
  functionsDir?: string;
  /** Deno reloads functions on change (default: web === "dev"). */
  watchFunctions?: boolean;
  /** Extra env for every edge function, over the defaults (e.g. test-only settings). */
  extraFunctionEnv?: Record<string, string>;
  /** Production build served when web is "prod" (default `dist/`). */
  distDir?: string;
  /** Start even if a function fails to boot (it is retried; calls to it answer 502 meanwhile). */
  tolerateFunctionFailures?: boolean;
  /** Postgres without fsync: for throw-away test data directories. */
  fastDb?: boolean;
  /** Over supabase/config.toml's Auth settings (test stacks relax the per-IP limits). */
  authSettings?: Partial<AuthSettings>;
  /**
   * Call the api function's POST /jobs/run every minute, as the hosted pg_cron schedule does
   * (local/scheduler.ts). Off by default: integration tests run the job themselves with a set clock.
   */
  scheduler?: boolean;
  log?: (line: string) => void;
}

export interface StackUrls {
  gateway: string;
  db: string;
  inbox: string;
  smtp: string;
  web: string;
}

export interface RunningStack {
  config: StackConfig;
  urls: StackUrls;
  keys: StackKeys;
  /** Function names served under /functions/v1 (e.g. ["api"]). */
  functions: string[];
  /** The running processes, for operations and fault tests: restart Postgres, find a function's Deno. */
  processes: { restartPostgres(): Promise<void>; functionPid(name: string): number | undefined };
  stop(): Promise<void>;
}

export const stackUrls = (config: StackConfig): StackUrls => ({
  ...urlsOf(config),
  smtp: `smtp://${config.host}:${config.ports.smtp}`,
});

export const MAIL_FROM = "Paisa Coach <no-reply@paisa-coach.local>";

/** What a hosted Edge Function finds in its env, pointed at this stack (docs/architecture.md). */
export async function functionEnv(config: StackConfig, keys: StackKeys): Promise<Record<string, string>> {
  const urls = stackUrls(config);
  // Like `supabase functions serve`, custom secrets come from supabase/functions/.env when present.
  const dotenvFile = path.join(projectRoot, "supabase/functions/.env");
  const secrets = existsSync(dotenvFile) ? parseEnv(await readFile(dotenvFile, "utf8")) : {};
  return {
    ...(secrets as Record<string, string>),
    SUPABASE_URL: urls.gateway,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_DB_URL: urls.db,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify({ keys: [keys.signingKey.publicJwk] }),
    SITE_URL: urls.web,
    WEB_ORIGIN: urls.web,
    SMTP_HOST: config.host,
    SMTP_PORT: String(config.ports.smtp),
    SMTP_USER: "",
    SMTP_PASS: "",
    SMTP_SECURE: "false",
    MAIL_FROM: secrets.MAIL_FROM ?? MAIL_FROM,
    // Web Push (docs/product.md §4.28): the data directory's key pair unless supabase/functions/.env sets one.
    VAPID_PUBLIC_KEY: secrets.VAPID_PUBLIC_KEY ?? keys.vapid.publicKey,
    VAPID_PRIVATE_KEY: secrets.VAPID_PRIVATE_KEY ?? keys.vapid.privateKey,
    VAPID_SUBJECT: secrets.VAPID_SUBJECT ?? keys.vapid.subject,
  };
}

/** Optional modules: the stack starts without a stand-in whose file is absent. */
async function importOptional<T>(relative: string): Promise<T | undefined> {
  const file = path.join(projectRoot, relative);
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as T;
}

interface AuthModule {
  createAuthApp(ctx: ServiceContext): FetchApp;
}
interface StorageModule {
  createStorageApp(ctx: ServiceContext): FetchApp;
}
interface RealtimeModule {
  createRealtimeService(ctx: ServiceContext, options?: { log?: (line: string) => void }): UpgradeHandler;
}
interface MailModule {
  startMailCatcher(options: {
    host: string;
    smtpPort: number;
    webPort: number;
  }): Promise<{ stop(): Promise<void> }>;
}
interface WebModule {
  startWeb(options: {
    mode: "dev" | "prod";
    config: StackConfig;
    gatewayUrl: string;
    quiet?: boolean;
    distDir?: string;
  }): Promise<{
    stop(): Promise<void>;
  }>;
}

export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const { config } = options;
  const log = options.log ?? (options.quiet ? () => {} : (line: string) => console.log(line));
  const urls = stackUrls(config);
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    // Reverse order: web and gateway first, Postgres last (so nothing is mid-query when it stops).
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((error: Error) => console.error(`[stack] stop failed: ${error.message}`));
    }
  };

  const wanted: Array<[number, string]> = [
    [config.ports.db, "Postgres"],
    [config.ports.gateway, "API gateway"],
    [config.ports.inbox, "mail inbox"],
    [config.ports.smtp, "SMTP"],
  ];
  if (options.web) wanted.push([config.ports.web, "web app"]);
  for (const [port, service] of wanted) await assertPortFree(port, config.host, service);

  try {
    const keys = await loadOrCreateKeys(config.dataDir);
    const functionsDir = options.functionsDir ?? path.join(projectRoot, "supabase/functions");

    // Independent pieces start side by side; each is registered for stop() as soon as it is asked to
    // start, so a failure anywhere stops whatever did come up. Stop order is the reverse of this list.
    const track = <T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> => {
      starting.catch(() => {}); // awaited below; this only keeps Node from calling it unhandled
      stops.push(async () => {
        await (await starting.catch(() => undefined))?.stop();
      });
      return starting;
    };

    const pgStarting = track(
      startPostgres({
        dataDir: config.dataDir,
        port: config.ports.db,
        host: config.host,
        fast: options.fastDb,
      }),
    );
    // Deno boots while Postgres starts and migrates: functions only need the DB per request.
    const functionsStarting = track(
      functionEnv(config, keys).then((env) =>
        startFunctions({
          functionsDir,
          env: { ...env, ...options.extraFunctionEnv },
          watch: options.watchFunctions ?? options.web === "dev",
          tolerateFailures: options.tolerateFunctionFailures,
          log,
        }),
      ),
    );
    const migrated = pgStarting.then((pg) => migrate({ dbUrl: pg.url, log }));
    migrated.catch(() => {});
    const sql = postgres(urls.db, { max: 10, onnotice: () => {}, idle_timeout: 30 });
    stops.push(() => sql.end({ timeout: 2 }));
    const ctx: ServiceContext = {
      sql,
      config,
      keys,
      gatewayUrl: urls.gateway,
      siteUrl: urls.web,
      authSettings: options.authSettings,
    };

    const [authModule, storageModule, realtimeModule, mailModule, webModule] = await Promise.all([
      importOptional<AuthModule>("local/auth/app.ts"),
      importOptional<StorageModule>("local/storage/app.ts"),
      importOptional<RealtimeModule>("local/realtime/app.ts"),
      importOptional<MailModule>("local/mail/catcher.ts"),
      options.web ? importOptional<WebModule>("local/web.ts") : undefined,
    ]);
    if (!authModule) log("[stack] local/auth/app.ts not found: /auth/v1 answers 503");
    if (!storageModule) log("[stack] local/storage/app.ts not found: /storage/v1 answers 503");
    if (!realtimeModule) log("[stack] local/realtime/app.ts not found: /realtime/v1 answers 503");
    if (!mailModule) log("[stack] local/mail/catcher.ts not found: no mail catcher");
    if (options.web && !webModule) throw new Error("local/web.ts is missing");

    const mailStarting = mailModule
      ? track(
          mailModule.startMailCatcher({
            host: config.host,
            smtpPort: config.ports.smtp,
            webPort: config.ports.inbox,
          }),
        )
      : undefined;
    const webStarting =
      options.web && webModule
        ? track(
            webModule.startWeb({
              mode: options.web,
              config,
              gatewayUrl: urls.gateway,
              quiet: options.quiet,
              distDir: options.distDir,
            }),
          )
        : undefined;

    // The gateway opens last: once it answers, auth and storage find their tables.
    await migrated;
    const functions: FunctionsRunner = await functionsStarting;
    await Promise.all([mailStarting, webStarting]);
    const pg = await pgStarting;
    const gateway = await track(
      startGateway({
        host: config.host,
        port: config.ports.gateway,
        keys,
        auth: authModule?.createAuthApp(ctx),
        storage: storageModule?.createStorageApp(ctx),
        realtime: realtimeModule?.createRealtimeService(ctx, { log }),
        functionOrigin: (name) => functions.origin(name),
        functionSecret: functions.gatewaySecret,
      }),
    );
    void gateway;
    if (options.scheduler) {
      const scheduler = startScheduler({
        gatewayUrl: urls.gateway,
        serviceRoleKey: keys.serviceRoleKey,
        log,
      });
      stops.push(() => scheduler.stop());
    }

    let stopping: Promise<void> | undefined;
    return {
      config,
      urls,
      keys,
      functions: functions.names,
      processes: { restartPostgres: () => pg.restart(), functionPid: (name) => functions.pid(name) },
      stop: () => {
        stopping ??= stopAll();
        return stopping;
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
