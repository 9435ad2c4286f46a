// /notification-settings: the Profile switches (daily reminder, budget alerts, weekly report) and the
// reminder time (docs/product.md §4.25).
import { notificationSettingsPatchSchema } from "@shared/contract/notification-settings.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { changeNotificationSettings, readNotificationSettings } from "../db/notification-settings.ts";
import { withUser } from "../db/with-user.ts";
import { jsonBody } from "../http/validate.ts";

export function notificationSettingsRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), readNotificationSettings)));

  routes.patch("/", async (c) => {
    const patch = await jsonBody(c, notificationSettingsPatchSchema);
    return c.json(await withUser(sql, c.get("claims"), (tx) => changeNotificationSettings(tx, patch)));
  });

  return routes;
}
