// /user-state: what the app remembers for the caller on every device (docs/product.md §10.8).
import { userStatePatchSchema } from "@shared/contract/user-state-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { findUserState, patchUserState } from "../db/user-state.ts";
import { withUser } from "../db/with-user.ts";
import { jsonBody } from "../http/validate.ts";

export function userStateRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  // Nothing stored yet is a normal state (a new user, or one whose devices have not synced): 200 null.
  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), findUserState)));

  routes.patch("/", async (c) => {
    const patch = await jsonBody(c, userStatePatchSchema);
    return c.json(await withUser(sql, c.get("claims"), (tx) => patchUserState(tx, patch)));
  });

  return routes;
}
