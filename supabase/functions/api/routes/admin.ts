// /admin/stats, /activity/daily-users, /activity/stats: admins only (app_metadata.role = admin).
import { Hono } from "hono";
import { z } from "zod";
import { istDayBounds, istLastDays } from "../../_shared/ist.ts";
import type { AppEnv, Services } from "../app-env.ts";
import { activeUsersSince, activityStatsSince, userStats } from "../db/admin.ts";
import { requireAdmin } from "../http/require-user.ts";
import { queryParams } from "../http/validate.ts";

const statsQuery = z.object({
  days: z
    .string()
    .regex(/^\d+$/, "days must be a whole number from 1 to 365")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 365, "days must be a whole number from 1 to 365")
    .default(30),
});

export function adminRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();
  routes.use("/admin/*", requireAdmin);
  routes.use("/activity/*", requireAdmin);

  routes.get("/admin/stats", async (c) => c.json(await userStats(sql)));

  routes.get("/activity/daily-users", async (c) => {
    const [today] = istLastDays(now(), 1) as [string];
    return c.json({ activeUsers: await activeUsersSince(sql, istDayBounds(today).start) });
  });

  routes.get("/activity/stats", async (c) => {
    const { days } = queryParams(c, statsQuery);
    const dayKeys = istLastDays(now(), days);
    const stats = await activityStatsSince(sql, istDayBounds(dayKeys[0] as string).start);
    const dailyUsage = Object.fromEntries(dayKeys.map((day) => [day, stats.perDay.get(day) ?? 0]));
    return c.json({ totalLogins: stats.totalLogins, totalExpenses: stats.totalExpenses, dailyUsage });
  });

  return routes;
}
