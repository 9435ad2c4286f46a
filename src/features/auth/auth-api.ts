// The auth calls of docs/product.md §7.2, and handing the session the API returns to supabase-js.
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SigninInput,
  SignupInput,
  VerifyResetCodeInput,
} from "@shared/contract/auth-schemas.ts";
import { api, apiBaseUrl } from "../../lib/api";
import { followSupabaseSession } from "../../lib/auth-session";

interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/** POST /api/auth/signin and /api/auth/signup answer `{ user, session }` (session null until confirmed). */
interface AuthResponse {
  session: SessionTokens | null;
}

async function adoptSession(session: SessionTokens | null): Promise<boolean> {
  if (!session?.access_token || !session.refresh_token) return false;
  // Loaded on submit, not with the form: the auth client is a large part of these screens' JavaScript.
  const { supabase } = await import("../../lib/supabase");
  const { error } = await supabase.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) return false;
  // The app shell learns of the new session through supabase-js from now on.
  await followSupabaseSession();
  return true;
}

/** Signs in; throws the API error (docs/product.md §8.1 format) when the credentials are refused. */
export async function signIn(input: SigninInput): Promise<void> {
  const response = await api.post<AuthResponse>("/auth/signin", input);
  if (!(await adoptSession(response?.session ?? null))) throw new Error("The sign-in answer held no session");
}

export type SignUpOutcome = "signed-in" | "created-not-signed-in";

/**
 * Creates the account, then signs in automatically (docs/product.md §4.2): with the session the sign-up returned,
 * else by signing in with the same credentials. Throws only when the account was not created.
 */
export async function signUp(input: SignupInput): Promise<SignUpOutcome> {
  const response = await api.post<AuthResponse>("/auth/signup", input);
  if (await adoptSession(response?.session ?? null)) return "signed-in";
  try {
    await signIn({ emailOrUsername: input.email, password: input.password });
    return "signed-in";
  } catch {
    return "created-not-signed-in";
  }
}

/** Sends the OTP and the reset link; `token` is the request handle the OTP reset needs. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return api.post<{ token: string; message?: string }>("/auth/forgot-password", input);
}

/** Checks the e-mailed OTP before the new password is asked for; a wrong one counts toward the attempt limit. */
export function verifyResetCode(input: VerifyResetCodeInput) {
  return api.post<{ valid: boolean }>("/auth/verify-reset-code", input);
}

export function resetPassword(input: ResetPasswordInput) {
  return api.post<{ message?: string }>("/auth/reset-password", input);
}

/** Resolves when the e-mailed link's token is still valid; throws otherwise. */
export function verifyResetToken(token: string) {
  return api.get<{ valid: boolean }>(`/auth/verify-reset-token?token=${encodeURIComponent(token)}`);
}

/**
 * Google sign-in with PKCE: supabase-js makes and keeps the code verifier, the browser goes to the
 * API's Google path (docs/product.md §3) with only its challenge, and comes back with a one-time code
 * that supabase-js exchanges. No token ever appears in a URL.
 */
export async function googleSignInUrl(): Promise<string> {
  const { supabase } = await import("../../lib/supabase");
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${window.location.origin}/`, skipBrowserRedirect: true },
  });
  if (error || !data.url) throw error ?? new Error("Google sign-in could not start");
  const authorize = new URL(data.url);
  const challenge = new URLSearchParams({
    code_challenge: authorize.searchParams.get("code_challenge") ?? "",
    code_challenge_method: authorize.searchParams.get("code_challenge_method") ?? "",
  });
  return `${apiBaseUrl}/auth/google?${challenge}`;
}
