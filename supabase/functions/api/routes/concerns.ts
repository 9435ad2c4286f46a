// /concerns: a user raises a concern about their data and reads their own; /admin/concerns: admins
// read every concern oldest first with the days left of the response time, and answer (docs/api.md).
import {
  type AdminConcernRow,
  CONCERN_RESPONSE_DAYS,
  canMoveConcern,
  concernAnswerSchema,
  concernDaysLeft,
  newConcernSchema,
} from "@shared/contract/concerns.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { accountLanguage } from "../db/accounts.ts";
import {
  answerConcern,
  concernRow,
  concernStatus,
  concernsOldestFirst,
  insertConcern,
  ownConcerns,
} from "../db/concerns.ts";
import { RATE_RULES } from "../db/rate-limits.ts";
import { withService, withUser } from "../db/with-user.ts";
import { badRequest, notFound, tooManyRequests } from "../http/errors.ts";
import { requireAdmin } from "../http/require-user.ts";
import { jsonBody } from "../http/validate.ts";
import { concernReceivedMail } from "../mail/messages.ts";

const DAY_MS = 86_400_000;
const NOT_FOUND = "Concern not found";

export function concernRoutes(services: Services) {
  const { sql, rateLimiter, now } = services;
  const routes = new Hono<AppEnv>();
  routes.use("/admin/concerns", requireAdmin);
  routes.use("/admin/concerns/*", requireAdmin);

  routes.post("/concerns", async (c) => {
    const claims = c.get("claims");
    const limit = await rateLimiter.hit(RATE_RULES.concernsPerUser, claims.sub);
    if (limit.exceeded) throw tooManyRequests("concerns raised", limit.retryAfterSeconds);
    const input = await jsonBody(c, newConcernSchema);

    const row = concernRow(await withService(sql, (tx) => insertConcern(tx, claims.sub, input)));
    if (claims.email) {
      const to = claims.email;
      const mail = accountLanguage(sql, claims.sub).then((language) =>
        services.mailer.send(
          concernReceivedMail({
            to,
            reference: row.reference,
            category: row.category,
            dueBy: new Date(Date.parse(row.createdAt) + CONCERN_RESPONSE_DAYS * DAY_MS),
            responseDays: CONCERN_RESPONSE_DAYS,
            contact: services.dataContact,
            language,
          }),
        ),
      );
      services.background(mail.catch((error) => console.error("api: concern e-mail failed", error)));
    }
    return c.json(row, 201);
  });

  routes.get("/concerns", async (c) => {
    const rows = await withUser(sql, c.get("claims"), ownConcerns);
    return c.json(rows.map(concernRow));
  });

  // Admins only, here and in the database (RLS lets only admins read and answer every concern).
  routes.get("/admin/concerns", async (c) => {
    const rows = await withUser(sql, c.get("claims"), concernsOldestFirst);
    const at = now();
    return c.json(
      rows.map(
        (stored): AdminConcernRow => ({
          ...concernRow(stored),
          daysLeft: stored.status === "resolved" ? null : concernDaysLeft(stored.createdAt, at),
        }),
      ),
    );
  });

  routes.patch("/admin/concerns/:id", async (c) => {
    const id = Number(c.req.param("id"));
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound(NOT_FOUND);
    const answer = await jsonBody(c, concernAnswerSchema);
    const row = await withUser(sql, c.get("claims"), async (tx) => {
      const current = await concernStatus(tx, id);
      if (!current) throw notFound(NOT_FOUND);
      if (!canMoveConcern(current, answer.status))
        throw badRequest(`A concern cannot move from ${current} to ${answer.status}`);
      return answerConcern(tx, id, answer);
    });
    if (!row) throw notFound(NOT_FOUND);
    return c.json(concernRow(row));
  });

  return routes;
}
