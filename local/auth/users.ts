// auth.users / auth.identities access and the user JSON GoTrue returns (never the password hash).
import type { Sql, TransactionSql } from "postgres";
import type { Metadata } from "./metadata.ts";

export type Db = Sql | TransactionSql;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata | null;
  raw_user_meta_data: Metadata | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export const AUDIENCE = "authenticated";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`select * from auth.users where id = ${id}`;
  return row;
}

/** GoTrue's FindUserByEmailAndAudience: case-insensitive, SSO users excluded. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db<UserRow[]>`
    select * from auth.users
    where lower(email) = ${normalizeEmail(email)} and is_sso_user = false
    order by created_at limit 1`;
  return row;
}

export async function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
  return db<IdentityRow[]>`select * from auth.identities where user_id = ${userId} order by created_at`;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  userMetadata: Metadata;
  appMetadata: Metadata;
  role?: string;
}

/** Inserts the user (app triggers on auth.users fire here) and its first identity. */
export async function insertUser(
  db: Db,
  user: NewUser,
  identity: { provider: string; providerId?: string; data: Metadata },
) {
  const id = crypto.randomUUID();
  const [row] = await db<UserRow[]>`
    insert into auth.users (
      instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
      confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous
    ) values (
      '00000000-0000-0000-0000-000000000000', ${id}, ${AUDIENCE}, ${user.role ?? AUDIENCE},
      ${normalizeEmail(user.email)}, ${user.passwordHash ?? ""},
      ${user.emailConfirmed ? db`now()` : null},
      ${db.json(user.appMetadata as never)}, ${db.json(user.userMetadata as never)}, false, now(), now(),
      '', '', '', '', false, false
    ) returning *`;
  if (!row) throw new Error("insert into auth.users returned no row");
  await insertIdentity(db, row, identity.provider, identity.providerId ?? id, {
    ...identity.data,
    sub: identity.data.sub ?? id,
  });
  return row;
}

export async function insertIdentity(
  db: Db,
  user: UserRow,
  provider: string,
  providerId: string,
  data: Metadata,
) {
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    ...data,
  };
  await db`
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    values (${providerId}, ${user.id}, ${db.json(identityData as never)}, ${provider}, now(), now(), now())`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

/** GoTrue's user JSON: empty timestamps are omitted, `phone` and `email` are always strings. */
export function userJson(user: UserRow, identities: IdentityRow[]) {
  return {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at) ?? "",
    updated_at: iso(user.updated_at) ?? "",
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

export async function loadUserJson(db: Db, user: UserRow) {
  return userJson(user, await identitiesOf(db, user.id));
}

export const isBanned = (user: UserRow, now = new Date()) =>
  user.banned_until !== null && user.banned_until > now;
