// Account settings on the profile: `PATCH /profile` (username, country) and
// `POST /auth/change-password` (the current password and a new one).
import { changePasswordSchema, profileUpdateSchema } from "@shared/schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { AuthServiceError } from "../auth/gotrue.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { updateProfile } from "../db/users.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, conflict, HttpError, tooManyRequests } from "../http/errors.ts";
import { requireUser } from "../http/require-user.ts";
import { jsonBody } from "../http/validate.ts";
import { passwordChangedMail } from "../mail/messages.ts";
import { USERNAME_TAKEN } from "./auth.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not right";

export function accountSettingsRoutes(services: Services) {
  const { sql, auth, rateLimiter, now } = services;
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
    const email = claims.email;
    if (!email) throw badRequest("This account signs in with Google and has no password to change");

    // Wrong current passwords count like failed sign-ins of the account: no guessing through here.
    const accountKey = `user:${claims.sub}`;
    const state = await rateLimiter.peek(RATE_RULES.signinPerAccount, accountKey);
    if (state.exceeded) throw tooManyRequests("password attempts", state.retryAfterSeconds);
    let check: Awaited<ReturnType<typeof auth.signInWithPassword>>;
    try {
      check = await auth.signInWithPassword(email, input.currentPassword);
    } catch (error) {
      if (!(error instanceof AuthServiceError) || error.status >= 500) throw error;
      if (error.status === 429) throw new HttpError(429, "Too many password attempts. Try again later.");
      await rateLimiter.hit(RATE_RULES.signinPerAccount, accountKey);
      throw badRequest(WRONG_CURRENT_PASSWORD);
    }
    // That check opened a session of its own: close it at once.
    await auth.signOut(check.access_token).catch(() => undefined);

    try {
      await auth.updateOwnPassword(c.get("accessToken"), input.newPassword);
    } catch (error) {
      if (error instanceof AuthServiceError && error.status >= 400 && error.status < 500)
        throw badRequest(error.message);
      throw error;
    }
    services.background(
      services.mailer
        .send(passwordChangedMail({ to: email, when: now(), signedOut: "others" }))
        .catch((error) => console.error("api: password-changed e-mail failed", error)),
    );
    return c.json({ message: "Password changed. Your other devices have been signed out." });
  });

  return routes;
}
