// /analytics: spending by category, days with expenses in a month, today's spend vs daily limit.

import { indianClock, indianDay, isDayKey } from "@shared/calendar/indian-day.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import {
  dailyLimitStatus,
  monthExpenseDates,
  monthTotals,
  setAsideInMonth,
  spendingInCycle,
  spendingInMonth,
  spendingOnDay,
} from "../db/analytics.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest } from "../http/errors.ts";
import { queryParams } from "../http/validate.ts";

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required` })
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

const spendingQuery = z.object({
  period: z.enum(["day", "month", "cycle"], { error: "period must be day, month or cycle" }).optional(),
  date: z.string().refine(isDayKey, "date must be a calendar date written yyyy-mm-dd").optional(),
  year: wholeNumber("year", 2000, 2100).optional(),
  month: wholeNumber("month", 1, 12).optional(),
});

const monthQuery = z.object({ year: wholeNumber("year", 2000, 2100), month: wholeNumber("month", 1, 12) });

export function analyticsRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/spending", async (c) => {
    const query = queryParams(c, spendingQuery);
    const claims = c.get("claims");
    if (query.period === "day") {
      const day = query.date ?? indianDay(now());
      return c.json(await withUser(sql, claims, (tx) => spendingOnDay(tx, day)));
    }
    // The budget cycle that holds the day (today when none is given), docs/product.md §4.31.
    if (query.period === "cycle") {
      const day = query.date ?? indianDay(now());
      return c.json(await withUser(sql, claims, (tx) => spendingInCycle(tx, day)));
    }
    if ((query.year === undefined) !== (query.month === undefined))
      throw badRequest("year and month go together");
    const current = indianClock(now());
    const year = query.year ?? current.year;
    const month = query.month ?? current.month;
    return c.json(await withUser(sql, claims, (tx) => spendingInMonth(tx, year, month)));
  });

  // Money set aside in a month (docs/product.md §4.32): shown apart from spending.
  routes.get("/set-aside", async (c) => {
    const { year, month } = queryParams(c, monthQuery);
    return c.json(await withUser(sql, c.get("claims"), (tx) => setAsideInMonth(tx, year, month)));
  });

  routes.get("/month-summary", async (c) => {
    const { year, month } = queryParams(c, monthQuery);
    const expenseDates = await withUser(sql, c.get("claims"), (tx) => monthExpenseDates(tx, year, month));
    return c.json({ expenseDates });
  });

  // The Analytics month switcher and the last six months (docs/product.md §4.26).
  routes.get("/months", async (c) => c.json(await withUser(sql, c.get("claims"), monthTotals)));

  // Read on every home refresh (live updates; polled every 30 s without them): one statement in the
  // caller's transaction.
  routes.get("/daily-limit", async (c) => c.json(await withUser(sql, c.get("claims"), dailyLimitStatus)));

  return routes;
}
