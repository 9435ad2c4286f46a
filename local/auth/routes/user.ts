// GET /user and PUT /user — the signed-in user's own record.
import type { Hono } from "hono";
import { z } from "zod";
import type { AuthDeps } from "../deps.ts";
import { forbidden, isUniqueViolation, unprocessable } from "../errors.ts";
import { metadataSchema, readJson, validateEmail } from "../http.ts";
import { mergeMetadata } from "../metadata.ts";
import { checkPasswordStrength, hashPassword, verifyPassword } from "../passwords.ts";
import { requireUser } from "../request-auth.ts";
import { findUserByEmail, loadUserJson, type UserRow } from "../users.ts";
import { userCreationError } from "./signup.ts";

const UpdateBody = z.looseObject({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
  app_metadata: metadataSchema.nullish(),
});

export const emailExists = () =>
  unprocessable("email_exists", "A user with this email address has already been registered");

export function registerUser(app: Hono, deps: AuthDeps) {
  app.get("/user", async (c) => {
    const { user } = await requireUser(c, deps.sql, deps.tokens);
    return c.json(await loadUserJson(deps.sql, user));
  });

  app.put("/user", async (c) => {
    const caller = await requireUser(c, deps.sql, deps.tokens);
    const body = await readJson(c, UpdateBody);
    if (body.app_metadata) throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
    if (body.phone) throw unprocessable("phone_provider_disabled", "Unsupported phone provider");

    let passwordHash: string | undefined;
    if (body.password != null) {
      checkPasswordStrength(body.password, deps.settings);
      if (await verifyPassword(body.password, caller.user.encrypted_password)) {
        throw unprocessable("same_password", "New password should be different from the old password.");
      }
      passwordHash = await hashPassword(body.password);
    }
    let email: string | undefined;
    if (body.email != null) {
      email = validateEmail(body.email);
      if (email === caller.user.email) email = undefined;
      else if (await findUserByEmail(deps.sql, email)) throw emailExists();
    }

    try {
      const updated = await deps.tx(async (tx) => {
        let user: UserRow = caller.user;
        if (passwordHash) {
          [user = user] = await tx<UserRow[]>`
            update auth.users set encrypted_password = ${passwordHash}, updated_at = now()
            where id = ${user.id} returning *`;
          // GoTrue's UpdatePassword: every other session of the user is signed out.
          if (caller.sessionId) {
            await tx`delete from auth.sessions where user_id = ${user.id} and id <> ${caller.sessionId}`;
          } else {
            await tx`delete from auth.sessions where user_id = ${user.id}`;
          }
        }
        if (body.data) {
          const merged = mergeMetadata(user.raw_user_meta_data, body.data);
          [user = user] = await tx<UserRow[]>`
            update auth.users set raw_user_meta_data = ${tx.json(merged as never)}, updated_at = now()
            where id = ${user.id} returning *`;
        }
        if (email) {
          // With mailer auto-confirm GoTrue applies an e-mail change at once (no confirmation mail).
          [user = user] = await tx<UserRow[]>`
            update auth.users set email = ${email}, email_confirmed_at = coalesce(email_confirmed_at, now()),
              updated_at = now()
            where id = ${user.id} returning *`;
          await tx`
            update auth.identities
            set identity_data = identity_data || ${tx.json({ email } as never)}, updated_at = now()
            where user_id = ${user.id} and provider = 'email'`;
        }
        return loadUserJson(tx, user);
      });
      return c.json(updated);
    } catch (error) {
      if (isUniqueViolation(error, "users_email_partial_key")) throw emailExists();
      throw userCreationError(error, "Database error updating user");
    }
  });
}
