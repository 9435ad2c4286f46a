// Password reset requests (public.password_reset_tokens). The caller is signed out, so these run
// with the function's own database rights; only hashes of the secrets are stored.
import type postgres from "postgres";
import { withService } from "./with-user.ts";

/** A request's code stops working after this many wrong OTPs (docs/product.md §4.4, §10.2); its link does not. */
export const MAX_OTP_ATTEMPTS = 5;
export const RESET_TTL_MS = 10 * 60_000;

export interface ResetRequest {
  id: string;
  userId: string;
  email: string;
  otpHash: string;
  attempts: number;
}

/**
 * A new request never touches earlier ones: anybody can ask for a reset for any e-mail, so retiring
 * the open request would let them cancel the owner's. Requests end when used or expired (at most five
 * a user an hour, by the forgot-password rate limit).
 */
export async function createResetRequest(
  sql: postgres.Sql,
  input: { userId: string; tokenHash: string; otpHash: string; handleHash: string; now: Date },
): Promise<void> {
  await withService(
    sql,
    (tx) => tx`
      insert into public.password_reset_tokens
        (user_id, token_hash, otp_hash, request_handle_hash, expires_at, created_at)
      values (${input.userId}, ${input.tokenHash}, ${input.otpHash}, ${input.handleHash},
              ${new Date(input.now.getTime() + RESET_TTL_MS)}, ${input.now})`,
  );
}

const columns = (tx: postgres.TransactionSql) =>
  tx`r.id::text as id, r.user_id as "userId", u.email, r.otp_hash as "otpHash", r.attempts`;

/** The open (unused, unexpired) request an e-mailed link token belongs to. */
export async function findRequestByLink(
  sql: postgres.Sql,
  tokenHash: string,
  now: Date,
): Promise<ResetRequest | null> {
  const rows = await withService(
    sql,
    (tx) => tx<ResetRequest[]>`
      select ${columns(tx)}
      from public.password_reset_tokens r
      join auth.users u on u.id = r.user_id
      where r.token_hash = ${tokenHash} and not r.used and r.expires_at > ${now}`,
  );
  return rows[0] ?? null;
}

/**
 * Counts one OTP attempt, before the code is compared, on every open request the handle or e-mail
 * names that still has attempts left, and returns them with their new counts. One UPDATE: parallel
 * guesses queue on the row lock, so no more than MAX_OTP_ATTEMPTS of them are ever compared.
 */
export async function takeOtpAttempt(
  sql: postgres.Sql,
  lookup: { handleHash: string } | { email: string },
  now: Date,
): Promise<ResetRequest[]> {
  return withService(sql, (tx) => {
    const match =
      "handleHash" in lookup
        ? tx`r.request_handle_hash = ${lookup.handleHash}`
        : tx`r.user_id = (select id from auth.users where email = ${lookup.email.toLowerCase()})`;
    return tx<ResetRequest[]>`
      update public.password_reset_tokens r
      set attempts = r.attempts + 1
      from auth.users u
      where u.id = r.user_id and ${match}
        and not r.used and r.expires_at > ${now} and r.attempts < ${MAX_OTP_ATTEMPTS}
      returning ${columns(tx)}`;
  });
}

/** Marks the request used; false when a concurrent reset got there first (single use). */
export async function consumeRequest(sql: postgres.Sql, id: string): Promise<boolean> {
  const rows = await withService(
    sql,
    (tx) =>
      tx`update public.password_reset_tokens set used = true where id = ${id} and not used returning id`,
  );
  return rows.length === 1;
}

/** After a successful reset every other open request of the user is void: they were for the old password. */
export async function closeOpenRequests(sql: postgres.Sql, userId: string): Promise<void> {
  await withService(
    sql,
    (tx) => tx`update public.password_reset_tokens set used = true where user_id = ${userId} and not used`,
  );
}

/** Re-opens a request whose password change the Auth service refused (e.g. too weak), so the user can retry. */
export async function reopenRequest(sql: postgres.Sql, id: string): Promise<void> {
  await withService(sql, (tx) => tx`update public.password_reset_tokens set used = false where id = ${id}`);
}
