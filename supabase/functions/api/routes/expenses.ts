// /expenses: list (keyset pages, filtered and searched), summary, add (idempotent), edit, delete,
// undo a delete.

import { indianDay, isDayKey } from "@shared/calendar/indian-day.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import {
  type ExpenseFilters,
  expenseFiltersSchema,
  filterInputOf,
} from "@shared/contract/expense-filters.ts";
import { expensePatchSchema, expenseSchema, type NewExpense } from "@shared/contract/expense-schemas.ts";
import { sendsSharing } from "@shared/contract/shared-expense-schemas.ts";
import { sendsLines, splitExpenseSchema, splitPatchSchema } from "@shared/contract/split-expense-schemas.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { sha256Hex } from "../auth/secrets.ts";
import { exportFileName, exportHead, exportLines } from "../csv/export.ts";
import {
  deleteSplit,
  insertSplitExpense,
  replaceSplitLines,
  restoreExpenseLines,
  splitIdOf,
  splitOf,
  updateSplitShared,
} from "../db/expense-splits.ts";
import {
  deleteExpense,
  exportExpenses,
  insertExpense,
  isDuplicateMessage,
  listExpenses,
  summariseExpenses,
  updateExpense,
} from "../db/expenses.ts";
import { recordSecurityEvent } from "../db/security-events.ts";
import { householdOf, listMyExpenses } from "../db/shared-expenses.ts";
import { withUser } from "../db/with-user.ts";
import { clientIp } from "../http/client-ip.ts";
import { decodeCursor, type ExpenseCursor, encodeCursor } from "../http/cursor.ts";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors.ts";
import { isUuid, jsonBody, parseWith, queryParams } from "../http/validate.ts";
import { sharedExpenseHandlers } from "./shared-expenses.ts";

/** Rows per page when the caller does not say, and the most a page may have. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export const pageQuery = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  before: z
    .string()
    .transform((token, ctx): ExpenseCursor => {
      const cursor = decodeCursor(token);
      if (!cursor) {
        ctx.addIssue({ code: "custom", message: "before must be a cursor from an earlier page" });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  // One Indian day (the calendar's list): a shorthand for from = to = date.
  date: z.string().refine(isDayKey, "date must be a calendar date written yyyy-mm-dd").optional(),
  byDay: z.enum(["true", "false"], { error: "byDay must be true or false" }).optional(),
});

// Built once: zod compiles an object schema on its first parse, so a schema made per request (a
// `pick` in the handler) is compiled again for every request.
const dateQuery = pageQuery.pick({ date: true });
const byDayQuery = pageQuery.pick({ byDay: true });

/** The filters of a list, summary or export request (repeated parameters included). */
export function filtersOf(c: Context<AppEnv>): ExpenseFilters {
  const { date } = queryParams(c, dateQuery);
  const input = filterInputOf({
    get: (name) => c.req.query(name) ?? null,
    getAll: (name) => c.req.queries(name) ?? [],
  });
  if (date) {
    if (input.month || input.from || input.to)
      throw badRequest("Give either date or month/from/to, not both");
    return parseWith(expenseFiltersSchema, { ...input, from: date, to: date });
  }
  return parseWith(expenseFiltersSchema, input);
}

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
  // Only when given, so requests from before "paid with" and the message fields keep their fingerprints.
  if (expense.paidWith) fields.push(expense.paidWith);
  if (expense.messageRef !== null || expense.merchant !== null)
    fields.push(expense.messageRef, expense.merchant);
  return fields;
}

/** A request body as a JSON object, before it is read as a single expense or a split one. */
const anyObject = z.looseObject({});

/** The lines of a split written one by one wrong (through the Data API): the database's deferred check. */
export function isSplitRefused(error: unknown): error is { message: string } {
  const pg = error as { code?: string; constraint_name?: string } | null;
  return pg?.code === "23514" && pg.constraint_name === "expenses_split_lines_agree";
}

export const SPLIT_LINE_EDIT =
  "This expense is split across categories: send its lines to change a category or an amount";

