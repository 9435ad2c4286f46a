// A bank/UPI message → what the Add Expense form or the review list shows for it (docs/capture.md):
// amount, category (the user's learned one for the payee, else the keyword table's guess),
// description, day and time on the Indian clock, how it was paid, and the message reference that
// keeps one message from becoming two expenses. Pure: parsing happens on the device.

import { indianClock } from "@shared/calendar/indian-day.ts";
import { parseBankMessage } from "@shared/capture/bank-message.ts";
import { merchantKey } from "@shared/capture/merchant-categories.ts";
import { referenceKey } from "@shared/capture/reference-key.ts";
import { isSpendingCategory } from "@shared/contract/categories.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";

export type ParsedMessage = ReturnType<typeof parseBankMessage>;

export interface MessageDraft {
  /** The message as pasted or shared. */
  text: string;
  parsed: ParsedMessage;
  /** "ref:<UPI/IMPS/NEFT reference>" or "msg:<hash of the text>". */
  messageRef: string;
  /** For the amount field: rupees with up to 2 decimals, "" when the message has no rupee amount. */
  amount: string;
  category: string | null;
  /** The category is the one the user gave this payee before (shown as "you chose this"). */
  categoryLearned: boolean;
  /** Fields the parser is unsure of: highlighted for the user to confirm. */
  check: { amount: boolean; description: boolean; category: boolean; date: boolean };
  /** The payee, for the description field ("" when the message names none). */
  description: string;
  /** yyyy-mm-dd on the Indian clock, or null when the message has no date. */
  date: string | null;
  /** HH:mm, or null when the message gives only a day. */
  time: string | null;
  paidWith: PaidWith | null;
  /** A rupee payment out of the user's money: ticked by default in the review list. */
  isExpense: boolean;
}

/** Two 32-bit FNV-1a hashes with different offsets: 64 bits, so one user's messages never collide. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

/**
 * The key one message is saved under. A bank reference of 10+ characters (UPI RRN, IMPS, NEFT UTR) is
 * the same in the bank's SMS and the UPI app's receipt, so sharing one and pasting the other is
 * caught; a short card auth code or no reference at all falls back to the text itself.
 */
export function messageRefOf(text: string, parsed: Pick<ParsedMessage, "reference">): string {
  const reference = parsed.reference;
  if (reference && reference.length >= 10) return referenceKey(reference);
  return `msg:${hash64(text.toLowerCase().replace(/\s+/g, " ").trim())}`;
}

/** How the message says the money moved, in the expense form's "paid with" terms. */
export function paidWithOf(text: string, parsed: Pick<ParsedMessage, "bank">): PaidWith | null {
  const lower = text.toLowerCase();
  if (/\b(?:wallet|paytm balance|amazon pay balance|pay later)\b/.test(lower)) return "wallet";
  if (
    /\bupi\b|\bvpa\b|[\w.-]@[a-z]/.test(lower) ||
    parsed.bank === "PhonePe" ||
    parsed.bank === "Google Pay"
  ) {
    return "upi";
  }
  if (/\b(?:card|bobcard|pos)\b/.test(lower)) return "card";
  if (/\b(?:neft|imps|rtgs|net ?banking|online banking|mob bk|mobile banking)\b/.test(lower))
    return "net_banking";
  return null;
}

/**
 * The draft for one message. `learned` maps merchant keys to the category the user gave that payee
 * before (GET /api/merchant-categories); it wins over the keyword table's guess.
 */
export function draftFromMessage(text: string, learned: Readonly<Record<string, string>> = {}): MessageDraft {
  const parsed = parseBankMessage(text);
  const inRupees = parsed.currency === "INR" && parsed.amount !== null;
  const learnedCategory = parsed.merchant ? learned[merchantKey(parsed.merchant)] : undefined;
  const [date, clock] = parsed.at ? parsed.at.slice(0, 16).split("T") : [null, null];
  return {
    text,
    parsed,
    messageRef: messageRefOf(text, parsed),
    amount: inRupees ? String(parsed.amount) : "",
    category: learnedCategory ?? parsed.category,
    categoryLearned: learnedCategory !== undefined,
    check: {
      amount: parsed.confidence.amount === "low" || parsed.confidence.kind === "low",
      description: parsed.confidence.merchant === "low",
      // The user's own choice for this payee needs no confirming.
      category: learnedCategory === undefined && parsed.confidence.category === "low",
      date: parsed.confidence.at === "low",
    },
    description: parsed.merchant ?? "",
    date: date ?? null,
    // Banks that give only a day make the parser say midnight: leave the time to the form.
    time: clock && clock !== "00:00" ? clock : null,
    paidWith: paidWithOf(text, parsed),
    // A fund, deposit or card-bill payment is kept too, in its set-aside category (docs/product.md §4.32).
    isExpense: (parsed.kind === "debit" || isSetAsideMove(parsed)) && inRupees,
  };
}

/**
 * When a message's payment happened, on the Indian clock: the time the message gives; a message with
 * only a day goes at noon (so it sorts sensibly within its day), or at the current time when that
 * day is today and noon has not come yet (never in the future); no day at all is now. The one rule
 * for a pasted message on the form and for Save all (docs/capture.md).
 */
export function messageWhen(
  draft: Pick<MessageDraft, "date" | "time">,
  now: Date = new Date(),
): { date: string; time: string } {
  const today = indianClock(now);
  const date = draft.date ?? today.date;
  if (draft.time) return { date, time: draft.time };
  if (!draft.date) return { date, time: today.time };
  return { date, time: date === today.date && today.time < NOON ? today.time : NOON };
}

const NOON = "12:00";

/** A transfer or card-bill payment the parser filed in a set-aside category: saved, never spending. */
export function isSetAsideMove(parsed: { kind: string; category: string | null }): boolean {
  return parsed.kind !== "none" && parsed.category !== null && !isSpendingCategory(parsed.category);
}
