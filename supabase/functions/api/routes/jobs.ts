// /jobs/run: the scheduler's call (docs/product.md §4.24), every minute, service role only. Adds the
// due recurring payments. `now` in the body runs it as of another instant (tests, a manual catch-up).
import { jobRunSchema } from "@shared/recurring-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { jsonBody } from "../http/validate.ts";
import { addDueRecurringPayments } from "../jobs/recurring-job.ts";

export function jobRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();

  routes.post("/run", async (c) => {
    const body = await jsonBody(c, jobRunSchema);
    const at = body.now ? new Date(body.now) : now();
    const recurring = await addDueRecurringPayments(sql, at);
    return c.json({ now: at.toISOString(), recurring });
  });

  return routes;
}
