// /budget: the caller's monthly budget (GET; POST creates, PUT replaces).

import { budgetSchema } from "@shared/contract/budget-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { findBudget, insertBudget, updateBudget } from "../db/budgets.ts";
import { withUser } from "../db/with-user.ts";
import { conflict, notFound } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";

export function budgetRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  // No budget yet is a normal state, not an error: 200 with null.
  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), findBudget)));

  routes.post("/", async (c) => {
    const budget = await jsonBody(c, budgetSchema);
    const row = await withUser(sql, c.get("claims"), (tx) => insertBudget(tx, budget));
    if (!row) throw conflict("A budget already exists; update it with PUT /api/budget");
    return c.json(row, 201);
  });

  routes.put("/", async (c) => {
    const budget = await jsonBody(c, budgetSchema);
    const row = await withUser(sql, c.get("claims"), (tx) => updateBudget(tx, budget));
    if (!row) throw notFound("No budget yet; create one with POST /api/budget");
    return c.json(row);
  });

  return routes;
}
