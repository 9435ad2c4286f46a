// Drives the API in-process (createApp + app.request) against the real test stack: its Postgres,
// its Auth service (JWKS, sign-up, tokens) and its mail catcher. Only the HTTP hop is skipped.
import postgres from "postgres";
import { type AppDeps, createApp } from "../../../supabase/functions/api/app.ts";
import { createSmtpMailer } from "../../../supabase/functions/api/mail/mailer.ts";
import { newUser, randomEmail, stack } from "../../support/index.ts";

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
    ...overrides,
  });
}

export type TestApp = ReturnType<typeof testApp>;

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Distinct per test so per-IP limits of one test do not leak into another. */
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request; JSON bodies in and out. */
export async function call<T = any>(
  app: TestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.ip) headers["X-Forwarded-For"] = options.ip;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await app.request(`/api${path}`, { method, headers, body });
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

/** A fresh user signed up through supabase-js; `token` is their access token. */
export async function signedInUser() {
  const user = await newUser({ email: randomEmail("api") });
  return { ...user, token: user.session.access_token, id: user.user.id };
}

export const randomUsername = () => `u${Math.random().toString(36).slice(2, 10)}`;
