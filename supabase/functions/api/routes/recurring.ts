// /recurring: the caller's recurring payments (docs/product.md §4.23): list with what is committed
// this month, create, edit (future only), pause/resume (PATCH paused), skip the next date, delete.

import { indianDay } from "@shared/calendar/indian-day.ts";
import type { RecurringPaymentsAnswer } from "@shared/contract/api-rows.ts";
import {
  ENDS_BEFORE_START,
  recurringPaymentPatchSchema,
  recurringPaymentSchema,
} from "@shared/contract/recurring-schemas.ts";
import { Hono } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import {
  committedThisMonth,
  deleteRecurringPayment,
  findRecurringPayment,
  insertRecurringPayment,
  listRecurringPayments,
  skipNextOccurrence,
  updateRecurringPayment,
} from "../db/recurring-payments.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { isUuid, jsonBody, parseWith } from "../http/validate.ts";

const NOT_FOUND = "Recurring payment not found";
const ENDED = "This payment has ended: nothing is left to skip";
const NO_LATER_DATE = "There is no later date to skip to: a payment falls due until 2200 at the latest";

export function recurringRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();
  const idOf = (id: string) => {
    if (!isUuid(id)) throw notFound(NOT_FOUND);
    return id;
  };

  routes.get("/", async (c) => {
    const today = indianDay(now());
    const answer = await withUser(sql, c.get("claims"), async (tx): Promise<RecurringPaymentsAnswer> => {
      const payments = await listRecurringPayments(tx);
      return { payments, committedThisMonth: await committedThisMonth(tx, today) };
    });
    return c.json(answer);
  });

  routes.post("/", async (c) => {
    const input = await jsonBody(c, recurringPaymentSchema);
    // A payment starts today at the earliest, so an end date before today is before its start.
    if (input.endsOn !== null && input.endsOn < indianDay(now())) throw badRequest(ENDS_BEFORE_START);
    const row = await withUser(sql, c.get("claims"), (tx) =>
      insertRecurringPayment(tx, input, indianDay(now())),
    );
    return c.json(row, 201);
  });

  routes.patch("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const patch = await jsonBody(c, recurringPaymentPatchSchema);
    const row = await withUser(sql, c.get("claims"), async (tx) => {
      const current = await findRecurringPayment(tx, id, { lock: true });
      if (!current) throw notFound(NOT_FOUND);
      const { paused, ...changes } = patch;
      // The edit is checked as a whole: the stored payment with the changed fields over it.
      const merged = parseWith(recurringPaymentSchema, {
        name: current.name,
        amount: current.amount,
        category: current.category,
        paidWith: current.paidWith,
        frequency: current.frequency,
        dayOfMonth: current.dayOfMonth ?? undefined,
        weekday: current.weekday ?? undefined,
        month: current.month ?? undefined,
        endsOn: current.endsOn,
        paymentCount: current.paymentCount,
        startsOn: current.startsOn,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      });
      return updateRecurringPayment(
        tx,
        current,
        { ...merged, paused: paused ?? current.paused },
        indianDay(now()),
      );
    });
    return c.json(row);
  });

  routes.post("/:id/skip", async (c) => {
    const id = idOf(c.req.param("id"));
    const answer = await withUser(sql, c.get("claims"), async (tx) => {
      const current = await findRecurringPayment(tx, id, { lock: true });
      if (!current) throw notFound(NOT_FOUND);
      if (current.ended) throw badRequest(ENDED);
      const answer = await skipNextOccurrence(tx, current);
      if (!answer) throw badRequest(NO_LATER_DATE);
      return answer;
    });
    return c.json(answer);
  });

  routes.delete("/:id", async (c) => {
    const id = idOf(c.req.param("id"));
    const deleted = await withUser(sql, c.get("claims"), (tx) => deleteRecurringPayment(tx, id));
    if (!deleted) throw notFound(NOT_FOUND);
    return c.json({ message: "Recurring payment deleted", id });
  });

  return routes;
}
