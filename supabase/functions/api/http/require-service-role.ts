// Middleware for the scheduler's calls (docs/product.md §4.24): only the project's service role key
// (as `Authorization: Bearer …` or `apikey`) may run jobs. No key → 401; any other key or a user's
// token → 403.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { sameDigest, sha256Hex } from "../auth/secrets.ts";
import { forbidden, unauthorized } from "./errors.ts";
import { bearerToken } from "./require-user.ts";

export const requireServiceRole = (serviceRoleKeys: readonly string[]) => {
  // Digests compare in constant time whatever the keys' lengths.
  const expected = Promise.all(serviceRoleKeys.filter(Boolean).map(sha256Hex));
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = [bearerToken(c.req.header("Authorization")), c.req.header("apikey")].filter(
      (key): key is string => Boolean(key),
    );
    if (given.length === 0) throw unauthorized("Unauthorized: the service role key is required");
    const keys = await expected;
    const digests = await Promise.all(given.map(sha256Hex));
    if (!digests.some((digest) => keys.some((key) => sameDigest(digest, key)))) {
      throw forbidden("Forbidden: jobs run with the service role key only");
    }
    await next();
  });
};
