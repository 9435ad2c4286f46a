// Shared expenses on /api/expenses and /api/households/:id/expenses (docs/api.md "Shared expenses"):
// `householdId`, `paidBy` and `split` on POST and PATCH, the payer's or owner's edits and deletes, and
// the household's list. The split is worked out here in integer paise (_shared/money/shared-split.ts);
// the database checks again that the shares add up and who may write (48_shared_expenses.sql).
import { indianDay } from "@shared/calendar/indian-day.ts";
import { canonicalCategory } from "@shared/contract/categories.ts";
import type { ExpenseFilters } from "@shared/contract/expense-filters.ts";
import { type ExpensePatch, expensePatchSchema, expenseSchema } from "@shared/contract/expense-schemas.ts";
import { type Sharing, sharingSchema } from "@shared/contract/shared-expense-schemas.ts";
import { paiseFromDecimal } from "@shared/money/paise.ts";
import { partsToDecimals, splitAmongMembers } from "@shared/money/shared-split.ts";
import type { Context } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { sha256Hex } from "../auth/secrets.ts";
import { householdExportFileName, householdExportHead, householdExportLines } from "../csv/export.ts";
import { recordSecurityEvent } from "../db/security-events.ts";
import {
  addSharedExpense,
  changeSharedExpense,
  deleteSharedExpense,
  expenseWithSharing,
  exportHouseholdExpenses,
  type HouseholdMember,
  listHouseholdExpenses,
  mayReadHousehold,
  membersInJoinOrder,
  type SharedExpenseChanges,
  type SharedWriteOutcome,
} from "../db/shared-expenses.ts";
import { type Tx, withUser } from "../db/with-user.ts";
import { clientIp } from "../http/client-ip.ts";
import { type ExpenseCursor, encodeCursor } from "../http/cursor.ts";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors.ts";
import { parseWith } from "../http/validate.ts";

export const SHARED_MESSAGES = {
  noHousehold: "Household not found",
  notFound: "Expense not found",
  payerNotMember: "paidBy must be a current member of the household",
  notMember: "Share only with members of the household",
  notAllowed: "Only the payer or the household's owner can change or delete a shared expense",
  splitNeeded: "Send the split too when you change a shared expense's amount or household",
  noLines: "A shared expense cannot be split across categories",
} as const;

const REFUSALS: Record<Exclude<SharedWriteOutcome, "ok">, () => HttpError> = {
  no_household: () => notFound(SHARED_MESSAGES.noHousehold),
  not_found: () => notFound(SHARED_MESSAGES.notFound),
  not_a_member: () => badRequest(SHARED_MESSAGES.notMember),
  not_allowed: () => forbidden(SHARED_MESSAGES.notAllowed),
};

function expectOk(outcome: SharedWriteOutcome): void {
  if (outcome !== "ok") throw REFUSALS[outcome]();
}

/** The database refused the shares (they must add up, of members): a 400 with its reason, never a 500. */
function sharesRefusal(error: unknown): never {
  const pg = error as { code?: string; constraint_name?: string; message?: string } | null;
  if (pg?.code === "23514" && pg.constraint_name === "expense_shares_add_up")
    throw badRequest(String(pg.message));
  throw error;
}

/** Another request saved an expense under this Idempotency-Key while this one was saving it. */
function isSameKeyRace(error: unknown): boolean {
  const pg = error as { code?: string; constraint_name?: string } | null;
  return pg?.code === "23505" && pg.constraint_name === "expenses_idempotency_key_unique";
}

/** The shares ({userId: "rupees"}) of `amount` under `sharing`, or a 400/404 saying why not. */
async function sharesOf(
  tx: Tx,
  sharing: Sharing,
  payer: string,
  amount: string,
  kept: { members: ReadonlySet<string>; payer: string | null } = { members: new Set(), payer: null },
): Promise<Record<string, string>> {
  const members = await membersInJoinOrder(tx, sharing.householdId);
  if (!members) throw notFound(SHARED_MESSAGES.noHousehold);
  // A former member stays choosable only on an expense they already share in (or paid).
  const payerOk = members.some(
    (member) => member.userId === payer && (!member.former || kept.payer === payer),
  );
  if (!payerOk) throw badRequest(SHARED_MESSAGES.payerNotMember);
  const choosable = members.filter(
    (member: HouseholdMember) => !member.former || kept.members.has(member.userId),
  );
  const total = paiseFromDecimal(amount);
  if (total === null) throw badRequest("Amount must be a number greater than 0 with at most 2 decimals");
  const outcome = splitAmongMembers(
    total,
    sharing.split,
    choosable.map((member) => member.userId),
  );
  if (!outcome.ok) throw badRequest(outcome.message);
  return partsToDecimals(outcome.parts);
}

