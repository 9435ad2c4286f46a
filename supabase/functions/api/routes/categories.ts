// /categories: the caller's own categories beside the canonical list (the add-expense grid and the
// budget split show them on every device); renaming one, and merging one into another (which is also
// how one is deleted: its expenses move to the category the user picked), docs/product.md §5.5.
import { findCategory } from "@shared/contract/categories.ts";
import {
  categoryKindSchema,
  categoryMergeSchema,
  categoryRenameSchema,
  customCategorySchema,
} from "@shared/contract/profile-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import {
  addCustomCategory,
  type CategoryMoveOutcome,
  listCustomCategories,
  moveCustomCategory,
  setCustomCategoryKind,
} from "../db/custom-categories.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";

/** docs/product.md §8's text for a name that exists. */
export const CATEGORY_EXISTS = "This category already exists.";

/** The answer to a rename or merge, or the error that says why not. */
function moveAnswer(outcome: CategoryMoveOutcome, from: string, to: string) {
  if (outcome.ok) return { name: outcome.name, movedExpenses: outcome.movedExpenses };
  if (outcome.reason === "exists")
    throw conflict(`A category named "${to}" already exists. Merge "${from}" into it instead.`);
  if (outcome.reason === "same") throw badRequest("Pick another category to move into");
  // Which of the two names is unknown: the database names it.
  const missing = outcome.detail.includes(`"${from}"`) ? from : to;
  throw notFound(
    missing === from ? `"${from}" is not one of your own categories` : `Category "${to}" not found`,
  );
}

export function categoryRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), listCustomCategories)));

  routes.post("/", async (c) => {
    const { name, kind } = await jsonBody(c, customCategorySchema);
    if (findCategory(name)) throw conflict(CATEGORY_EXISTS);
    const row = await withUser(sql, c.get("claims"), (tx) => addCustomCategory(tx, name, kind));
    if (!row) throw conflict(CATEGORY_EXISTS);
    return c.json(row, 201);
  });

  // Spending or set aside (docs/product.md §4.32); the default categories' kinds are fixed.
  routes.post("/kind", async (c) => {
    const { name, kind } = await jsonBody(c, categoryKindSchema);
    if (findCategory(name)) throw badRequest(`"${name}" is a default category; its kind is fixed`);
    const row = await withUser(sql, c.get("claims"), (tx) => setCustomCategoryKind(tx, name, kind));
    if (!row) throw notFound(`"${name}" is not one of your own categories`);
    return c.json(row);
  });

  routes.post("/rename", async (c) => {
    const { from, to } = await jsonBody(c, categoryRenameSchema);
    const outcome = await withUser(sql, c.get("claims"), (tx) => moveCustomCategory(tx, from, to, false));
    return c.json(moveAnswer(outcome, from, to));
  });

  routes.post("/merge", async (c) => {
    const { from, into } = await jsonBody(c, categoryMergeSchema);
    const outcome = await withUser(sql, c.get("claims"), (tx) => moveCustomCategory(tx, from, into, true));
    return c.json(moveAnswer(outcome, from, into));
  });

  return routes;
}
