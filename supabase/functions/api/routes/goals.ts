// /goals: the caller's savings goals (docs/product.md §4.33): list, create, move money in or out,
// delete. Goal money is a transfer, never an expense, so no spending figure counts it.
import { goalMoveSchema, newGoalSchema } from "@shared/contract/goal-schemas.ts";
import { negatePaise, paiseFromWire, paiseToDecimal } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { deleteGoal, insertGoal, listGoals, moveMoney } from "../db/goals.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { isUuid, jsonBody } from "../http/validate.ts";

const NOT_FOUND = "Goal not found";

export function goalRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();
  const idOf = (id: string) => {
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    return id;
  };

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), listGoals)));

  routes.post("/", async (c) => {
    const input = await jsonBody(c, newGoalSchema);
    return c.json(await withUser(sql, c.get("claims"), (tx) => insertGoal(tx, input)), 201);
  });

  routes.post("/:id/moves", async (c) => {
    const id = idOf(c.req.param("id"));
    const { amount, direction } = await jsonBody(c, goalMoveSchema);
    const signed = paiseToDecimal(direction === "out" ? negatePaise(amount) : amount);
    const outcome = await withUser(sql, c.get("claims"), (tx) => moveMoney(tx, id, signed));
    if (outcome.ok) return c.json({ goal: outcome.goal, newMilestones: outcome.newMilestones }, 201);
    if (outcome.reason === "not-found") throw notFound(NOT_FOUND);
    throw badRequest(
      `You can take out at most ${formatRupees(paiseFromWire(outcome.balance))}: that is what the goal holds`,
    );
  });

  routes.delete("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const deleted = await withUser(sql, c.get("claims"), (tx) => deleteGoal(tx, id));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.body(null, 204);
  });

  return routes;
}
