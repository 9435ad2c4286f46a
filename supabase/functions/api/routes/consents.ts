// /consents: the caller's answers to the privacy notice (GET) and a new answer per purpose (POST):
// giving, declining or withdrawing (docs/api.md "Consents").
import { consentAnswerSchema, NOTICE_OUT_OF_DATE } from "@shared/contract/consents.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { consentState, currentNoticeVersion, recordConsents } from "../db/consents.ts";
import { withUser } from "../db/with-user.ts";
import { conflict } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";

export function consentRoutes({ sql }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json(await withUser(sql, c.get("claims"), consentState)));

  routes.post("/", async (c) => {
    const answer = await jsonBody(c, consentAnswerSchema);
    const state = await withUser(sql, c.get("claims"), async (tx) => {
      // An answer to an older notice is refused: the person has not read what is asked today.
      if (answer.noticeVersion !== (await currentNoticeVersion(tx))) throw conflict(NOTICE_OUT_OF_DATE);
      await recordConsents(tx, answer);
      return consentState(tx);
    });
    return c.json(state, 201);
  });

  return routes;
}
