// Middleware: a valid Supabase access token or 401. Sets `claims` and `accessToken`.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import type { TokenVerifier } from "../auth/verify-token.ts";
import { forbidden, unauthorized } from "./errors.ts";

export const bearerToken = (header: string | undefined): string | null => {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

export const requireUser = (verifyToken: TokenVerifier) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    if (!token) throw unauthorized("Unauthorized: please sign in");
    const claims = await verifyToken(token);
    if (!claims) throw unauthorized("Unauthorized: your session has expired, please sign in again");
    c.set("claims", claims);
    c.set("accessToken", token);
    await next();
  });

/** Admin is a server-controlled claim (app_metadata), never the user-editable user_metadata. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("claims").app_metadata?.role !== "admin") throw forbidden("Forbidden: admin access only");
  await next();
});
