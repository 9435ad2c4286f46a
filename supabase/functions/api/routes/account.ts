// /account: deleting one's account (India's DPDP Act 2023, the right to erasure). Behind the password
// (or a sign-in of the last few minutes), in the order that leaves nothing behind when a step fails:
// the files in Storage first (the account still exists, so a retry can finish), then the Auth user,
// which takes every row keyed to it (each table's user reference is `on delete cascade`) and every
// session with it in one transaction; a last sweep catches a file uploaded meanwhile. Each step is a
// no-op when already done, so the request can simply be repeated. The request that deleted the Auth
// user then e-mails the address the account had, confirming it (docs/product.md §4.22).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { passwordMatches } from "../auth/password-check.ts";
import { accountById, storageObjectsOf } from "../db/accounts.ts";
import { clientIp } from "../http/client-ip.ts";
import { forbidden, HttpError, tooManyRequests } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import { accountDeletedMail } from "../mail/messages.ts";

/** A sign-in this recent proves the person is there (Google accounts have no password to type). */
export const FRESH_SIGN_IN_SECONDS = 5 * 60;

const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Password must be text" })
    .max(72, "Password must be at most 72 characters")
    .optional(),
});

const WRONG_PASSWORD = "Wrong password. Your account was not deleted.";

export function accountRoutes(services: Services) {
  const { sql, auth, storage, sessions, signinThrottle, now } = services;
  const routes = new Hono<AppEnv>();

  /** Removes every file of the user in every bucket. */
  async function removeFiles(userId: string): Promise<void> {
    const files = await storageObjectsOf(sql, userId);
    const byBucket = new Map<string, string[]>();
    for (const { bucket, name } of files) byBucket.set(bucket, [...(byBucket.get(bucket) ?? []), name]);
    for (const [bucket, names] of byBucket) await storage.remove(bucket, names);
  }

  routes.delete("/", async (c) => {
    const claims = c.get("claims");
    const { password } = await jsonBody(c, deleteAccountSchema);
    const deleted = { message: "Your account and all your data have been deleted." };

    // A repeat after the account went (say, the first answer was lost) has nothing left to check.
    const account = await accountById(sql, claims.sub);
    if (!account) {
      await removeFiles(claims.sub).catch((error) =>
        console.error("account deletion: sweep", claims.sub, error),
      );
      return c.json(deleted);
    }

    if (password) {
      // Checked like a sign-in: throttled per account and client, against the stored bcrypt hash.
      const attempt = await signinThrottle.begin(`user:${claims.sub}`, clientIp(c));
      if (!attempt.allowed) throw tooManyRequests("password attempts", attempt.retryAfterSeconds);
      if (!(await passwordMatches(password, account.passwordHash))) throw forbidden(WRONG_PASSWORD);
      await attempt.succeeded();
    } else {
      const signedInAt = Math.max(0, ...(claims.amr ?? []).map((entry) => entry.timestamp));
      if (now().getTime() / 1000 - signedInAt > FRESH_SIGN_IN_SECONDS) {
        throw forbidden("Enter your password (or sign in again) to delete your account.");
      }
    }

    try {
      await removeFiles(claims.sub);
    } catch (error) {
      console.error("account deletion: files", claims.sub, error);
      throw new HttpError(
        503,
        "Your files could not be deleted, so nothing was deleted yet. Please try again.",
      );
    }
    let deletedHere: boolean;
    try {
      deletedHere = await auth.adminDeleteUser(claims.sub);
    } catch (error) {
      console.error("account deletion: auth user", claims.sub, error);
      throw new HttpError(
        503,
        "Your receipt photos are deleted but your account could not be; nothing else was deleted. Please try again.",
      );
    }
    // Every session went with the user: this instance refuses their tokens from now on.
    sessions.endedForUser(claims.sub);
    // One e-mail even for a double tap: only the request whose call removed the user sends it.
    if (deletedHere) {
      services.background(
        services.mailer
          .send(accountDeletedMail({ to: account.email, when: now(), language: account.language }))
          .catch((error) => console.error("api: account-deleted e-mail failed", error)),
      );
    }
    // A receipt uploaded from another device in between would otherwise outlive the account.
    await removeFiles(claims.sub).catch((error) =>
      console.error("account deletion: last sweep", claims.sub, error),
    );
    return c.json(deleted);
  });

  return routes;
}
