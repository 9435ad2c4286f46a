// A bank statement's narration ("UPI-SWIGGY-SWIGGY8@YBL-YESB0YBLUPI-624512345678-PAYMENT FROM PHONE")
// → the payee as the message parser would name it ("Swiggy"), the UPI/IMPS reference a saved message
// carries too, and the merchant's category. The statement import uses it (docs/product.md, imports);
// the payee is tidied with bank-message.ts's rules so a statement and an SMS name one payee alike.
// Pure: no I/O.
import type { CategoryName } from "../contract/categories.ts";
import { tidyMerchant, tidyVpa } from "./bank-message.ts";
import { findMerchant, guessMerchantCategory } from "./merchant-categories.ts";

export interface Narration {
  payee: string | null;
  /** The 12-digit UPI/IMPS reference (RRN), as an SMS's "UPI Ref No" gives it. */
  reference: string | null;
  category: CategoryName | null;
}

const VPA = /[a-z0-9][\w.-]*@[a-z][a-z0-9-]*/i;

/** Words a UPI app puts where a name could be: the remark, not the payee. */
const GENERIC_SEGMENT =
  /^(?:payment|pay|paid|sent|upi|collect|request|transfer|from|to|phone|using|via|app|\s)+$/i;

/** A name and a UPI id: the one the merchant table knows, else the name, else the id tidied. */
function nameOrVpa(name: string | undefined, vpa: string | undefined): string | null {
  const known = findMerchant(name ?? "") ?? (vpa ? findMerchant(vpa.split("@")[0] as string) : null);
  if (known?.name) return known.name;
  const cleanName = name && !GENERIC_SEGMENT.test(name) ? tidyMerchant(name) : null;
  return cleanName ?? (vpa ? tidyVpa(vpa.toLowerCase()) : null);
}

function payeeOf(text: string): string | null {
  // HDFC: UPI-<name>-<vpa>-<ifsc>-<reference>-<remark>
  const hdfcUpi = /^UPI-([^-]*)-([^-\s]+@[^-\s]+)-/i.exec(text);
  if (hdfcUpi) return nameOrVpa(hdfcUpi[1], hdfcUpi[2]);
  // SBI and others: UPI/DR/<reference>/<name>/<bank>/<vpa>/<remark>; ICICI: UPI/<reference>/<remark>/<vpa>/<bank>
  const slashUpi = /^UPI\/(?:DR\/|P2[AM]\/)?\d{10,16}\/([^/]*)/i.exec(text);
  if (slashUpi) return nameOrVpa(slashUpi[1], VPA.exec(text)?.[0]);
  // IMPS-<reference>-<name>-…, NEFT DR-<ifsc>-<name>-…, RTGS DR-<ifsc>-<name>-…
  const transfer = /^(?:IMPS|NEFT DR|RTGS DR)-[A-Z0-9]+-([^-]+)-/i.exec(text);
  if (transfer) return tidyMerchant(transfer[1] as string);
  // POS <card number> <shop>, ECOM <card number> <shop>
  const card = /^(?:POS|ECOM)\s+(?:\S*\d\S*\s+)?(.+)$/i.exec(text);
  if (card) return tidyMerchant(card[1] as string);
  return null;
}

export function readNarration(narration: string): Narration {
  // SBI puts "TO TRANSFER-" / "BY TRANSFER-" before the channel's own narration.
  const text = narration
    .trim()
    .replace(/\s+/g, " ")
    .replace(/^(?:TO|BY) TRANSFER\s*-\s*/i, "");
  const payee = payeeOf(text);
  const reference = /\b(?:UPI|IMPS)\b/i.test(text)
    ? (/(?<![\dX])\d{12}(?!\d)/i.exec(text)?.[0] ?? null)
    : null;
  return { payee, reference, category: guessMerchantCategory(payee) };
}
