// /admin/stats, /activity/daily-users, /activity/stats: admins only (app_metadata.role = admin).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { activeUsersToday, activityStats, userStats } from "../db/admin.ts";
import { withUser } from "../db/with-user.ts";
import { requireAdmin } from "../http/require-user.ts";
import { queryParams } from "../http/validate.ts";

const statsQuery = z.object({
  days: z
    .string()
    .regex(/^\d+$/, "days must be a whole number from 1 to 366")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 366, "days must be a whole number from 1 to 366")
    .default(30),
});

export function adminRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();
  routes.use("/admin/*", requireAdmin);
  routes.use("/activity/*", requireAdmin);

  routes.get("/admin/stats", async (c) =>
    c.json(await withUser(sql, c.get("claims"), (tx) => userStats(tx))),
  );

  routes.get("/activity/daily-users", async (c) =>
    c.json({ activeUsers: await withUser(sql, c.get("claims"), activeUsersToday) }),
  );

  routes.get("/activity/stats", async (c) => {
    const { days } = queryParams(c, statsQuery);
    return c.json(await withUser(sql, c.get("claims"), (tx) => activityStats(tx, days)));
  });

  return routes;
}
