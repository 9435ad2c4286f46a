// POST /logout?scope=global|local|others — 204; the affected sessions (and so their refresh tokens) go.
import type { Hono } from "hono";
import type { AuthDeps } from "../deps.ts";
import { badRequest } from "../errors.ts";
import { requireUser } from "../request-auth.ts";
import { type LogoutScope, logout } from "../sessions.ts";

const SCOPES: readonly LogoutScope[] = ["global", "local", "others"];

export function registerLogout(app: Hono, deps: AuthDeps) {
  app.post("/logout", async (c) => {
    const scope = (c.req.query("scope") || "global") as LogoutScope;
    if (!SCOPES.includes(scope)) throw badRequest("validation_failed", "Unsupported logout scope");
    const caller = await requireUser(c, deps.sql, deps.tokens);
    await deps.tx((tx) => logout(tx, caller.user.id, caller.sessionId, scope));
    return c.body(null, 204);
  });
}
