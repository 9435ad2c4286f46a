// /expenses: list (latest N, one Indian day, or all), add (idempotent), delete.

import { canonicalCategory } from "@shared/categories.ts";
import { isDateKey, istDayBounds } from "@shared/ist.ts";
import { expenseSchema, type NewExpense } from "@shared/schemas.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { sha256Hex } from "../auth/secrets.ts";
import { recordActivity } from "../db/activity.ts";
import {
  deleteExpense,
  type ExpenseFilter,
  insertExpense,
  isDuplicateMessage,
  listExpenses,
} from "../db/expenses.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import { isUuid, jsonBody, queryParams } from "../http/validate.ts";

const listQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, "limit must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100")
    .optional(),
  date: z.string().refine(isDateKey, "date must be a calendar date written yyyy-mm-dd").optional(),
});

/** Receipts live at `{user_id}/{file}` in the private `receipts` bucket; nobody may point at another's. */
const RECEIPT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
export function assertOwnReceipt(path: string, userId: string): void {
  const [folder, file, ...rest] = path.split("/");
  if (folder !== userId || rest.length > 0) {
    throw forbidden("receiptPath must be inside your own folder of the receipts bucket");
  }
  if (!file || !RECEIPT_FILE.test(file) || file.includes("..")) {
    throw badRequest("receiptPath must name a file in your receipts folder, e.g. <your user id>/<uuid>.jpg");
  }
}

export const DUPLICATE_MESSAGE = "This message is already saved as an expense";
export const KEY_REUSED = "This Idempotency-Key was used with a different request";

/** The longest key the database stores (expenses_idempotency_key_length). */
export const IDEMPOTENCY_KEY_MAX = 200;

/** The Idempotency-Key header, trimmed; a 400 when it is longer than `max`. */
export function idempotencyKeyOf(header: string | undefined, max = IDEMPOTENCY_KEY_MAX): string | null {
  const key = header?.trim() || null;
  if (key && key.length > max) throw badRequest(`Idempotency-Key must be at most ${max} characters`);
  return key;
}

/**
 * What makes two saves the same request: the validated, normalised fields (so "120.5" and 120.50, an
 * alias and its category, or two offsets of one instant agree), with the date as sent (absent means
 * "now", which a retry cannot repeat exactly). The message fields join only when present, so a plain
 * expense's fingerprint is what it was before they existed.
 */
export function requestFields(
  expense: Omit<NewExpense, "category"> & { category: string | null },
  sentDate: string | undefined,
): unknown[] {
  const date = sentDate === undefined ? null : new Date(sentDate).toISOString();
  const fields: unknown[] = [
    expense.amount,
    expense.category,
    expense.description,
    expense.method,
    date,
    expense.receiptPath,
  ];
  if (expense.messageRef !== null || expense.merchant !== null)
    fields.push(expense.messageRef, expense.merchant);
  return fields;
}

export function expenseRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => {
    const query = queryParams(c, listQuery);
    const filter: ExpenseFilter = { limit: query.limit };
    if (query.date) {
      const { start, end } = istDayBounds(query.date);
      filter.from = start;
      filter.to = end;
    }
    return c.json(await withUser(sql, c.get("claims"), (tx) => listExpenses(tx, filter)));
  });

  routes.post("/", async (c) => {
    const claims = c.get("claims");
    const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    const input = await jsonBody(c, expenseSchema);
    if (input.receiptPath) assertOwnReceipt(input.receiptPath, claims.sub);
    // The database canonicalises too (trigger); doing it here keeps idempotent replays comparable.
    const expense = {
      ...input,
      category: canonicalCategory(input.category),
      date: input.date ?? now().toISOString(),
    };

    const idempotency = idempotencyKey
      ? {
          key: idempotencyKey,
          fingerprint: await sha256Hex(JSON.stringify(requestFields(expense, input.date))),
        }
      : null;

    const result = await withUser(sql, claims, async (tx) => {
      const saved = await insertExpense(tx, expense, idempotency);
      if (saved.outcome === "created") {
        await recordActivity(tx, "expense_added", { expenseId: saved.row.id, category: saved.row.category });
      }
      return saved;
    }).catch((error: unknown) => {
      if (isDuplicateMessage(error)) throw conflict(DUPLICATE_MESSAGE);
      throw error;
    });
    if (result.outcome === "key-reused") {
      throw new HttpError(422, KEY_REUSED);
    }
    if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
    return c.json(result.row, result.outcome === "created" ? 201 : 200);
  });

  routes.delete("/:id", async (c) => {
    const id = c.req.param("id");
    const deleted = isUuid(id) && (await withUser(sql, c.get("claims"), (tx) => deleteExpense(tx, id)));
    if (!deleted) throw notFound("Expense not found");
    return c.json({ message: "Expense deleted", id });
  });

  return routes;
}
