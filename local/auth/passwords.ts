// Password rules and hashing as GoTrue applies them: bcrypt cost 10, at most 72 bytes (bcrypt ignores
// the rest, so longer passwords are refused rather than silently truncated), and the project's
// minimum_password_length and password_requirements (supabase/config.toml, see settings.ts).
import bcrypt from "bcryptjs";
import { AuthError, badRequest } from "./errors.ts";
import type { AuthSettings, PasswordRequirements } from "./settings.ts";

export const MAX_PASSWORD_BYTES = 72;
const BCRYPT_COST = 10;

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";
const SYMBOLS = "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~";

/** GoTrue's character sets: a password needs one character of each. */
const REQUIRED_SETS: Record<PasswordRequirements, string[]> = {
  "": [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export type PasswordRules = Pick<AuthSettings, "minimumPasswordLength" | "passwordRequirements">;

/** Throws GoTrue's errors: 400 validation_failed when too long, 422 weak_password when too weak. */
export function checkPasswordStrength(password: string, rules: PasswordRules): void {
  if (Buffer.byteLength(password, "utf8") > MAX_PASSWORD_BYTES) {
    throw badRequest("validation_failed", `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < rules.minimumPasswordLength) {
    const message = `Password should be at least ${rules.minimumPasswordLength} characters.`;
    throw new AuthError(422, "weak_password", message, { weak_password: { reasons: ["length"] } });
  }
  const sets = REQUIRED_SETS[rules.passwordRequirements];
  if (!sets.every((set) => [...password].some((ch) => set.includes(ch)))) {
    const message = `Password should contain at least one character of each: ${sets.join(", ")}.`;
    throw new AuthError(422, "weak_password", message, { weak_password: { reasons: ["characters"] } });
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
