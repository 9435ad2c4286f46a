// /merchant-categories: the categories the caller has taught the app per payee (docs/capture.md).
// The web app parses messages on the device and applies these over the keyword table's guess.
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { forgetCategory, learnedCategories } from "../db/merchant-categories.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { lastPathSegment } from "../http/validate.ts";

export function merchantCategoryRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const categories = await withUser(sql, c.get("claims"), (tx) => learnedCategories(tx));
    return c.json({ categories });
  });

  routes.delete("/:key", async (c) => {
    // The key is the path's last segment (the route is `/:key`), read raw: see lastPathSegment.
    const key = lastPathSegment(c.req.url);
    if (key === null) throw badRequest("The merchant key must be URL-encoded (encodeURIComponent)");
    const characters = [...key].length; // as Postgres counts them (the column allows 1 to 100)
    if (characters < 1 || characters > 100) throw badRequest("The merchant key must be 1 to 100 characters");
    const forgotten = await withUser(sql, c.get("claims"), (tx) => forgetCategory(tx, key));
    if (!forgotten) throw notFound("No learned category for this merchant");
    return c.json({ message: "Forgotten", key });
  });

  return routes;
}
