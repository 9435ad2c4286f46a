// Drives the API in-process (createApp + app.request) against the real test stack: its Postgres,
// its Auth service (JWKS, sign-up, tokens) and its mail catcher. Only the HTTP hop is skipped.
import postgres from "postgres";
import { type AppDeps, createApp } from "../../../supabase/functions/api/app.ts";
import { createSmtpMailer } from "../../../supabase/functions/api/mail/mailer.ts";
import { randomEmail, stack } from "../../support/index.ts";

export const SITE_URL = "http://localhost:5173";

let sharedSql: postgres.Sql | undefined;
const apiSql = () => {
  sharedSql ??= postgres(stack().urls.db, { max: 5, idle_timeout: 5, onnotice: () => {} });
  return sharedSql;
};

export function testApp(overrides: Partial<AppDeps> = {}) {
  const { urls, keys } = stack();
  const smtp = new URL(urls.smtp);
  return createApp({
    sql: apiSql(),
    supabaseUrl: urls.gateway,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    siteUrl: SITE_URL,
    webOrigin: SITE_URL,
    mailer: createSmtpMailer({
      host: smtp.hostname,
      port: Number(smtp.port),
      secure: false,
      from: "Paisa Coach <no-reply@paisa-coach.local>",
    }),
    push: { vapid: keys.vapid, allowLocalHttp: true },
    ...overrides,
  });
}

export type TestApp = ReturnType<typeof testApp>;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The caller's address, distinct per test so per-IP limits of one test do not leak into another.
   * Given as the connection's address (what Deno.serve reports): X-Forwarded-For counts only from the
   * proxy in front of the function (http/client-ip.ts), and there is none in-process.
   */
  ip?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in the tests
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request; JSON bodies in and out. */
// biome-ignore lint/suspicious/noExplicitAny: as above
export async function call<T = any>(
  app: TestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await app.request(`/api${path}`, { method, headers, body }, { remoteAddr: options.ip });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Non-JSON bodies (none expected) are returned as text for the assertion message.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A random IPv4-looking address, so rate-limit counters start at zero for each test. */
export const randomIp = () => Array.from({ length: 4 }, () => Math.floor(Math.random() * 250) + 1).join(".");

/** A fresh user signed up through the API itself; `token` is their access token. */
export async function signedInUser(app: TestApp = testApp()) {
  const input = {
    email: randomEmail("api"),
    password: "secret123",
    username: randomUsername(),
    country: "India",
    adultConfirmed: true,
  };
  const res = await call(app, "POST", "/auth/signup", { body: input, ip: randomIp() });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    ...input,
    id: res.body.user.id as string,
    token: res.body.session.access_token as string,
    refreshToken: res.body.session.refresh_token as string,
  };
}

/** Exchanges a refresh token at the Auth service, as supabase-js would; the HTTP status tells if it still works. */
export async function refreshStatus(refreshToken: string): Promise<number> {
  const { urls, keys } = stack();
  const response = await fetch(`${urls.gateway}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { apikey: keys.publishableKey, "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  await response.body?.cancel();
  return response.status;
}

export const randomUsername = () => `u${Math.random().toString(36).slice(2, 10)}`;

/** Pre-fills a rate-limit window as if `hits` requests had been counted (arranging data, not mocking). */
export async function fillRateWindow(
  sql: import("postgres").Sql,
  rule: { bucket: string; windowSeconds: number },
  subject: string,
  hits: number,
) {
  const { createHash } = await import("node:crypto");
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const hash = createHash("sha256").update(subject).digest("hex");
  await sql`
    insert into api_private.rate_limit_windows (bucket, subject_hash, window_start, hits)
    values (${rule.bucket}, ${hash}, ${start}, ${hits})
    on conflict (bucket, subject_hash, window_start) do update set hits = excluded.hits`;
}

/** A household "Flat 302" made by `owner`, each of `joiners` joined by an invite of their own: its id. */
export async function householdWith(
  app: TestApp,
  owner: { token: string },
  ...joiners: { token: string }[]
): Promise<string> {
  const created = await call(app, "POST", "/households", { token: owner.token, body: { name: "Flat 302" } });
  if (created.status !== 201) throw new Error(`household not created: ${created.status}`);
  const id = created.body.id as string;
  for (const joiner of joiners) {
    const invite = await call(app, "POST", `/households/${id}/invites`, { token: owner.token });
    const joined = await call(app, "POST", "/households/join", {
      token: joiner.token,
      body: { code: invite.body.code },
    });
    if (joined.status !== 201) throw new Error(`join answered ${joined.status}`);
  }
  return id;
}