export function expenseRoutes(services: Services) {
  const { sql, now } = services;
  const routes = new Hono<AppEnv>();
  // Shared expenses (docs/product.md §2.25.1): their own handlers, reached from the routes below.
  const shared = sharedExpenseHandlers(services);

  // Newest first, a keyset page at a time: the body stays a plain array of expenses; the next page's
  // cursor comes in X-Next-Cursor and a Link rel="next" header (absent on the last page).
  routes.get("/", async (c) => {
    const filters = filtersOf(c);
    const { limit, before } = queryParams(c, pageQuery);
    // Without a search: the personal expenses and the shared ones the caller has a share in.
    const page = await withUser(
      sql,
      c.get("claims"),
      (tx) =>
        filters.q
          ? listExpenses(tx, filters, { limit, before })
          : listMyExpenses(tx, filters, { limit, before }),
      { indexOrder: !filters.q },
    );
    if (page.next) {
      const cursor = encodeCursor(page.next);
      const next = new URL(c.req.url);
      next.searchParams.set("before", cursor);
      c.header("X-Next-Cursor", cursor);
      c.header("Link", `<${c.req.path}?${next.searchParams}>; rel="next"`);
    }
    return c.json(page.rows);
  });

  // The filtered expenses (or all) as a CSV file for spreadsheets (and this app's import).
  routes.get("/export", async (c) => {
    const filters = filtersOf(c);
    const parts = [exportHead()];
    await withUser(sql, c.get("claims"), (tx) =>
      exportExpenses(tx, filters, (rows) => parts.push(exportLines(rows))),
    );
    // Every export is logged: many in an hour raise an admin alert (docs/security.md).
    await recordSecurityEvent(sql, { kind: "export", userId: c.get("claims").sub, ip: clientIp(c) });
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${exportFileName(indianDay(now()))}"`);
    c.header("Cache-Control", "no-store");
    return c.body(parts.join(""));
  });

  // How many expenses match and their total (byDay=true: also per Indian day, newest first).
  routes.get("/summary", async (c) => {
    const filters = filtersOf(c);
    const { byDay } = queryParams(c, byDayQuery);
    return c.json(
      await withUser(sql, c.get("claims"), (tx) =>
        summariseExpenses(tx, filters, { byDay: byDay === "true" }),
      ),
    );
  });

  routes.post("/", async (c) => {
    const claims = c.get("claims");
    const idempotencyKey = idempotencyKeyOf(c.req.header("Idempotency-Key"));
    const body = await jsonBody(c, anyObject);
    if (sendsSharing(body) && body.householdId !== null) return shared.saveShared(c, body, idempotencyKey);
    if (sendsLines(body)) return saveSplit(c, body, idempotencyKey);
    const input = parseWith(expenseSchema, body);
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

    const result = await withUser(sql, claims, (tx) => insertExpense(tx, expense, idempotency)).catch(
      (error: unknown) => {
        if (isDuplicateMessage(error)) throw conflict(DUPLICATE_MESSAGE);
        throw error;
      },
    );
    if (result.outcome === "key-reused") {
      throw new HttpError(422, KEY_REUSED);
    }
    if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
    return c.json(result.row, result.outcome === "created" ? 201 : 200);
  });

  // A bill split across categories (docs/product.md §4.19.1): all its lines in one transaction.
  async function saveSplit(c: Context<AppEnv>, body: Record<string, unknown>, idempotencyKey: string | null) {
    const claims = c.get("claims");
    const input = parseWith(splitExpenseSchema, body);
    if (input.receiptPath) assertOwnReceipt(input.receiptPath, claims.sub);
    const lines = input.lines.map((line) => ({ ...line, category: canonicalCategory(line.category) }));
    const expense = { ...input, lines, date: input.date ?? now().toISOString() };
    const idempotency = idempotencyKey
      ? {
          key: idempotencyKey,
          fingerprint: await sha256Hex(
            JSON.stringify([
              "split",
              lines,
              ...requestFields({ ...expense, amount: "", category: null }, input.date),
            ]),
          ),
        }
      : null;
    const result = await withUser(sql, claims, (tx) => insertSplitExpense(tx, expense, idempotency)).catch(
      (error: unknown) => {
        if (isDuplicateMessage(error)) throw conflict(DUPLICATE_MESSAGE);
        throw error;
      },
    );
    if (result.outcome === "key-reused") throw new HttpError(422, KEY_REUSED);
    if (result.outcome === "replayed") c.header("Idempotent-Replayed", "true");
    return c.json(result.split, result.outcome === "created" ? 201 : 200);
  }

  // The bill the expense is a line of (the edit sheet's lines); 404 when it is not split or not theirs.
  routes.get("/:id/split", async (c) => {
    const id = c.req.param("id");
    const split = isUuid(id)
      ? await withUser(sql, c.get("claims"), async (tx) => {
          const splitId = await splitIdOf(tx, id);
          return splitId ? splitOf(tx, splitId) : null;
        })
      : null;
    if (!split) throw notFound("This expense is not split across categories");
    return c.json(split);
  });

  // An edit; on a line of a split, the fields every line shares change on all of them, and `lines`
  // replaces the bill's lines (or splits a single expense).
  routes.patch("/:id", async (c) => {
    const claims = c.get("claims");
    const id = c.req.param("id");
    const body = await jsonBody(c, anyObject);
    if (
      isUuid(id) &&
      (sendsSharing(body) || (await withUser(sql, claims, (tx) => householdOf(tx, id))) !== null)
    ) {
      return shared.patchShared(c, id, body);
    }
    if (sendsLines(body)) {
      const patch = parseWith(splitPatchSchema, body);
      if (patch.receiptPath) assertOwnReceipt(patch.receiptPath, claims.sub);
      patch.lines = patch.lines.map((line) => ({ ...line, category: canonicalCategory(line.category) }));
      const split = isUuid(id)
        ? await withUser(sql, claims, (tx) => replaceSplitLines(tx, id, patch)).catch(splitRefusal)
        : null;
      if (!split) throw notFound("Expense not found");
      return c.json(split);
    }
    const patch = parseWith(expensePatchSchema, body);
    if (patch.receiptPath) assertOwnReceipt(patch.receiptPath, claims.sub);
    if (patch.category !== undefined) patch.category = canonicalCategory(patch.category);
    const row = isUuid(id)
      ? await withUser(sql, claims, async (tx) => {
          const splitId = await splitIdOf(tx, id);
          if (!splitId) return updateExpense(tx, id, patch);
          if (patch.amount !== undefined || patch.category !== undefined) throw badRequest(SPLIT_LINE_EDIT);
          return updateSplitShared(tx, id, splitId, patch);
        }).catch(splitRefusal)
      : null;
    if (!row) throw notFound("Expense not found");
    return c.json(row);
  });

  // Deleting a line of a split deletes the whole bill (its lines answer in `lines`); Undo brings it
  // all back.
  routes.delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (isUuid(id) && (await withUser(sql, c.get("claims"), (tx) => householdOf(tx, id))) !== null) {
      return shared.deleteShared(c, id);
    }
    const deleted = isUuid(id)
      ? await withUser(sql, c.get("claims"), async (tx) => {
          const splitId = await splitIdOf(tx, id);
          if (!splitId) return { until: await deleteExpense(tx, id), ids: undefined };
          return deleteSplit(tx, splitId);
        })
      : null;
    if (!deleted?.until) throw notFound("Expense not found");
    return c.json({
      message: "Expense deleted",
      id,
      restorableUntil: deleted.until,
      ...(deleted.ids ? { lines: deleted.ids } : {}),
    });
  });

  routes.post("/:id/restore", async (c) => {
    const id = c.req.param("id");
    const row = isUuid(id) ? await withUser(sql, c.get("claims"), (tx) => restoreExpenseLines(tx, id)) : null;
    if (!row) throw notFound("This expense can no longer be restored");
    return c.json(row);
  });

  return routes;
}

/** The database refused a bill's lines: a 400 with its reason, never a 500. */
function splitRefusal(error: unknown): never {
  if (isSplitRefused(error)) throw badRequest(error.message);
  throw error;
}
