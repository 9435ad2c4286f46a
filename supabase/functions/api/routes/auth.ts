// /auth: sign-up, sign-in, sign-out, current user, Google redirect.
import type { CurrentUser } from "@shared/contract/api-rows.ts";
import { signinSchema, signupSchema } from "@shared/contract/auth-schemas.ts";
import { NOTICE_OUT_OF_DATE } from "@shared/contract/consents.ts";
import { Hono } from "hono";
import { decodeJwt } from "jose";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { AuthServiceError, type AuthSession, isSession } from "../auth/gotrue.ts";
import { passwordMatches } from "../auth/password-check.ts";
import { findAccountForSignin, signupConflicts } from "../db/accounts.ts";
import { recordLogin } from "../db/activity.ts";
import { consentNeeded, currentNoticeVersion } from "../db/consents.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { recordSecurityEvent } from "../db/security-events.ts";
import { profileFacts } from "../db/users.ts";
import { withService, withUser } from "../db/with-user.ts";
import { clientIp } from "../http/client-ip.ts";
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from "../http/errors.ts";
import { bearerToken, requireUser } from "../http/require-user.ts";
import { jsonBody, queryParams } from "../http/validate.ts";

const PKCE_REQUIRED =
  "Google sign-in needs a PKCE code_challenge (S256, 43 to 128 characters): start it from the app's sign-in page";
// RFC 7636: the S256 challenge is base64url, 43 characters for SHA-256 (up to 128 allowed).
const pkceQuery = z
  .object({
    code_challenge: z.string({ error: PKCE_REQUIRED }).regex(/^[A-Za-z0-9_-]{43,128}$/, PKCE_REQUIRED),
    code_challenge_method: z
      .string({ error: PKCE_REQUIRED })
      .refine((m) => m.toLowerCase() === "s256", PKCE_REQUIRED),
  })
  .transform((query) => ({ challenge: query.code_challenge }));

export const INVALID_CREDENTIALS = "Invalid email/username or password";
const EMAIL_TAKEN = "An account with this email already exists";
export const USERNAME_TAKEN = "This username is already taken";

