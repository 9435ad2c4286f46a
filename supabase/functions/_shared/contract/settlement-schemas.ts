// Settling up in a household (docs/api.md "Balances and settlements"): what POST
// /api/households/:id/settlements takes and what GET /api/households/:id/balances answers. Amounts
// are decimal strings of rupees; the arithmetic is _shared/money/settle-up.ts.
import { z } from "zod";
import { expenseAmountSchema } from "./expense-schemas.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newSettlementSchema = z.object({
  to: z
    .string({ error: "to must be the user id of the member you paid" })
    .regex(UUID, "to must be the user id of the member you paid"),
  amount: expenseAmountSchema,
});

export type NewSettlement = z.output<typeof newSettlementSchema>;

export interface MemberBalance {
  /** Null for an account that was deleted (the member is kept, anonymised). */
  userId: string | null;
  displayName: string | null;
  /** Paid − shares ± settlements, in rupees: more than 0 is owed to them, less than 0 they owe. */
  net: string;
  /** A former member, shown while their net is not 0. */
  former: boolean;
  upiId: string | null;
}

export interface BalanceTransfer {
  from: string | null;
  to: string | null;
  amount: string;
  /** The `upi://pay` link to pay `to` (when they have a UPI ID). */
  upiLink: string | null;
}

export interface HouseholdBalances {
  members: MemberBalance[];
  transfers: BalanceTransfer[];
}

export interface SettlementRow {
  id: string;
  from: string | null;
  to: string | null;
  amount: string;
  createdAt: string;
}

/** The refusals of POST/DELETE …/settlements (translated in src/locales/{en,hi}/errors.ts). */
export const SETTLEMENT_MESSAGES = {
  self: "You cannot settle up with yourself",
  notMember: "You can only pay back a current member of the household",
  notFound: "Settlement not found",
  notAllowed: "Only the member who recorded a settlement can undo it",
} as const;