export function sharedExpenseHandlers({ sql, now }: Services) {
  /** POST /api/expenses with a householdId: a new shared expense. */
  async function saveShared(
    c: Context<AppEnv>,
    body: Record<string, unknown>,
    idempotencyKey: string | null,
  ) {
    const claims = c.get("claims");
    if (body.lines !== undefined) throw badRequest(SHARED_MESSAGES.noLines);
    const input = parseWith(expenseSchema, body);
    const sharing = parseWith(sharingSchema, body);
    if (input.receiptPath) throw badRequest("Attach a receipt to a personal expense only");
    const payer = sharing.paidBy ?? claims.sub;
    const category = canonicalCategory(input.category);
    const date = input.date ?? now().toISOString();
    const fingerprint = idempotencyKey
      ? await sha256Hex(
          JSON.stringify([
            "shared",
            input.amount,
            category,
            input.description,
            input.date ?? null,
            sharing,
            payer,
          ]),
        )
      : null;
    /** The expense an earlier send of this key saved (a replay), or null. */
    const replayOf = async (tx: Tx) => {
      if (!idempotencyKey) return null;
      const [existing] = await tx<{ id: string; fingerprint: string | null }[]>`
        select e.id::text as id, e.request_fingerprint as fingerprint from public.expenses e
        where e.user_id = (select auth.uid()) and e.idempotency_key = ${idempotencyKey}`;
      if (!existing) return null;
      if (existing.fingerprint !== fingerprint)
        throw new HttpError(422, "This Idempotency-Key was used with a different request");
      c.header("Idempotent-Replayed", "true");
      return { replayed: true, row: await expenseWithSharing(tx, existing.id) };
    };
    const row = await withUser(sql, claims, async (tx) => {
      const replayed = await replayOf(tx);
      if (replayed) return replayed;
      const shares = await sharesOf(tx, sharing, payer, input.amount);
      const added = await addSharedExpense(tx, sharing.householdId, payer, shares, {
        amount: input.amount,
        category,
        description: input.description,
        method: input.method,
        spent_at: date,
        paid_with: input.paidWith,
        receipt_path: null,
        merchant_key: null,
        message_ref: input.messageRef,
        idempotency_key: idempotencyKey,
        request_fingerprint: fingerprint,
      });
      expectOk(added.outcome);
      return { replayed: false, row: await expenseWithSharing(tx, added.id as string) };
    })
      // The same save sent twice at once (two tabs draining the offline queue, a retry racing the
      // first try): the one that lost the race answers with the winner's expense.
      .catch(async (error: unknown) => {
        if (!isSameKeyRace(error)) throw error;
        const replayed = await withUser(sql, claims, replayOf);
        if (!replayed) throw error;
        return replayed;
      })
      .catch(sharesRefusal);
    return c.json(row.row, row.replayed ? 200 : 201);
  }

  /**
   * PATCH /api/expenses/:id on a shared expense, or one that sends householdId/paidBy/split: the
   * fields and the sharing in one step. householdId null makes it personal again.
   */
  async function patchShared(c: Context<AppEnv>, id: string, body: Record<string, unknown>) {
    const claims = c.get("claims");
    if (body.lines !== undefined) throw badRequest(SHARED_MESSAGES.noLines);
    const rest = Object.fromEntries(
      Object.entries(body).filter(([key]) => !["householdId", "paidBy", "split"].includes(key)),
    );
    const patch: Partial<ExpensePatch> =
      Object.keys(rest).length > 0 ? parseWith(expensePatchSchema, rest) : {};
    if ("receiptPath" in patch && patch.receiptPath)
      throw badRequest("Attach a receipt to a personal expense only");
    const changes: SharedExpenseChanges = {};
    if (patch.amount !== undefined) changes.amount = patch.amount;
    if (patch.category !== undefined) changes.category = canonicalCategory(patch.category);
    if (patch.description !== undefined) changes.description = patch.description;
    if (patch.date !== undefined) changes.spent_at = patch.date;
    if (patch.paidWith !== undefined) changes.paid_with = patch.paidWith;

    const row = await withUser(sql, claims, async (tx) => {
      const current = await expenseWithSharing(tx, id);
      if (!current) throw notFound(SHARED_MESSAGES.notFound);
      let sharing: { householdId: string; paidBy: string; shares: Record<string, string> } | null;
      if (body.householdId === null) {
        sharing = null;
      } else if (body.split !== undefined || body.householdId !== undefined || body.paidBy !== undefined) {
        const given = parseWith(sharingSchema, {
          householdId: current.householdId,
          ...body,
          split: body.split ?? undefined,
        });
        const payer = given.paidBy ?? current.paidBy ?? claims.sub;
        const same = given.householdId === current.householdId;
        const kept = {
          members: new Set(
            same ? (current.shares ?? []).flatMap((share) => (share.userId ? [share.userId] : [])) : [],
          ),
          payer: same ? (current.paidBy ?? null) : null,
        };
        const shares = await sharesOf(tx, given, payer, patch.amount ?? current.amount, kept);
        sharing = { householdId: given.householdId, paidBy: payer, shares };
      } else {
        // Fields only: the same household, payer and shares — unless the amount changes.
        if (!current.householdId || patch.amount !== undefined) throw badRequest(SHARED_MESSAGES.splitNeeded);
        sharing = {
          householdId: current.householdId,
          paidBy: current.paidBy ?? claims.sub,
          shares: Object.fromEntries(
            (current.shares ?? []).flatMap((share) => (share.userId ? [[share.userId, share.amount]] : [])),
          ),
        };
      }
      expectOk(await changeSharedExpense(tx, id, sharing, changes));
      return expenseWithSharing(tx, id);
    }).catch(sharesRefusal);
    if (!row) throw notFound(SHARED_MESSAGES.notFound);
    return c.json(row);
  }

  /** DELETE /api/expenses/:id of a shared expense: by the payer or the owner (no Undo). */
  async function deleteShared(c: Context<AppEnv>, id: string) {
    await withUser(sql, c.get("claims"), async (tx) => expectOk(await deleteSharedExpense(tx, id)));
    return c.json({ message: "Expense deleted", id, restorableUntil: null });
  }

  /** GET /api/households/:id/expenses: a keyset page, with the filters of /api/expenses (read by the caller). */
  async function listHousehold(
    c: Context<AppEnv>,
    householdId: string,
    filters: ExpenseFilters,
    page: { limit: number; before?: ExpenseCursor },
  ) {
    const found = await withUser(
      sql,
      c.get("claims"),
      async (tx) => {
        if (!(await mayReadHousehold(tx, householdId))) throw notFound(SHARED_MESSAGES.noHousehold);
        return listHouseholdExpenses(tx, householdId, filters, page);
      },
      { indexOrder: true },
    );
    if (found.next) {
      const cursor = encodeCursor(found.next);
      const next = new URL(c.req.url);
      next.searchParams.set("before", cursor);
      c.header("X-Next-Cursor", cursor);
      c.header("Link", `<${c.req.path}?${next.searchParams}>; rel="next"`);
    }
    return c.json(found.rows);
  }

  /** GET /api/households/:id/export: the household's list (its filters and search) as a CSV file. */
  async function exportHousehold(c: Context<AppEnv>, householdId: string, filters: ExpenseFilters) {
    const parts = [householdExportHead()];
    await withUser(sql, c.get("claims"), async (tx) => {
      if (!(await mayReadHousehold(tx, householdId))) throw notFound(SHARED_MESSAGES.noHousehold);
      await exportHouseholdExpenses(tx, householdId, filters, (rows) =>
        parts.push(householdExportLines(rows)),
      );
    });
    // Logged like every export: many in an hour raise an admin alert (docs/security.md).
    await recordSecurityEvent(sql, { kind: "export", userId: c.get("claims").sub, ip: clientIp(c) });
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${householdExportFileName(indianDay(now()))}"`);
    c.header("Cache-Control", "no-store");
    return c.body(parts.join(""));
  }

  return { saveShared, patchShared, deleteShared, listHousehold, exportHousehold };
}
