// /merchant-categories: the categories the caller has taught the app per payee (docs/capture.md).
// The web app parses messages on the device and applies these over the keyword table's guess.
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { forgetCategory, learnedCategories } from "../db/merchant-categories.ts";
import { withUser } from "../db/with-user.ts";
import { notFound } from "../http/errors.ts";

export function merchantCategoryRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const categories = await withUser(sql, c.get("claims"), (tx) => learnedCategories(tx));
    return c.json({ categories });
  });

  routes.delete("/:key", async (c) => {
    const key = decodeURIComponent(c.req.param("key"));
    const forgotten =
      key.length <= 100 && (await withUser(sql, c.get("claims"), (tx) => forgetCategory(tx, key)));
    if (!forgotten) throw notFound("No learned category for this merchant");
    return c.json({ message: "Forgotten", key });
  });

  return routes;
}
