// /jobs/run: the scheduler's call (docs/product.md §4.24), every minute, service role only. Adds the
// due recurring payments, sends the daily reminders and weekly reports, pushes new budget alerts
// (§4.28), applies the retention rules (§4.30), raises security alerts (docs/security.md) and removes
// expired data archives. `now` in the body runs it as of another instant (tests, a manual catch-up).
import { jobRunSchema } from "@shared/contract/recurring-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { jsonBody } from "../http/validate.ts";
import { pushBudgetAlerts } from "../jobs/budget-alert-push.ts";
import { sendDailyReminders } from "../jobs/daily-reminders.ts";
import { removeExpiredArchives } from "../jobs/expired-archives.ts";
import { addDueRecurringPayments } from "../jobs/recurring-job.ts";
import { applyRetention } from "../jobs/retention.ts";
import { raiseSecurityAlerts } from "../jobs/security-alerts.ts";
import { sendWeeklyReports } from "../jobs/weekly-report.ts";

/** A step's answer, or `{ failed }` with why, logged, so the steps after it still run. */
async function apart<T>(name: string, step: () => Promise<T>): Promise<T | { failed: string }> {
  try {
    return await step();
  } catch (error) {
    console.error(`[jobs] ${name} failed:`, error);
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}

export function jobRoutes({ sql, now, mailer, unsubscribe, siteUrl, push, storage }: Services) {
  const routes = new Hono<AppEnv>();

  routes.post("/run", async (c) => {
    const body = await jsonBody(c, jobRunSchema);
    const at = body.now ? new Date(body.now) : now();
    // Every step stands alone: one that fails (a query that errors, Storage down, a lock held too
    // long) is logged and reported, and the others still run this minute; the next run tries it again.
    const recurring = await apart("recurring payments", () => addDueRecurringPayments(sql, at, body.userIds));
    // After the recurring step: a payment added today does not count as the user logging.
    const context = {
      sql,
      mailer,
      push: push.sender,
      signer: unsubscribe,
      siteUrl,
      now: at,
      userIds: body.userIds,
    };
    const reminders = await apart("daily reminders", () => sendDailyReminders(context));
    const weeklyReports = await apart("weekly reports", () => sendWeeklyReports(context));
    const alertPushes = await apart("budget alert pushes", () =>
      pushBudgetAlerts(sql, push.sender, at, body.userIds),
    );
    const retention = await apart("retention", () => applyRetention(sql, at, body.userIds));
    const securityAlerts = await apart("security alerts", () =>
      raiseSecurityAlerts(sql, mailer, at, body.userIds),
    );
    const archives = await apart("expired archives", () =>
      removeExpiredArchives(sql, storage, at, body.userIds),
    );
    return c.json({
      now: at.toISOString(),
      recurring,
      reminders,
      weeklyReports,
      alertPushes,
      retention,
      securityAlerts,
      archives,
    });
  });

  return routes;
}
