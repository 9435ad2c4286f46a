// Password reset requests (public.password_reset_tokens). The caller is signed out, so these run
// with the function's own database rights; only hashes of the secrets are stored.
import type postgres from "postgres";

/** A request burns after this many wrong OTPs (docs/product.md §4.4, §10.2). */
export const MAX_OTP_ATTEMPTS = 5;
export const RESET_TTL_MS = 10 * 60_000;

export interface ResetRequest {
  id: string;
  userId: string;
  email: string;
  otpHash: string;
  attempts: number;
}

export async function createResetRequest(
  sql: postgres.Sql,
  input: { userId: string; tokenHash: string; otpHash: string; handleHash: string; now: Date },
): Promise<void> {
  await sql.begin(async (tx) => {
    // One open request per user: a new one retires the previous link and code.
    await tx`update public.password_reset_tokens set used = true where user_id = ${input.userId} and not used`;
    await tx`
      insert into public.password_reset_tokens
        (user_id, token_hash, otp_hash, request_handle_hash, expires_at, created_at)
      values (${input.userId}, ${input.tokenHash}, ${input.otpHash}, ${input.handleHash},
              ${new Date(input.now.getTime() + RESET_TTL_MS)}, ${input.now})`;
  });
}

type Lookup = { tokenHash: string } | { handleHash: string } | { email: string };

/** The open (unused, unexpired, not burned) request matching a link token, request handle or e-mail. */
export async function findOpenRequest(
  sql: postgres.Sql,
  lookup: Lookup,
  now: Date,
): Promise<ResetRequest | null> {
  const match =
    "tokenHash" in lookup
      ? sql`r.token_hash = ${lookup.tokenHash}`
      : "handleHash" in lookup
        ? sql`r.request_handle_hash = ${lookup.handleHash}`
        : sql`u.email = ${lookup.email.toLowerCase()}`;
  const rows = await sql<ResetRequest[]>`
    select r.id::text as id, r.user_id as "userId", u.email, r.otp_hash as "otpHash", r.attempts
    from public.password_reset_tokens r
    join auth.users u on u.id = r.user_id
    where ${match} and not r.used and r.expires_at > ${now} and r.attempts < ${MAX_OTP_ATTEMPTS}
    order by r.created_at desc
    limit 1`;
  return rows[0] ?? null;
}

/** Counts a wrong OTP; the fifth burns the request. Returns the attempts left. */
export async function recordWrongOtp(sql: postgres.Sql, id: string): Promise<number> {
  const [row] = await sql<{ attempts: number }[]>`
    update public.password_reset_tokens
    set attempts = attempts + 1, used = (attempts + 1 >= ${MAX_OTP_ATTEMPTS})
    where id = ${id}
    returning attempts`;
  return Math.max(0, MAX_OTP_ATTEMPTS - (row?.attempts ?? MAX_OTP_ATTEMPTS));
}

/** Marks the request used; false when a concurrent reset got there first (single use). */
export async function consumeRequest(sql: postgres.Sql, id: string): Promise<boolean> {
  const rows =
    await sql`update public.password_reset_tokens set used = true where id = ${id} and not used returning id`;
  return rows.length === 1;
}

/** Re-opens a request whose password change the Auth service refused (e.g. too weak), so the user can retry. */
export async function reopenRequest(sql: postgres.Sql, id: string): Promise<void> {
  await sql`update public.password_reset_tokens set used = false where id = ${id}`;
}
