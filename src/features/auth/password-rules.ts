// Client-side rules for choosing a new password (docs/product.md §5.3): at least 6 characters, both entries equal.
// Its messages are in the locale files (auth.reset.*); the API enforces the same minimum with the shared schema.

export const MIN_RESET_PASSWORD_LENGTH = 6;

export type NewPasswordProblem = "too-short" | "mismatch" | null;

export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem {
  if (password.length < MIN_RESET_PASSWORD_LENGTH) return "too-short";
  if (password !== confirmation) return "mismatch";
  return null;
}

/** Keeps only digits, at most 6 (docs/product.md §5.3: OTP input). */
export const otpDigits = (text: string) => text.replace(/\D/g, "").slice(0, 6);
