// POST /signup — e-mail + password sign-up with auto-confirm (as the CLI's local stack): the reply is
// a session. `data` becomes raw_user_meta_data; app triggers on auth.users run inside the same
// transaction, and if one fails nothing is kept (GoTrue's 500 "Database error saving new user").
import type { Hono } from "hono";
import { z } from "zod";
import type { AuthDeps } from "../deps.ts";
import { AuthError, internal, isPgError, isUniqueViolation, unprocessable } from "../errors.ts";
import { metadataSchema, readJson, validateEmail } from "../http.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { clientAddress } from "../rate-limits.ts";
import { startSession } from "../sessions.ts";
import { findUserByEmail, insertUser } from "../users.ts";

const SignupBody = z.looseObject({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
});

export const userAlreadyExists = () => unprocessable("user_already_exists", "User already registered");

/** A failing statement while creating a user: duplicate e-mail, or an app trigger that raised. */
export function userCreationError(error: unknown, message: string): AuthError {
  if (error instanceof AuthError) return error;
  if (isUniqueViolation(error, "users_email_partial_key")) return userAlreadyExists();
  if (isPgError(error)) {
    console.error(`[auth] ${message}: ${error.message}`);
    return internal(message);
  }
  throw error;
}

export function registerSignup(app: Hono, deps: AuthDeps) {
  app.post("/signup", async (c) => {
    deps.limits.signInSignUps.take(clientAddress(c));
    const body = await readJson(c, SignupBody);
    if (!body.email && body.phone)
      throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
    if (!body.email && !body.password) {
      throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
    }
    const email = validateEmail(body.email);
    if (!body.password) throw unprocessable("validation_failed", "Signup requires a valid password");
    checkPasswordStrength(body.password, deps.settings);
    if (await findUserByEmail(deps.sql, email)) throw userAlreadyExists();

    const passwordHash = await hashPassword(body.password);
    try {
      const session = await deps.tx(async (tx) => {
        const user = await insertUser(
          tx,
          {
            email,
            passwordHash,
            emailConfirmed: true,
            userMetadata: body.data ?? {},
            appMetadata: { provider: "email", providers: ["email"] },
          },
          { provider: "email", data: {} },
        );
        return startSession(tx, deps.tokens, user, "password", c.req.header("user-agent"));
      });
      return c.json(session);
    } catch (error) {
      throw userCreationError(error, "Database error saving new user");
    }
  });
}
