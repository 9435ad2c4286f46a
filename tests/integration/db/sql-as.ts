// Database-level test helpers: accounts made straight in auth.users (so the profiles trigger runs as
// it does on sign-up), and SQL run the way the API runs it: one transaction with
// `set local role` + `request.jwt.claims`, so row-level security decides what the caller sees.
import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { adminSql } from "../../support/db.ts";

export type Tx = postgres.TransactionSql;

export interface TestUser {
  id: string;
  email: string;
  appMetadata: Record<string, unknown>;
}

export interface NewUserOptions {
  username?: string | null;
  country?: string;
  email?: string;
  /** e.g. { role: "admin" }; only the service role can set app_metadata on a real project. */
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
}

/** Inserts an auth user as GoTrue would; the database trigger creates the profile and settings. */
export async function createUser(options: NewUserOptions = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = options.email ?? `db-${id.slice(0, 8)}@example.test`;
  const appMetadata = { provider: "email", providers: ["email"], ...options.appMetadata };
  const userMetadata: Record<string, unknown> = { ...options.userMetadata };
  if (options.username !== null) userMetadata.username = options.username ?? `u${id.slice(0, 8)}`;
  if (options.country !== undefined) userMetadata.country = options.country;
  const sql = adminSql();
  await sql`
    insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    values (${id}, 'authenticated', 'authenticated', ${email}, ${sql.json(appMetadata as postgres.JSONValue)},
      ${sql.json(userMetadata as postgres.JSONValue)}, now(), now())`;
  return { id, email, appMetadata };
}

export interface AsOptions {
  /** The session's TimeZone setting, e.g. "UTC" or "America/New_York" (server zone stand-in). */
  timeZone?: string;
  /** Another connection pool than the shared one (e.g. one with no cached plans yet). */
  client?: postgres.Sql;
}

/**
 * Runs `work` as `who` ("anon" = the publishable key without a session) inside one transaction,
 * committed when `work` resolves, rolled back when it throws.
 */
export function as<T>(who: TestUser | "anon", work: (tx: Tx) => Promise<T>, options: AsOptions = {}) {
  return (options.client ?? adminSql()).begin(async (tx) => {
    const claims =
      who === "anon"
        ? { role: "anon" }
        : {
            sub: who.id,
            role: "authenticated",
            aud: "authenticated",
            email: who.email,
            app_metadata: who.appMetadata,
            user_metadata: {},
          };
    if (options.timeZone) await tx`select set_config('timezone', ${options.timeZone}, true)`;
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
    await tx.unsafe(`set local role ${who === "anon" ? "anon" : "authenticated"}`);
    return work(tx);
  }) as Promise<T>;
}

/** The error a statement fails with (a rejected promise turned into a value), or null. */
export async function failureOf(run: () => Promise<unknown>): Promise<postgres.PostgresError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return error as postgres.PostgresError;
  }
}

/** An instant given as Indian local time, e.g. ist("2026-11-30 23:59"). */
export const ist = (local: string): string => `${local}:00+05:30`;

/**
 * An insert as PostgREST makes it from a JSON body (`json_populate_record`, every value sent as
 * text), as `user`: what a POST to /rest/v1/<table> runs, including values such as '-infinity' that
 * a typed client would refuse to send.
 */
export function restInsert(user: TestUser, table: string, body: Record<string, unknown>) {
  const columns = Object.keys(body)
    .map((column) => `"${column}"`)
    .join(", ");
  return as(user, (tx) =>
    tx.unsafe(
      `insert into public.${table} (${columns}) select ${columns}
       from json_populate_record(null::public.${table}, $1::text::json) returning *`,
      [JSON.stringify(body)],
    ),
  );
}

/** An update as PostgREST makes it (PATCH /rest/v1/<table>?<key>=eq.<value>), as `user`. */
export function restUpdate(
  user: TestUser,
  table: string,
  where: { column: string; value: string },
  body: Record<string, unknown>,
) {
  const set = Object.keys(body)
    .map((column) => `"${column}" = body."${column}"`)
    .join(", ");
  return as(user, (tx) =>
    tx.unsafe(
      `update public.${table} set ${set}
       from json_populate_record(null::public.${table}, $1::text::json) body
       where public.${table}."${where.column}"::text = $2::text`,
      [JSON.stringify(body), where.value],
    ),
  );
}
