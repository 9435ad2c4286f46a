// Sessions and refresh tokens as GoTrue keeps them: one auth.sessions row per sign-in, a chain of
// auth.refresh_tokens rows per session (each refresh revokes the old token and adds a child), and the
// sign-in method in auth.mfa_amr_claims (the access token's `amr`).
import type { AmrEntry, TokenService } from "./tokens.ts";
import { ACCESS_TOKEN_TTL_SECONDS, newRefreshToken } from "./tokens.ts";
import { type Db, loadUserJson, type UserJson, type UserRow } from "./users.ts";

export interface SessionJson {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | null;
}

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db<SessionRow[]>`select id, user_id, created_at from auth.sessions where id = ${id}`;
  return row;
}

async function amrOf(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const rows = await db<{ authentication_method: string; created_at: Date }[]>`
    select authentication_method, created_at from auth.mfa_amr_claims
    where session_id = ${sessionId} order by created_at desc`;
  return rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(row.created_at.getTime() / 1000),
  }));
}

async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values ('00000000-0000-0000-0000-000000000000', ${token}, ${userId}, false, now(), now(), ${parent}, ${sessionId})`;
  return token;
}

/** The session JSON supabase-js stores: access token for `sessionId` plus the given refresh token. */
export async function sessionJson(
  db: Db,
  tokens: TokenService,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    email: user.email ?? "",
    phone: user.phone ?? "",
    appMetadata: user.raw_app_meta_data ?? {},
    userMetadata: user.raw_user_meta_data ?? {},
    role: user.role || "authenticated",
    isAnonymous: user.is_anonymous,
    sessionId,
    amr: await amrOf(db, sessionId),
  });
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(db, user),
  };
}

/** A new sign-in: session + amr claim + first refresh token; stamps last_sign_in_at. */
export async function startSession(
  db: Db,
  tokens: TokenService,
  user: UserRow,
  method: "password" | "oauth",
  userAgent: string | undefined,
): Promise<SessionJson> {
  const sessionId = crypto.randomUUID();
  await db`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, refreshed_at)
    values (${sessionId}, ${user.id}, now(), now(), 'aal1', ${userAgent ?? null}, now())`;
  await db`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${crypto.randomUUID()}, ${sessionId}, now(), now(), ${method})`;
  const refreshToken = await insertRefreshToken(db, user.id, sessionId, null);
  const [stamped] = await db<UserRow[]>`
    update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${user.id} returning *`;
  return sessionJson(db, tokens, stamped ?? user, sessionId, refreshToken);
}

export type RotationResult =
  | { kind: "rotated"; userId: string; sessionId: string; refreshToken: string }
  | { kind: "not_found" }
  | { kind: "reused" };

/**
 * Rotates `token` (row-locked, so two concurrent uses cannot both succeed). Presenting a revoked token
 * is treated as theft, as GoTrue does without a reuse interval: every token of that session is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const [row] = await db<RefreshTokenRow[]>`
    select id, token, user_id, revoked, parent, session_id from auth.refresh_tokens
    where token = ${token} for update`;
  if (!row?.session_id) return { kind: "not_found" };
  if (row.revoked) {
    await db`
      update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = ${row.session_id} and revoked = false`;
    return { kind: "reused" };
  }
  await db`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
  const refreshToken = await insertRefreshToken(db, row.user_id, row.session_id, row.token);
  await db`update auth.sessions set refreshed_at = now(), updated_at = now() where id = ${row.session_id}`;
  return { kind: "rotated", userId: row.user_id, sessionId: row.session_id, refreshToken };
}

export type LogoutScope = "global" | "local" | "others";

/** Deleting sessions cascades to their refresh tokens, so those can no longer be refreshed. */
export async function logout(db: Db, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  if (scope === "global" || !sessionId) {
    if (scope !== "others") await db`delete from auth.sessions where user_id = ${userId}`;
    return;
  }
  if (scope === "local") await db`delete from auth.sessions where id = ${sessionId}`;
  else await db`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
}
