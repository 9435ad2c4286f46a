// Entry point of the `api` edge function: the only file that touches `Deno.*`.
import postgres from "postgres";
import { createApp } from "./app.ts";
import { fromTrustedProxy } from "./http/client-ip.ts";
import { createSmtpMailer, smtpSettingsFromEnv } from "./mail/mailer.ts";
import { vapidKeysFromEnv } from "./push/vapid.ts";

const env = (name: string, fallback?: string): string => {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
};

// Supabase Edge keeps background work (the reset e-mails) alive after the response with waitUntil.
const edgeRuntime = (globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime;

const sql = postgres(env("SUPABASE_DB_URL"), {
  max: Number(env("DB_POOL_SIZE", "10")),
  idle_timeout: 20,
  // Supavisor's transaction mode (port 6543) cannot keep prepared statements; direct connections can.
  prepare: env("DB_PREPARE", "true") !== "false",
  onnotice: () => {},
  // Named, so operators (and tests/faults) can tell the function's connections apart.
  connection: { application_name: "paisa-api" },
  // Reconnect within a second after the database restarts. postgres.js counts failed connections across
  // the whole pool, so its default backoff (3^n/100 s) waited 10-20 s after one restart of a busy pool.
  backoff: (failures: number) => Math.min(0.05 * 2 ** failures, 1),
});

const supabaseUrl = env("SUPABASE_URL");
// Only the local stack (its API on this machine) accepts http push endpoints: its tests serve them.
const isLocal = ["127.0.0.1", "localhost"].includes(new URL(supabaseUrl).hostname);

const app = createApp({
  sql,
  supabaseUrl,
  anonKey: env("SUPABASE_ANON_KEY"),
  serviceRoleKey: env("SUPABASE_SERVICE_ROLE_KEY"),
  secretKeys: Object.values(JSON.parse(env("SUPABASE_SECRET_KEYS", "{}")) as Record<string, string>),
  siteUrl: env("SITE_URL", env("WEB_ORIGIN", "http://localhost:5173")),
  webOrigin: env("WEB_ORIGIN", env("SITE_URL", "http://localhost:5173"))
    .split(",")
    .map((origin) => origin.trim()),
  mailer: createSmtpMailer(smtpSettingsFromEnv((name) => Deno.env.get(name))),
  push: { vapid: vapidKeysFromEnv((name) => Deno.env.get(name)), allowLocalHttp: isLocal },
  background: edgeRuntime ? (work) => edgeRuntime.waitUntil(work) : undefined,
  dataContact: Deno.env.get("DATA_CONTACT_EMAIL"),
});

// Whose X-Forwarded-For counts (http/client-ip.ts): Supabase's gateway on Edge, the local gateway
// (holding GATEWAY_SECRET) on plain Deno.
const proxyTrust = { platform: edgeRuntime !== undefined, gatewaySecret: Deno.env.get("GATEWAY_SECRET") };

// Loopback only: on the local stack nothing but this machine (the gateway) may call the function.
// Supabase's Edge Runtime ignores the address and port: there the platform routes every request.
Deno.serve({ hostname: "127.0.0.1", port: Number(env("PORT", "8000")) }, (request, info) =>
  app.fetch(request, {
    remoteAddr: (info.remoteAddr as Deno.NetAddr).hostname,
    // Asked only by the routes that count per IP (clientIp), not for every request: a header read
    // and a digest comparison.
    get forwardedByProxy() {
      return fromTrustedProxy(request.headers, proxyTrust);
    },
  }),
);
