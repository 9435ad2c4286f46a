// /push: the caller's devices for Web Push (docs/product.md §4.28), which carries the daily reminder
// and the budget alerts (jobs/reminder-push.ts, jobs/budget-alert-push.ts). The VAPID public key the
// browser subscribes with, and saving or forgetting a device.
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "@shared/push/push-subscriptions.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { deletePushSubscription, savePushSubscription } from "../db/push-subscriptions.ts";
import { notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";

const NOT_CONFIGURED = "Push notifications are not configured on this server";

export function pushRoutes({ sql, push }: Services) {
  const routes = new Hono<AppEnv>();
  const subscriptionSchema = pushSubscriptionSchema({ allowLocalHttp: push.allowLocalHttp });

  routes.get("/public-key", (c) => {
    if (!push.sender) throw notFound(NOT_CONFIGURED);
    return c.json({ publicKey: push.sender.publicKey });
  });

  routes.post("/subscriptions", async (c) => {
    const input = await jsonBody(c, subscriptionSchema);
    return c.json(await savePushSubscription(sql, c.get("claims"), input), 201);
  });

  routes.delete("/subscriptions", async (c) => {
    const { endpoint } = await jsonBody(c, pushUnsubscribeSchema);
    if (!(await deletePushSubscription(sql, c.get("claims"), endpoint))) {
      throw notFound("No such push subscription on your account");
    }
    return c.body(null, 204);
  });

  return routes;
}
