// Client-side rules for choosing a new password (docs/product.md §5.3): the one password rule of
// sign-up and change password (the shared schema, which the API and Auth apply too), both entries equal.
// The rule's messages are the schema's English sentences, shown through translateMessage.
import { passwordSchema } from "@shared/contract/auth-schemas.ts";

export type NewPasswordProblem = { kind: "weak"; message: string } | { kind: "mismatch" } | null;

export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) return { kind: "weak", message: checked.error.issues[0]?.message ?? "" };
  if (password !== confirmation) return { kind: "mismatch" };
  return null;
}

/** Keeps only digits, at most 6 (docs/product.md §5.3: OTP input). */
export const otpDigits = (text: string) => text.replace(/\D/g, "").slice(0, 6);
