// Password rules and hashing as GoTrue applies them: bcrypt cost 10, at most 72 bytes (bcrypt ignores
// the rest, so longer passwords are refused rather than silently truncated), at least 6 characters.
import bcrypt from "bcryptjs";
import { AuthError, badRequest } from "./errors.ts";

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

/** Throws GoTrue's errors: 400 validation_failed when too long, 422 weak_password when too short. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw badRequest("validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    const message = `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new AuthError(422, "weak_password", message, { weak_password: { reasons: ["length"] } });
  }
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** Users without a password (OAuth-only, or seeded with NULL/empty) never match. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false; // a malformed hash in a seeded row is a mismatch, not a crash
  }
}
