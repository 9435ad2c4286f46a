// The API as a Hono app (base path /api). Free of `Deno.*` so Vitest can drive it with
// `app.request()` under Node; index.ts supplies the real dependencies.
import { DEFAULT_DATA_CONTACT } from "@shared/contract/concerns.ts";
import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppDeps, AppEnv, Services } from "./app-env.ts";
import { createAuthService } from "./auth/gotrue.ts";
import { createSessionGuard, withSessionCheck } from "./auth/session-guard.ts";
import { createUnsubscribeSigner } from "./auth/unsubscribe-token.ts";
import { createTokenVerifier } from "./auth/verify-token.ts";
import { createRateLimiter } from "./db/rate-limits.ts";
import { createSigninThrottle } from "./db/signin-throttle.ts";
import { configureDatabase } from "./db/with-user.ts";
import { limitBody } from "./http/body-limit.ts";
import { errorResponse } from "./http/errors.ts";
import { requireServiceRole } from "./http/require-service-role.ts";
import { requireUser } from "./http/require-user.ts";
import { createPushSender } from "./push/web-push.ts";
import { accountRoutes } from "./routes/account.ts";
import { accountSettingsRoutes } from "./routes/account-settings.ts";
import { adminRoutes } from "./routes/admin.ts";
import { analyticsRoutes } from "./routes/analytics.ts";
import { authRoutes } from "./routes/auth.ts";
import { budgetRoutes } from "./routes/budget.ts";
import { categoryRoutes } from "./routes/categories.ts";
import { concernRoutes } from "./routes/concerns.ts";
import { consentRoutes } from "./routes/consents.ts";
import { dataRightsRoutes } from "./routes/data-rights.ts";
import { expenseRoutes } from "./routes/expenses.ts";
import { goalRoutes } from "./routes/goals.ts";
import { householdRoutes } from "./routes/households.ts";
import { importRoutes } from "./routes/imports.ts";
import { jobRoutes } from "./routes/jobs.ts";
import { merchantCategoryRoutes } from "./routes/merchant-categories.ts";
import { messageExpenseRoutes } from "./routes/message-expenses.ts";
import { notificationSettingsRoutes } from "./routes/notification-settings.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { passwordResetRoutes } from "./routes/password-reset.ts";
import { pushRoutes } from "./routes/push.ts";
import { recurringRoutes } from "./routes/recurring.ts";
import { unsubscribeRoutes } from "./routes/unsubscribe.ts";
import { userStateRoutes } from "./routes/user-state.ts";
import { createStorageAdmin } from "./storage/storage-admin.ts";

export type { AppDeps } from "./app-env.ts";

export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  configureDatabase(deps.sql, deps.database);
  const rateLimiter = createRateLimiter(deps.sql, now);
  const sessions = createSessionGuard(deps.sql, deps.sessionCheckTtlMs);
  const verifyToken =
    deps.verifyToken ?? createTokenVerifier({ supabaseUrl: deps.supabaseUrl, apiKey: deps.anonKey });
  const services: Services = {
    sql: deps.sql,
    auth: createAuthService(deps),
    storage: createStorageAdmin(deps),
    verifyToken: withSessionCheck(verifyToken, sessions),
    sessions,
    rateLimiter,
    signinThrottle: createSigninThrottle(deps.sql, rateLimiter, now),
    mailer: deps.mailer,
    unsubscribe: createUnsubscribeSigner(deps.serviceRoleKey),
    push: {
      sender: deps.push?.vapid
        ? createPushSender(deps.push.vapid, {
            fetch: deps.push.fetch,
            allowLocalHttp: deps.push.allowLocalHttp,
          })
        : undefined,
      allowLocalHttp: deps.push?.allowLocalHttp ?? false,
    },
    now,
    siteUrl: deps.siteUrl,
    background: deps.background ?? ((work) => void work),
    dataContact: deps.dataContact || DEFAULT_DATA_CONTACT,
  };

  const app = new Hono<AppEnv>().basePath("/api");
  app.onError(errorResponse);
  app.notFound((c) => c.json({ message: `Not found: ${c.req.method} ${c.req.path}` }, 404));
  app.use(
    "*",
    cors({
      origin: deps.webOrigin,
      credentials: true,
      allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "apikey", "x-client-info"],
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      exposeHeaders: ["Retry-After", "X-Next-Cursor", "Link", "Content-Disposition"],
      maxAge: 600,
    }),
  );
  app.use("*", limitBody);

  app.get("/health", async (c) => {
    try {
      await deps.sql`select 1`;
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable", message: "Database unreachable" }, 503);
    }
  });

  app.route("/auth", authRoutes(services));
  app.route("/auth", passwordResetRoutes(services));

  // The scheduler's calls: the service role key, never a user's token.
  app.use("/jobs/*", requireServiceRole([deps.serviceRoleKey, ...(deps.secretKeys ?? [])]));
  app.route("/jobs", jobRoutes(services));
  // The e-mails' one-click links: no sign-in, the signed token says who and what.
  app.route("/unsubscribe", unsubscribeRoutes(services));

  // Everything below needs a signed-in caller.
  const signedIn = requireUser(services.verifyToken);
  for (const path of [
    "/account",
    "/budget",
    "/budget/*",
    "/categories",
    "/categories/*",
    "/concerns",
    "/consents",
    "/user-state",
    "/expenses",
    "/expenses/*",
    "/merchant-categories",
    "/merchant-categories/*",
    "/imports",
    "/imports/*",
    "/analytics/*",
    "/notifications",
    "/notifications/*",
    "/recurring",
    "/recurring/*",
    "/goals",
    "/goals/*",
    "/notification-settings",
    "/push/subscriptions",
    "/admin/*",
    "/activity/*",
    "/me/*",
    "/households",
    "/households/*",
  ]) {
    app.use(path, signedIn);
  }
  app.route("/account", accountRoutes(services));
  app.route("/budget", budgetRoutes(services));
  app.route("/categories", categoryRoutes(services));
  app.route("/", concernRoutes(services));
  app.route("/consents", consentRoutes(services));
  app.route("/user-state", userStateRoutes(services));
  app.route("/expenses", messageExpenseRoutes(services));
  app.route("/expenses", expenseRoutes(services));
  app.route("/merchant-categories", merchantCategoryRoutes(services));
  app.route("/imports", importRoutes(services));
  app.route("/analytics", analyticsRoutes(services));
  app.route("/notifications", notificationRoutes(services));
  app.route("/recurring", recurringRoutes(services));
  app.route("/goals", goalRoutes(services));
  app.route("/notification-settings", notificationSettingsRoutes(services));
  app.route("/push", pushRoutes(services));
  app.route("/", adminRoutes(services));
  app.route("/", accountSettingsRoutes(services));
  app.route("/me/data", dataRightsRoutes(services));
  app.route("/households", householdRoutes(services));

  return app;
}
