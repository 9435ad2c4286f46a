// Account settings on the profile: `PATCH /profile` (username, country) and
// `POST /auth/change-password` (the current password and a new one).
import { changePasswordSchema } from "@shared/contract/auth-schemas.ts";
import { profileUpdateSchema } from "@shared/contract/profile-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { AuthServiceError } from "../auth/gotrue.ts";
import { passwordMatches } from "../auth/password-check.ts";
import { accountLanguage, findAccountForSignin } from "../db/accounts.ts";
import { updateProfile } from "../db/users.ts";
import { withUser } from "../db/with-user.ts";
import { clientIp } from "../http/client-ip.ts";
import { badRequest, conflict, tooManyRequests } from "../http/errors.ts";
import { requireUser } from "../http/require-user.ts";
import { jsonBody } from "../http/validate.ts";
import { passwordChangedMail } from "../mail/messages.ts";
import { USERNAME_TAKEN } from "./auth.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not right";

export function accountSettingsRoutes(services: Services) {
  const { sql, auth, signinThrottle, now } = services;
  const routes = new Hono<AppEnv>();
  const signedIn = requireUser(services.verifyToken);

  routes.patch("/profile", signedIn, async (c) => {
    const changes = await jsonBody(c, profileUpdateSchema);
    const row = await withUser(sql, c.get("claims"), (tx) => updateProfile(tx, changes));
    if (!row) throw conflict(USERNAME_TAKEN);
    return c.json(row);
  });

  routes.post("/auth/change-password", signedIn, async (c) => {
    const claims = c.get("claims");
    const input = await jsonBody(c, changePasswordSchema);
    const account = claims.email ? await findAccountForSignin(sql, claims.email) : null;
    if (!account?.passwordHash) {
      throw badRequest("This account signs in with Google and has no password to change");
    }

    // Checked like a sign-in, throttled like one (signin-throttle.ts): no guessing through here.
    const attempt = await signinThrottle.begin(`user:${claims.sub}`, clientIp(c));
    if (!attempt.allowed) throw tooManyRequests("password attempts", attempt.retryAfterSeconds);
    if (!(await passwordMatches(input.currentPassword, account.passwordHash))) {
      throw badRequest(WRONG_CURRENT_PASSWORD);
    }
    await attempt.succeeded();

    try {
      // Auth keeps this session and signs out every other one.
      await auth.updateOwnPassword(c.get("accessToken"), input.newPassword);
    } catch (error) {
      if (error instanceof AuthServiceError && error.status >= 400 && error.status < 500)
        throw badRequest(error.message);
      throw error;
    }
    const language = await accountLanguage(sql, claims.sub);
    services.background(
      services.mailer
        .send(passwordChangedMail({ to: account.email, when: now(), signedOut: "others", language }))
        .catch((error) => console.error("api: password-changed e-mail failed", error)),
    );
    return c.json({ message: "Password changed. Your other devices have been signed out." });
  });

  return routes;
}
