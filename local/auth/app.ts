// The GoTrue-compatible Auth stand-in, mounted by the gateway under /auth/v1 (paths here have no
// prefix). Routes live in routes/*; this file wires them and turns errors into GoTrue's error shape.
import { Hono } from "hono";
import type { ServiceContext } from "../context.ts";
import { createAuthDb } from "./db.ts";
import type { AuthDeps } from "./deps.ts";
import { API_VERSION, AuthError, internal, notFound, sendError } from "./errors.ts";
import { createIpLimiter } from "./rate-limits.ts";
import { registerAdmin } from "./routes/admin.ts";
import { registerLogout } from "./routes/logout.ts";
import { registerMeta } from "./routes/meta.ts";
import { registerOAuth } from "./routes/oauth.ts";
import { registerSignup } from "./routes/signup.ts";
import { registerToken } from "./routes/token.ts";
import { registerUser } from "./routes/user.ts";
import { projectAuthSettings } from "./settings.ts";
import { createTokenService } from "./tokens.ts";

export function createAuthApp(ctx: ServiceContext): Hono {
  const settings = projectAuthSettings(ctx.authSettings);
  const deps: AuthDeps = {
    ctx,
    sql: ctx.sql,
    tx: createAuthDb(ctx.sql),
    tokens: createTokenService(ctx.keys, `${ctx.gatewayUrl}/auth/v1`),
    settings,
    limits: {
      signInSignUps: createIpLimiter(settings.rateLimits.signInSignUps),
      tokenRefresh: createIpLimiter(settings.rateLimits.tokenRefresh),
    },
  };
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header("X-Supabase-Api-Version", API_VERSION);
  });

  registerMeta(app, deps);
  registerSignup(app, deps);
  registerToken(app, deps);
  registerUser(app, deps);
  registerLogout(app, deps);
  registerOAuth(app, deps);
  registerAdmin(app, deps);

  app.notFound((c) => sendError(c, notFound("not_found", "Not Found")));
  app.onError((error, c) => {
    if (error instanceof AuthError) return sendError(c, error);
    console.error("[auth] unexpected error", error);
    return sendError(c, internal("Unexpected failure, please check server logs for more information"));
  });
  return app;
}
