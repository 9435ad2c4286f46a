// Account lookups that must see every account, so they run with the function's own database
// rights (not the caller's): sign-up uniqueness, username → e-mail, password reset, sign-out.
import type postgres from "postgres";
import { withService } from "./with-user.ts";

export interface AccountRef {
  userId: string;
  email: string;
}

/** An account as sign-in sees it: its bcrypt hash (null without a password, e.g. Google-only). */
export interface SigninAccount extends AccountRef {
  passwordHash: string | null;
}

/** With the language on the profile, for the e-mails (null: never chosen). */
export async function findAccountByEmail(
  sql: postgres.Sql,
  email: string,
): Promise<(AccountRef & { language: "en" | "hi" | null }) | null> {
  const rows = await withService(
    sql,
    (tx) => tx<(AccountRef & { language: "en" | "hi" | null })[]>`
      select u.id as "userId", u.email, p.language from auth.users u
      left join public.profiles p on p.id = u.id
      where u.email = ${email.toLowerCase()} and u.deleted_at is null
      limit 1`,
  );
  return rows[0] ?? null;
}

/** The language on a user's profile, for an e-mail to them (null: never chosen, English). */
export async function accountLanguage(sql: postgres.Sql, userId: string): Promise<"en" | "hi" | null> {
  const rows = await withService(
    sql,
    (tx) => tx<{ language: "en" | "hi" | null }[]>`select language from public.profiles where id = ${userId}`,
  );
  return rows[0]?.language ?? null;
}

/** By e-mail (with "@") or username (any case); the e-mail and hash never leave the server. */
export async function findAccountForSignin(
  sql: postgres.Sql,
  identifier: string,
): Promise<SigninAccount | null> {
  const rows = await withService(sql, (tx) =>
    identifier.includes("@")
      ? tx<SigninAccount[]>`
          select id as "userId", email, encrypted_password as "passwordHash" from auth.users
          where email = ${identifier.toLowerCase()} and deleted_at is null
          limit 1`
      : tx<SigninAccount[]>`
          select u.id as "userId", u.email, u.encrypted_password as "passwordHash" from public.profiles p
          join auth.users u on u.id = p.id
          where lower(p.username) = lower(${identifier}) and u.deleted_at is null
          limit 1`,
  );
  return rows[0] ?? null;
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

/** Every stored file of a user, in any bucket: under their own folder, or recorded as theirs. */
export function storageObjectsOf(
  sql: postgres.Sql,
  userId: string,
): Promise<{ bucket: string; name: string }[]> {
  return withService(
    sql,
    (tx) => tx<{ bucket: string; name: string }[]>`
      select bucket_id as bucket, name from storage.objects
      where (storage.foldername(name))[1] = ${userId} or owner_id = ${userId}
      order by bucket_id, name`,
  );
}

interface AccountToDelete {
  /** Null for an account without a password (e.g. made with Google). */
  passwordHash: string | null;
  email: string;
  /** The profile's language, for the confirming e-mail (null: never chosen). */
  language: "en" | "hi" | null;
}

/** The account with its bcrypt hash, e-mail and language, or null. */
export async function accountById(sql: postgres.Sql, userId: string): Promise<AccountToDelete | null> {
  const [row] = await withService(
    sql,
    (tx) => tx<AccountToDelete[]>`
      select nullif(u.encrypted_password, '') as "passwordHash", u.email, p.language
      from auth.users u left join public.profiles p on p.id = u.id
      where u.id = ${userId}`,
  );
  return row ?? null;
}
