// /categories: the caller's own categories beside the canonical list (the add-expense grid and the
// budget split show them on every device).
import { findCategory } from "@shared/contract/categories.ts";
import { customCategorySchema } from "@shared/contract/profile-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { addCustomCategory, listCustomCategories } from "../db/custom-categories.ts";
import { withUser } from "../db/with-user.ts";
import { conflict } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";

/** docs/product.md §8's text for a name that exists. */
export const CATEGORY_EXISTS = "This category already exists.";

export function categoryRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), listCustomCategories)));

  routes.post("/", async (c) => {
    const { name } = await jsonBody(c, customCategorySchema);
    if (findCategory(name)) throw conflict(CATEGORY_EXISTS);
    const row = await withUser(sql, c.get("claims"), (tx) => addCustomCategory(tx, name));
    if (!row) throw conflict(CATEGORY_EXISTS);
    return c.json(row, 201);
  });

  return routes;
}
