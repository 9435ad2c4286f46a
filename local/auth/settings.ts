// The Auth settings of supabase/config.toml that the stand-in honours, as the CLI's local GoTrue does:
// password rules ([auth] minimum_password_length, password_requirements) and the per-IP rate limits
// ([auth.rate_limit] sign_in_sign_ups, token_refresh). A hosted project sets the same in the dashboard
// (docs/api.md, "Auth settings for a hosted project").
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { projectRoot } from "../config.ts";

export const PASSWORD_REQUIREMENTS = [
  "",
  "letters_digits",
  "lower_upper_letters_digits",
  "lower_upper_letters_digits_symbols",
] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

export interface AuthRateLimits {
  /** Sign-ups and password/PKCE sign-ins per IP per 5 minutes. */
  signInSignUps: number;
  /** Refresh-token exchanges per IP per 5 minutes. */
  tokenRefresh: number;
}

export interface AuthSettings {
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  rateLimits: AuthRateLimits;
}

/** GoTrue's defaults, for settings config.toml leaves out. */
const DEFAULTS: AuthSettings = {
  minimumPasswordLength: 6,
  passwordRequirements: "",
  rateLimits: { signInSignUps: 30, tokenRefresh: 150 },
};

export function authSettingsFromConfig(toml: string): AuthSettings {
  const config = parse(toml) as {
    auth?: {
      minimum_password_length?: number;
      password_requirements?: string;
      rate_limit?: { sign_in_sign_ups?: number; token_refresh?: number };
    };
  };
  const auth = config.auth ?? {};
  const requirements = auth.password_requirements ?? DEFAULTS.passwordRequirements;
  if (!PASSWORD_REQUIREMENTS.includes(requirements as PasswordRequirements)) {
    throw new Error(`supabase/config.toml: unknown auth.password_requirements "${requirements}"`);
  }
  return {
    minimumPasswordLength: auth.minimum_password_length ?? DEFAULTS.minimumPasswordLength,
    passwordRequirements: requirements as PasswordRequirements,
    rateLimits: {
      signInSignUps: auth.rate_limit?.sign_in_sign_ups ?? DEFAULTS.rateLimits.signInSignUps,
      tokenRefresh: auth.rate_limit?.token_refresh ?? DEFAULTS.rateLimits.tokenRefresh,
    },
  };
}

/** The project's settings (supabase/config.toml), with any overrides (test stacks relax the limits). */
export function projectAuthSettings(overrides: Partial<AuthSettings> = {}): AuthSettings {
  const toml = readFileSync(path.join(projectRoot, "supabase/config.toml"), "utf8");
  return { ...authSettingsFromConfig(toml), ...overrides };
}
