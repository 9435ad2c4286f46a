// Middleware for the scheduler's calls (docs/product.md §4.24): only the project's service role key
// (as `Authorization: Bearer …` or `apikey`) may run jobs. No key → 401; any other key or a user's
// token → 403.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { forbidden, unauthorized } from "./errors.ts";
import { bearerToken } from "./require-user.ts";

/** Compares in time independent of where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ (b[i] as number);
  return difference === 0;
}

export const requireServiceRole = (serviceRoleKeys: readonly string[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const given = [bearerToken(c.req.header("Authorization")), c.req.header("apikey")].filter(
      (key): key is string => Boolean(key),
    );
    if (given.length === 0) throw unauthorized("Unauthorized: the service role key is required");
    const allowed = given.some((key) =>
      serviceRoleKeys.some((expected) => expected && sameSecret(key, expected)),
    );
    if (!allowed) throw forbidden("Forbidden: jobs run with the service role key only");
    await next();
  });
