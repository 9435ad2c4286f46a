// /notifications: unread budget alerts, newest first; mark one read.
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { markNotificationRead, unreadNotifications } from "../db/notifications.ts";
import { withUser } from "../db/with-user.ts";
import { notFound } from "../http/errors.ts";
import { isUuid } from "../http/validate.ts";

export function notificationRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), unreadNotifications)));

  routes.post("/:id/read", async (c) => {
    const id = c.req.param("id");
    const marked =
      isUuid(id) && (await withUser(sql, c.get("claims"), (tx) => markNotificationRead(tx, id, now())));
    if (!marked) throw notFound("Notification not found");
    return c.json({ message: "Notification marked as read", id });
  });

  return routes;
}
