// Account lookups that must see every account, so they run with the function's own database
// rights (not the caller's): sign-up uniqueness, username → e-mail, password reset, sign-out.
import type postgres from "postgres";
import { withService } from "./with-user.ts";

export interface AccountRef {
  userId: string;
  email: string;
}

export async function findAccountByEmail(sql: postgres.Sql, email: string): Promise<AccountRef | null> {
  const rows = await withService(
    sql,
    (tx) => tx<AccountRef[]>`
      select id as "userId", email from auth.users
      where email = ${email.toLowerCase()} and deleted_at is null
      limit 1`,
  );
  return rows[0] ?? null;
}

/** Usernames are unique regardless of case; the e-mail never leaves the server. */
export async function findAccountByUsername(sql: postgres.Sql, username: string): Promise<AccountRef | null> {
  const rows = await withService(
    sql,
    (tx) => tx<AccountRef[]>`
      select u.id as "userId", u.email from public.profiles p
      join auth.users u on u.id = p.id
      where lower(p.username) = lower(${username}) and u.deleted_at is null
      limit 1`,
  );
  return rows[0] ?? null;
}

export async function findAccountForSignin(
  sql: postgres.Sql,
  identifier: string,
): Promise<AccountRef | null> {
  return identifier.includes("@")
    ? findAccountByEmail(sql, identifier)
    : findAccountByUsername(sql, identifier);
}

export async function signupConflicts(sql: postgres.Sql, email: string, username: string) {
  const [row] = await withService(
    sql,
    (tx) => tx<{ emailTaken: boolean; usernameTaken: boolean }[]>`
      select
        exists (select 1 from auth.users where email = ${email.toLowerCase()}) as "emailTaken",
        exists (select 1 from public.profiles where lower(username) = lower(${username})) as "usernameTaken"`,
  );
  return row ?? { emailTaken: false, usernameTaken: false };
}

/** Ends every session of a user: refresh tokens go with their sessions (on delete cascade). */
export async function signOutEverywhere(sql: postgres.Sql, userId: string): Promise<void> {
  await withService(sql, (tx) => tx`delete from auth.sessions where user_id = ${userId}`);
}
