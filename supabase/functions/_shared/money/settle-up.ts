// Settling up a household (docs/product.md §2.25.2): from each member's net (what they paid for
// shared expenses, less their shares, ± settlements) to the fewest simple transfers that square
// everyone, in integer paise. Greedy: the largest debtor pays the largest creditor as much as both
// allow, again and again. Each step settles at least one member exactly, so n members need at most
// n − 1 transfers, and the transfers add up to each member's net to the paisa.
import { type Paise, paise, paiseToDecimal } from "./paise.ts";

export interface MemberNet {
  member: string;
  net: Paise;
}

export interface Transfer {
  from: string;
  to: string;
  amount: Paise;
}

/** Largest first; on a tie the earlier member in the list (the answer never depends on sort stability). */
function largestFirst(entries: { member: string; left: number; order: number }[]) {
  return entries.sort((a, b) => b.left - a.left || a.order - b.order);
}

/** The transfers that settle `nets` (which must add up to 0; throws otherwise). */
export function settleUp(nets: readonly MemberNet[]): Transfer[] {
  const total = nets.reduce((sum, entry) => sum + entry.net, 0);
  if (total !== 0) throw new RangeError(`The nets add up to ${total} paise, not 0`);
  const creditors = nets.flatMap((entry, order) =>
    entry.net > 0 ? [{ member: entry.member, left: entry.net as number, order }] : [],
  );
  const debtors = nets.flatMap((entry, order) =>
    entry.net < 0 ? [{ member: entry.member, left: -entry.net, order }] : [],
  );
  const transfers: Transfer[] = [];
  while (creditors.length > 0 && debtors.length > 0) {
    const creditor = largestFirst(creditors)[0] as (typeof creditors)[number];
    const debtor = largestFirst(debtors)[0] as (typeof debtors)[number];
    const amount = Math.min(creditor.left, debtor.left);
    transfers.push({ from: debtor.member, to: creditor.member, amount: paise(amount) });
    creditor.left -= amount;
    debtor.left -= amount;
    if (creditor.left === 0) creditors.shift();
    if (debtor.left === 0) debtors.shift();
  }
  return transfers;
}

export interface UpiPayment {
  /** The payee's UPI ID (virtual payment address), e.g. "asha@okbank". */
  upiId: string;
  /** The payee's name as shown in the UPI app. */
  name: string;
  amount: Paise;
  note: string;
}

/** The `upi://pay` link that opens a UPI app with the payment filled in (NPCI's deep-link parameters). */
export function upiPayLink({ upiId, name, amount, note }: UpiPayment): string {
  const params = [
    ["pa", upiId],
    ["pn", name],
    ["am", paiseToDecimal(amount)],
    ["cu", "INR"],
    ["tn", note],
  ].map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`);
  return `upi://pay?${params.join("&")}`;
}
