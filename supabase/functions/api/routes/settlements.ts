// Balances and settling up on /api/households/:id (docs/api.md "Balances and settlements"): who owes
// whom (the nets from the database, the fewest transfers worked out in integer paise by
// _shared/money/settle-up.ts, with a UPI link to pay each), recording a settlement, and undoing it.
import {
  type HouseholdBalances,
  newSettlementSchema,
  SETTLEMENT_MESSAGES,
} from "@shared/contract/settlement-schemas.ts";
import { paiseFromDecimal, paiseToDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { settleUp, upiPayLink } from "@shared/money/settle-up.ts";
import type { Context } from "hono";
import type { AppEnv, Services } from "../app-env.ts";
import { addSettlement, householdNets, type MemberNetRow, undoSettlement } from "../db/settlements.ts";
import { withUser } from "../db/with-user.ts";
import { badRequest, forbidden, notFound } from "../http/errors.ts";
import { isUuid, jsonBody } from "../http/validate.ts";

const NO_HOUSEHOLD = "Household not found";

/** The balances answer from the members' nets (which add up to 0: the database sums them). */
export function balancesOf(rows: readonly MemberNetRow[], householdName: string): HouseholdBalances {
  const nets = rows.map((row) => ({ row, net: paiseFromDecimal(row.net) ?? ZERO_PAISE }));
  const shown = nets.filter(({ row, net }) => !row.former || net !== 0);
  const byMember = new Map(rows.map((row) => [row.memberId, row]));
  const transfers = settleUp(nets.map(({ row, net }) => ({ member: row.memberId, net })));
  return {
    members: shown.map(({ row }) => ({
      userId: row.userId,
      displayName: row.displayName,
      net: row.net,
      former: row.former,
      upiId: row.upiId,
    })),
    transfers: transfers.map(({ from, to, amount }) => {
      const payee = byMember.get(to);
      return {
        from: byMember.get(from)?.userId ?? null,
        to: payee?.userId ?? null,
        amount: paiseToDecimal(amount),
        upiLink: payee?.upiId
          ? upiPayLink({
              upiId: payee.upiId,
              name: payee.displayName ?? "",
              amount,
              note: `Paisa Coach: ${householdName}`,
            })
          : null,
      };
    }),
  };
}

export function settlementHandlers({ sql }: Services) {
  /** GET /api/households/:id/balances */
  async function balances(c: Context<AppEnv>, householdId: string) {
    const answer = await withUser(sql, c.get("claims"), async (tx) => {
      const rows = await householdNets(tx, householdId);
      if (rows.length === 0) throw notFound(NO_HOUSEHOLD);
      const [household] = await tx<{ name: string }[]>`
        select h.name from public.households h where h.id = ${householdId}`;
      return balancesOf(rows, household?.name ?? "");
    });
    return c.json(answer);
  }

  /** POST /api/households/:id/settlements {to, amount}: the caller paid `to` back. */
  async function settle(c: Context<AppEnv>, householdId: string) {
    const { to, amount } = await jsonBody(c, newSettlementSchema);
    const claims = c.get("claims");
    if (to === claims.sub) throw badRequest(SETTLEMENT_MESSAGES.self);
    const added = await withUser(sql, claims, (tx) => addSettlement(tx, householdId, to, amount));
    switch (added.outcome) {
      case "ok":
        return c.json(added.row, 201);
      case "no_household":
        throw notFound(NO_HOUSEHOLD);
      case "self":
        throw badRequest(SETTLEMENT_MESSAGES.self);
      case "not_a_member":
        throw badRequest(SETTLEMENT_MESSAGES.notMember);
      case "bad_amount":
        throw badRequest("Amount must be a number greater than 0 with at most 2 decimals");
    }
  }

  /** DELETE /api/households/:id/settlements/:settlementId: undone by the member who recorded it. */
  async function undo(c: Context<AppEnv>, householdId: string, settlementId: string) {
    if (!isUuid(settlementId)) throw notFound(SETTLEMENT_MESSAGES.notFound);
    const outcome = await withUser(sql, c.get("claims"), (tx) =>
      undoSettlement(tx, householdId, settlementId),
    );
    if (outcome === "not_allowed") throw forbidden(SETTLEMENT_MESSAGES.notAllowed);
    if (outcome === "not_found") throw notFound(SETTLEMENT_MESSAGES.notFound);
    return c.json({ message: "Settlement undone", id: settlementId });
  }

  return { balances, settle, undo };
}
