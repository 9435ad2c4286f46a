// Balances and settlements of a household (supabase/schemas/51_household_settlements.sql): each
// member's net read in one query, and settlements recorded and undone through the database's
// checked functions (the payer is the caller; only its maker undoes it).
import type { SettlementRow } from "@shared/contract/settlement-schemas.ts";
import type { Tx } from "./with-user.ts";

export interface MemberNetRow {
  memberId: string;
  userId: string | null;
  displayName: string | null;
  net: string;
  former: boolean;
  upiId: string | null;
}

/** Every member's net (current and former), in join order; empty when the caller is not a current member. */
export const householdNets = (tx: Tx, householdId: string) => tx<MemberNetRow[]>`
  select n.member_id::text as "memberId", n.user_id::text as "userId", r.display_name as "displayName",
    n.net::numeric(14, 2)::text as net, r.left_at is not null as former, n.upi_id as "upiId"
  from private.household_nets(${householdId}) n
  join private.household_roster(${householdId}) r on r.member_id = n.member_id
  order by r.joined_at, r.member_id`;

export type SettlementOutcome = "ok" | "no_household" | "not_a_member" | "self" | "bad_amount";

export async function addSettlement(
  tx: Tx,
  householdId: string,
  to: string,
  amount: string,
): Promise<{ row: SettlementRow | null; outcome: SettlementOutcome }> {
  const [added] = await tx<{ id: string | null; outcome: SettlementOutcome }[]>`
    select settlement_id::text as id, outcome
    from private.add_household_settlement(${householdId}, ${to}, ${amount}::numeric)`;
  if (!added?.id) return { row: null, outcome: added?.outcome ?? "no_household" };
  const [row] = await tx<SettlementRow[]>`
    select s.id::text as id, payer.user_id::text as "from", payee.user_id::text as "to",
      s.amount::text as amount,
      to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
    from public.household_settlements s
    join public.household_members payer on payer.id = s.from_member
    join public.household_members payee on payee.id = s.to_member
    where s.id = ${added.id}`;
  return { row: row ?? null, outcome: "ok" };
}

export type UndoOutcome = "ok" | "not_found" | "not_allowed";

export async function undoSettlement(tx: Tx, householdId: string, id: string): Promise<UndoOutcome> {
  const [row] = await tx<{ outcome: UndoOutcome }[]>`
    select private.undo_household_settlement(${householdId}, ${id}) as outcome`;
  return row?.outcome ?? "not_found";
}