export function authRoutes(services: Services) {
  const { sql, auth, rateLimiter, signinThrottle } = services;
  const routes = new Hono<AppEnv>();

  routes.post("/signup", async (c) => {
    const ip = clientIp(c);
    const perIp = await rateLimiter.hit(RATE_RULES.signupPerIp, ip);
    if (perIp.exceeded) throw tooManyRequests("sign-up attempts", perIp.retryAfterSeconds);

    const input = await jsonBody(c, signupSchema);
    // Answers to an older notice are refused: the person has not read what is asked today.
    if (input.consent && input.consent.noticeVersion !== (await withService(sql, currentNoticeVersion)))
      throw conflict(NOTICE_OUT_OF_DATE);
    const taken = await signupConflicts(sql, input.email, input.username);
    if (taken.emailTaken) throw conflict(EMAIL_TAKEN);
    if (taken.usernameTaken) throw conflict(USERNAME_TAKEN);

    let result: AuthSession | Awaited<ReturnType<typeof auth.signUp>>;
    try {
      result = await auth.signUp(
        input.email,
        input.password,
        // The trigger that makes the profile records the confirmation's time (docs/database.md).
        // …and the answers under the privacy notice (private.record_signup_consents).
        {
          username: input.username,
          country: input.country,
          adult_confirmed: input.adultConfirmed,
          ...(input.consent ? { consent: input.consent } : {}),
        },
        ip,
      );
    } catch (error) {
      if (!(error instanceof AuthServiceError)) throw error;
      if (error.code === "user_already_exists" || error.code === "email_exists") throw conflict(EMAIL_TAKEN);
      if (error.status === 429) throw new HttpError(429, "Too many sign-up attempts. Try again later.");
      // A concurrent sign-up can take the username between our check and the insert.
      const again = await signupConflicts(sql, input.email, input.username);
      if (again.usernameTaken) throw conflict(USERNAME_TAKEN);
      if (again.emailTaken) throw conflict(EMAIL_TAKEN);
      if (error.status >= 400 && error.status < 500) throw badRequest(error.message);
      throw error;
    }
    // The device that created the account is the owner's (sign-in throttling, db/signin-throttle.ts).
    await signinThrottle.remember(`user:${isSession(result) ? result.user.id : result.id}`, ip);
    if (isSession(result)) return c.json({ user: result.user, session: result }, 201);
    // E-mail confirmation is on (production setting): the user exists but has no session yet.
    return c.json({ user: result, session: null }, 201);
  });

  routes.post("/signin", async (c) => {
    const input = await jsonBody(c, signinSchema);
    const ip = clientIp(c);
    const identifier = input.emailOrUsername.toLowerCase();

    const account = await findAccountForSignin(sql, identifier);
    // Counted per account (not per spelling), so switching between e-mail and username does not help.
    const accountKey = account ? `user:${account.userId}` : `unknown:${identifier}`;
    const attempt = await signinThrottle.begin(accountKey, ip);
    if (!attempt.allowed) throw tooManyRequests("sign-in attempts", attempt.retryAfterSeconds);

    // One bcrypt comparison either way (a dummy hash when there is no account): the answer's timing
    // does not reveal whether the account exists, and a wrong password never reaches the Auth service.
    const matches = await passwordMatches(input.password, account?.passwordHash);
    // Failed sign-ins go to the security log (kept a year; a spike raises an admin alert).
    const failed = () =>
      recordSecurityEvent(sql, { kind: "signin_failed", userId: account?.userId, accountKey, ip });
    if (!account || !matches) {
      await failed();
      throw unauthorized(INVALID_CREDENTIALS);
    }

    let session: AuthSession;
    try {
      session = await auth.signInWithPassword(account.email, input.password, ip);
    } catch (error) {
      if (!(error instanceof AuthServiceError) || error.status >= 500) throw error;
      if (error.status === 429) throw new HttpError(429, "Too many sign-in attempts. Try again later.");
      await failed();
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    await recordSecurityEvent(sql, { kind: "signin", userId: account.userId, accountKey, ip });

    const claims = await services.verifyToken(session.access_token);
    if (claims) await withUser(sql, claims, (tx) => recordLogin(tx, "password"));
    return c.json({ user: session.user, session });
  });

  routes.post("/logout", async (c) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (token) {
      // An already expired or revoked session is as good as signed out.
      await auth.signOut(token).catch(() => undefined);
      services.sessions.ended(sessionIdOf(token));
    }
    return c.json({ message: "Signed out" });
  });

  routes.get("/user", requireUser(services.verifyToken), async (c) => {
    const claims = c.get("claims");
    const [user, needsConsent] = await withUser(
      sql,
      claims,
      async (tx) => [await profileFacts(tx), await consentNeeded(tx)] as const,
    );
    return c.json({
      id: claims.sub,
      email: claims.email ?? user.email,
      username: user.username,
      country: user.country,
      isNewUser: user.isNewUser,
      isAdmin: claims.app_metadata?.role === "admin",
      createdAt: user.createdAt,
      language: user.language,
      devanagariDigits: user.devanagariDigits,
      consentNeeded: needsConsent,
      upiId: user.upiId,
      inHousehold: user.inHousehold,
    } satisfies CurrentUser);
  });

  // PKCE only (docs/api.md): the web app made the code verifier and sends its challenge; Auth sends
  // the browser back with a one-time `code`, never with tokens in the URL.
  routes.get("/google", (c) => {
    const { challenge } = queryParams(c, pkceQuery);
    return c.redirect(auth.googleAuthorizeUrl(`${services.siteUrl.replace(/\/$/, "")}/`, challenge), 302);
  });

  return routes;
}

/** The session_id claim of a token (unverified: used only to forget a session this instance ended). */
function sessionIdOf(token: string): string | undefined {
  try {
    const sessionId = decodeJwt(token).session_id;
    return typeof sessionId === "string" ? sessionId : undefined;
  } catch {
    return undefined;
  }
}
