// /auth/forgot-password, /auth/verify-reset-token, /auth/verify-reset-code, /auth/reset-password
// (docs/product.md §4.4, §10.2):
// the client never receives anything that alone can reset a password.

import {
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyResetCodeSchema,
} from "@shared/contract/auth-schemas.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { AuthServiceError } from "../auth/gotrue.ts";
import { randomOtp, randomToken, sameDigest, sha256Hex } from "../auth/secrets.ts";
import { accountLanguage, findAccountByEmail, signOutEverywhere } from "../db/accounts.ts";
import {
  closeOpenRequests,
  consumeRequest,
  createResetRequest,
  findRequestByLink,
  MAX_OTP_ATTEMPTS,
  type ResetRequest,
  reopenRequest,
  takeOtpAttempt,
} from "../db/password-resets.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { clientIp } from "../http/client-ip.ts";
import { badRequest, tooManyRequests } from "../http/errors.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import { passwordChangedMail, resetRequestMail } from "../mail/messages.ts";

export const INVALID_LINK = "This password reset link is invalid or has expired.";
export const INVALID_CODE = "Invalid or expired code. Request a new one if needed.";
export const FORGOT_SENT = "If an account exists for this email, we sent a code and a reset link.";

/** The OTP is hashed with the user's id so equal codes of different users never share a hash. */
const otpHashOf = (userId: string, otp: string) => sha256Hex(`${userId}:${otp}`);

export function passwordResetRoutes(services: Services) {
  const { sql, rateLimiter, now } = services;
  const routes = new Hono<AppEnv>();

  async function limitResetAttempts(c: Context<AppEnv>): Promise<void> {
    const perIp = await rateLimiter.hit(RATE_RULES.resetPerIp, clientIp(c));
    if (perIp.exceeded) throw tooManyRequests("password reset attempts", perIp.retryAfterSeconds);
  }

  /**
   * The open request an OTP belongs to, when the OTP is right; else a 400 saying how many attempts are
   * left. `token` is the request handle from forgot-password (or the e-mail identifies the request).
   */
  async function requestForOtp(input: {
    otp: string;
    token?: string;
    email?: string;
  }): Promise<ResetRequest> {
    const lookup =
      input.token !== undefined ? { handleHash: await sha256Hex(input.token) } : { email: input.email ?? "" };
    // The attempt is counted before the code is compared (see takeOtpAttempt).
    const candidates = await takeOtpAttempt(sql, lookup, now());
    if (candidates.length === 0) throw badRequest(INVALID_CODE);
    let request: ResetRequest | null = null;
    for (const candidate of candidates) {
      if (sameDigest(await otpHashOf(candidate.userId, input.otp), candidate.otpHash)) request = candidate;
    }
    if (!request) {
      const left = Math.max(...candidates.map((candidate) => MAX_OTP_ATTEMPTS - candidate.attempts));
      throw badRequest(
        left > 0
          ? `Incorrect code. ${left} attempt${left === 1 ? "" : "s"} left.`
          : "Incorrect code. No attempts are left for this code: use the link in the e-mail, or request a new code.",
      );
    }
    return request;
  }

  routes.post("/forgot-password", async (c) => {
    const { email } = await jsonBody(c, forgotPasswordSchema);
    const perIp = await rateLimiter.hit(RATE_RULES.forgotPerIp, clientIp(c));
    if (perIp.exceeded) throw tooManyRequests("reset requests", perIp.retryAfterSeconds);
    const perEmail = await rateLimiter.hit(RATE_RULES.forgotPerEmail, email);
    if (perEmail.exceeded) throw tooManyRequests("reset requests for this email", perEmail.retryAfterSeconds);

    // Same answer, same shape, whether or not the account exists.
    const handle = randomToken();
    const account = await findAccountByEmail(sql, email);
    if (account) {
      const token = randomToken();
      const otp = randomOtp();
      await createResetRequest(sql, {
        userId: account.userId,
        tokenHash: await sha256Hex(token),
        otpHash: await otpHashOf(account.userId, otp),
        handleHash: await sha256Hex(handle),
        now: now(),
      });
      const link = `${services.siteUrl.replace(/\/$/, "")}/reset-password?token=${encodeURIComponent(token)}`;
      // Sent after the response so its duration does not reveal that the account exists.
      services.background(
        services.mailer
          .send(resetRequestMail({ to: account.email, otp, link, language: account.language }))
          .catch((error) => console.error("api: reset e-mail failed", error)),
      );
    }
    return c.json({ message: FORGOT_SENT, token: handle });
  });

  routes.get("/verify-reset-token", async (c) => {
    const { token } = queryParams(
      c,
      z.object({ token: z.string({ error: "Token is required" }).min(1, "Token is required") }),
    );
    const request = await findRequestByLink(sql, await sha256Hex(token), now());
    if (!request) throw badRequest(INVALID_LINK);
    return c.json({ valid: true });
  });

  // Checks the code when it is entered, before the new password is asked for. Like every OTP
  // attempt it counts toward the request's limit; the request stays open for the reset.
  routes.post("/verify-reset-code", async (c) => {
    await limitResetAttempts(c);
    await requestForOtp(await jsonBody(c, verifyResetCodeSchema));
    return c.json({ valid: true });
  });

  routes.post("/reset-password", async (c) => {
    await limitResetAttempts(c);
    const input = await jsonBody(c, resetPasswordSchema);

    let request: ResetRequest | null;
    if (input.otp !== undefined) {
      request = await requestForOtp({ ...input, otp: input.otp });
    } else {
      request = await findRequestByLink(sql, await sha256Hex(input.token ?? ""), now());
      if (!request) throw badRequest(INVALID_LINK);
    }

    if (!(await consumeRequest(sql, request.id))) throw badRequest(INVALID_LINK);
    try {
      await services.auth.adminUpdateUser(request.userId, { password: input.newPassword });
    } catch (error) {
      await reopenRequest(sql, request.id);
      if (error instanceof AuthServiceError && error.status >= 400 && error.status < 500)
        throw badRequest(error.message);
      throw error;
    }
    await closeOpenRequests(sql, request.userId);
    await signOutEverywhere(sql, request.userId);
    services.sessions.endedForUser(request.userId);
    const language = await accountLanguage(sql, request.userId);
    services.background(
      services.mailer
        .send(passwordChangedMail({ to: request.email, when: now(), language }))
        .catch((error) => console.error("api: password-changed e-mail failed", error)),
    );
    return c.json({ message: "Password reset successful. You can now sign in with your new password." });
  });

  return routes;
}
