// The API as a Hono app. Pure of `Deno.*` so Vitest can drive it with `app.request()` under Node;
// index.ts supplies the real dependencies.
import { Hono } from "hono";
import type postgres from "postgres";

export interface AppDeps {
  /** Superuser / service connection pool; per-request transactions drop to `authenticated`. */
  sql: postgres.Sql;
}

export function createApp(deps: AppDeps) {
  const app = new Hono().basePath("/api");

  app.get("/health", async (c) => {
    try {
      await deps.sql`select 1`;
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "unavailable", message: "Database unreachable" }, 503);
    }
  });

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  return app;
}
