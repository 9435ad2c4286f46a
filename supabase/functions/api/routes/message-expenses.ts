// Expenses from bank/UPI messages (docs/capture.md): which messages are already saved, and saving
// many at once — all of them or none.

import { guessMerchantCategory, merchantKey } from "@shared/capture/merchant-categories.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import {
  batchExpenseSchema,
  expenseBatchSchema,
  MAX_BATCH_EXPENSES,
} from "@shared/contract/expense-schemas.ts";
import { firstIssueMessage } from "@shared/contract/fields.ts";
import { SHARED_IN_BATCH, sendsSharing } from "@shared/contract/shared-expense-schemas.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, Services } from "../app-env.ts";
import { sha256Hex } from "../auth/secrets.ts";
import { insertExpense, isDuplicateMessage, savedMessageRefs } from "../db/expenses.ts";
import { learnedCategory } from "../db/merchant-categories.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, conflict, HttpError } from "../http/errors.ts";
import { jsonBody, queryParams } from "../http/validate.ts";
import {
  assertOwnReceipt,
  DUPLICATE_MESSAGE,
  IDEMPOTENCY_KEY_MAX,
  idempotencyKeyOf,
  KEY_REUSED,
  requestFields,
} from "./expenses.ts";

const refsQuery = z.object({
  refs: z
    .string({ error: "refs is required: message references separated by commas" })
    .transform((value) =>
      value
        .split(",")
        .map((ref) => ref.trim())
        .filter(Boolean),
    )
    .refine((refs) => refs.length <= 100, "Ask about at most 100 references at once")
    .refine((refs) => refs.every((ref) => ref.length <= 100), "A reference is at most 100 characters"),
});

/** "numbers 2 and 4" */
const numbered = (indexes: number[]) => {
  const names = indexes.map((i) => String(i + 1));
  return names.length === 1
    ? `number ${names[0]}`
    : `numbers ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};

export function messageExpenseRoutes({ sql, now }: Services) {
  const routes = new Hono<AppEnv>();

  routes.get("/message-refs", async (c) => {
    const { refs } = queryParams(c, refsQuery);
    const saved = await withUser(sql, c.get("claims"), (tx) => savedMessageRefs(tx, refs));
    return c.json({ saved: [...saved.keys()] });
  });

  routes.post("/batch", async (c) => {
    const claims = c.get("claims");
    // Items are stored under "<key>#<index>", which must fit the stored key's length too.
    const idempotencyKey = idempotencyKeyOf(
      c.req.header("Idempotency-Key"),
      IDEMPOTENCY_KEY_MAX - `#${MAX_BATCH_EXPENSES - 1}`.length,
    );
    const { expenses: items } = await jsonBody(c, expenseBatchSchema);
    // Every item is checked before anything is written, and a bad one is named by its number.
    const inputs = items.map((item, index) => {
      // A shared expense is saved on its own (POST /api/expenses), never as a personal one here.
      if (item && typeof item === "object" && sendsSharing(item as Record<string, unknown>)) {
        throw badRequest(`Expense ${index + 1}: ${SHARED_IN_BATCH}`);
      }
      const result = batchExpenseSchema.safeParse(item);
      if (!result.success) throw badRequest(`Expense ${index + 1}: ${firstIssueMessage(result.error)}`);
      if (result.data.receiptPath) assertOwnReceipt(result.data.receiptPath, claims.sub);
      return result.data;
    });
    const refs = inputs.map((input) => input.messageRef);
    const repeated = refs.flatMap((ref, index) => (ref && refs.indexOf(ref) !== index ? [index] : []));
    if (repeated.length > 0) throw badRequest(`Expense ${numbered(repeated)} repeats a message above it`);

    // A resent batch saves nothing new: item i is stored under "<key>#i" with the fingerprint of the
    // whole batch as sent, so a resend that differs in any item (or in their number) is a 422.
    const keyOf = (index: number) => (idempotencyKey ? `${idempotencyKey}#${index}` : null);
    const fingerprint = idempotencyKey
      ? await sha256Hex(
          JSON.stringify(
            inputs.map((input) =>
              requestFields(
                { ...input, category: input.category ? canonicalCategory(input.category) : null },
                input.date,
              ),
            ),
          ),
        )
      : null;

    const saved = await withUser(sql, claims, async (tx) => {
      // A message saved before (and not by an earlier try of this very batch) stops the whole batch.
      const known = await savedMessageRefs(
        tx,
        refs.filter((ref): ref is string => ref !== null),
      );
      const duplicates = refs.flatMap((ref, index) =>
        ref && known.has(ref) && (keyOf(index) === null || known.get(ref) !== keyOf(index)) ? [index] : [],
      );
      if (duplicates.length > 0) throw conflict(`Already saved: ${numbered(duplicates)}. Nothing was saved.`);
      const rows = [];
      let created = false;
      for (const [index, input] of inputs.entries()) {
        // No category given: the payee's learned one, else the keyword table's guess, else Others.
        const learned = input.merchant ? await learnedCategory(tx, merchantKey(input.merchant)) : null;
        const category = canonicalCategory(
          input.category ?? learned ?? guessMerchantCategory(input.merchant) ?? "Others",
        );
        const key = keyOf(index);
        const result = await insertExpense(
          tx,
          { ...input, category, date: input.date ?? now().toISOString() },
          key && fingerprint ? { key, fingerprint } : null,
        );
        // Thrown inside the transaction, so whatever this try wrote is rolled back.
        if (result.outcome === "key-reused") throw new HttpError(422, `${KEY_REUSED}. Nothing was saved.`);
        if (result.outcome === "created") created = true;
        rows.push(result.row);
      }
      return { rows, created };
    }).catch((error: unknown) => {
      if (isDuplicateMessage(error)) throw conflict(`${DUPLICATE_MESSAGE}. Nothing was saved.`);
      throw error;
    });
    if (!saved.created) c.header("Idempotent-Replayed", "true");
    return c.json({ expenses: saved.rows }, saved.created ? 201 : 200);
  });

  return routes;
}
