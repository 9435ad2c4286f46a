// Sign-up, sign-in, password reset and change: the payloads of the auth routes and forms.
// Every message names the field it is about, so a 400 from the API is readable as it stands.
import { z } from "zod";
import { signupConsentSchema } from "./consents.ts";
import { text } from "./fields.ts";
import { countrySchema, usernameSchema } from "./profile-schemas.ts";

export const emailSchema = text("Email")
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Email must be a valid e-mail address" }));

/**
 * The one password rule of sign-up, reset and change password (docs/product.md §5.1): the Auth
 * service's own, `minimum_password_length = 8` and `password_requirements = "letters_digits"` in
 * supabase/config.toml (an ASCII letter and a digit), checked here first so the answer is a clear 400.
 * 72 bytes is bcrypt's limit, which the Auth service enforces.
 */
export const passwordSchema = text("Password")
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be at most 72 characters")
  .regex(/\d/, "Password must include a number")
  .regex(/[a-zA-Z]/, "Password must include a letter");

/** Sign-up's password: the one rule. */
export const signupPasswordSchema = passwordSchema;

/** A reset's new password: the same rule as sign-up (it once allowed 6 characters without a digit). */
export const newPasswordSchema = passwordSchema;

const ADULT_REQUIRED = "Confirm that you are 18 or over to create an account";

export const signupSchema = z.object({
  email: emailSchema,
  password: signupPasswordSchema,
  username: usernameSchema,
  country: countrySchema,
  // The DPDP Rules 2025 ask verifiable parental consent below 18; the app offers no such path, so
  // sign-up needs the person's own confirmation (recorded with its time, profiles.adult_confirmed_at).
  adultConfirmed: z.boolean({ error: ADULT_REQUIRED }).refine((ticked) => ticked, ADULT_REQUIRED),
  // The answers given under the privacy notice (contract/consents.ts). Without them the account is
  // made all the same and the app asks at the first sign-in.
  consent: signupConsentSchema.optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const signinSchema = z.object({
  emailOrUsername: text("Email or username")
    .trim()
    .min(1, "Email or username is required")
    .max(254, "Email or username must be at most 254 characters"),
  password: text("Password").min(1, "Password is required").max(72, "Password must be at most 72 characters"),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const otpSchema = text("OTP").regex(/^\d{6}$/, "OTP must be 6 digits");

/** The e-mailed link's token, or (with an OTP) the request handle forgot-password answered. */
const resetTokenSchema = text("Token").trim().min(1, "Token is required").max(200, "Token is too long");
const OTP_NEEDS_REQUEST = "An OTP needs the e-mail address or the reset request token";

/**
 * A reset needs the e-mailed link token, or the e-mailed OTP together with the e-mail address or the
 * request handle that forgot-password returned as `token`. An OTP alone never resets anything.
 */
export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    token: resetTokenSchema.optional(),
    otp: otpSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.otp !== undefined || body.token !== undefined, {
    message: "Token or OTP is required",
    path: ["token"],
  })
  .refine((body) => body.otp === undefined || body.token !== undefined || body.email !== undefined, {
    message: OTP_NEEDS_REQUEST,
    path: ["otp"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Checking an e-mailed OTP before the new password is asked for: the OTP with the request handle or e-mail. */
export const verifyResetCodeSchema = z
  .object({
    otp: otpSchema,
    token: resetTokenSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.token !== undefined || body.email !== undefined, {
    message: OTP_NEEDS_REQUEST,
    path: ["otp"],
  });
export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeSchema>;

/** Changing the password while signed in: the current one, and a new one by the sign-up rule. */
export const changePasswordSchema = z
  .object({
    currentPassword: text("Current password")
      .min(1, "Current password is required")
      .max(72, "Password must be at most 72 characters"),
    newPassword: signupPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: "Choose a new password that differs from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
