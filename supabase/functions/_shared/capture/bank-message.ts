// Bank and UPI message parser (docs/capture.md): the text of a bank SMS, a UPI app's notification
// or a card alert → what happened (debit, credit or nothing), how much, to whom, when, and the
// reference that makes the same message recognisable when it is pasted or shared again. Pure and
// synchronous, so the web app parses on the device and nothing leaves the phone but the expense.
//
// Formats were learned from the banks' published alert wording and from the MIT-licensed fixtures
// of akhilnarang/bank-sms-parser and saurabhgupta050890/transaction-sms-parser; no code was copied.

import { SET_ASIDE_FOR } from "../contract/categories.ts";
import { paiseFromDecimal, paiseToRupeeNumber } from "../money/paise.ts";
import { lastFourDigits } from "./account-numbers.ts";
import { findMerchant, guessMerchantCategory } from "./merchant-categories.ts";
import { readSenderId, splitLeadingSender } from "./sender-id.ts";
import { firstDateIn, MONTH_NAME } from "./written-dates.ts";

// ---------------------------------------------------------------------------------------------
// Amounts

const FOREIGN_CODES = [
  "USD",
  "EUR",
  "GBP",
  "SGD",
  "AED",
  "AUD",
  "CAD",
  "JPY",
  "CHF",
  "THB",
  "MYR",
  "HKD",
  "SAR",
  "QAR",
  "NZD",
  "CNY",
  "LKR",
  "NPR",
  "KWD",
  "OMR",
  "BHD",
  "IDR",
  "VND",
  "ZAR",
];
const CURRENCY = `₹|rs\\.?|inr\\.?|rupees|\\$|${FOREIGN_CODES.join("|")}`;
const NUMBER = String.raw`\d+(?:,\d+)*(?:\.\d{1,2})?`;
/** "Rs.1,23,456.50", "INR 12,345.00", "₹349", "Rs:151.00", "INR.1,000.00", "USD 12.99". */
const MONEY = new RegExp(String.raw`(?<![a-z])(${CURRENCY})\s*[:.]?\s*(${NUMBER})(?![\d,]*\d)`, "gi");
/** SBI writes "debited by 100.00" with no currency at all. */
const BARE_MONEY = new RegExp(
  String.raw`\b(?:debited|credited|dr\.?|cr\.?)\s+(?:by|with|for)\s+(${NUMBER})(?!\s*[%/\d])`,
  "gi",
);
/** A figure that is a balance, a limit or a due amount, never the transaction's. */
const NOT_THE_AMOUNT =
  /(?:\b|avl|avbl|avail)(?:bal|balance|lmt|limit|outstanding|due(?! to)|o\/s)\b(?:(?!debited|credited|spent|paid|sent|withdrawn)[^;!\d]){0,24}(?:\d{1,2}[-/]\d{1,2}[-/]\d{2,4}(?:(?!debited|credited|spent|paid|sent)[^;!\d]){0,8})?$/i;

interface Money {
  index: number;
  amount: number;
  currency: string;
}

function currencyCode(symbol: string): string {
  const s = symbol.toUpperCase().replace(/\./g, "");
  if (s === "$") return "USD";
  return FOREIGN_CODES.includes(s) ? s : "INR";
}

/** Every transaction-like amount in the text, in order (balances, limits and dues left out). */
function amountsIn(text: string): Money[] {
  const found: Money[] = [];
  const add = (index: number, raw: string, currency: string) => {
    const before = text.slice(Math.max(0, index - 32), index).replace(/[\s(]+$/, " ");
    if (NOT_THE_AMOUNT.test(before)) return;
    // At most two decimals (NUMBER), so the text is exact paise; the parser keeps rupees.
    const amount = paiseFromDecimal(raw.replace(/,/g, ""));
    if (amount !== null && amount > 0) found.push({ index, amount: paiseToRupeeNumber(amount), currency });
  };
  for (const m of text.matchAll(MONEY)) add(m.index, m[2] as string, currencyCode(m[1] as string));
  for (const m of text.matchAll(BARE_MONEY)) {
    const at = m.index + m[0].lastIndexOf(m[1] as string);
    if (!found.some((f) => Math.abs(f.index - at) < 12)) add(m.index, m[1] as string, "INR");
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The transaction's amount: the first one; a foreign spend keeps its currency unless rupees follow it.
 * `others` counts the other figures the text gives (a second figure makes the pick less certain).
 */
function transactionAmount(text: string): { amount: number | null; currency: string; others: number } {
  const found = amountsIn(text);
  const [first, second] = found;
  if (!first) return { amount: null, currency: "INR", others: 0 };
  const others = new Set(found.map((money) => money.amount)).size - 1;
  // "USD 12.00 (INR 1,004.50)": the rupees actually charged.
  if (first.currency !== "INR" && second?.currency === "INR" && second.index - first.index < 40) {
    return { amount: second.amount, currency: "INR", others: others - 1 };
  }
  return { amount: first.amount, currency: first.currency, others };
}

// ---------------------------------------------------------------------------------------------
// What kind of message

/** Everything after these is the bank's standard footer (helplines, "Not you?"), never the payment. */
const FOOTER =
  /\b(?:not you|not u\b|not done by you|if not (?:done by )?(?:you|u)\b|to block\b|sms block|call \d|call us|report (?:it |fraud )?at|never share|do not share|to dispute|for dispute|to report|download\b|t&c)|https?:\/\//i;

function withoutFooter(text: string): string {
  const cut = text.search(FOOTER);
  return cut > 15 ? text.slice(0, cut) : text;
}

function isOtp(lower: string): boolean {
  for (const m of lower.matchAll(
    /\b(?:otp|one[ -]?time (?:password|pin)|verification code|security code)\b/g,
  )) {
    const before = lower.slice(Math.max(0, m.index - 25), m.index);
    if (/\b(?:share|sharing|disclose|tell)\b[\w\s/,]*$/.test(before)) continue;
    // The code sits in the same sentence: "123456 is your OTP", "OTP for txn of Rs 500 at X is 123456".
    const around = lower.slice(Math.max(0, m.index - 40), m.index + m[0].length + 120);
    if (/(?<![\w,.])\d{4,8}(?![\d,]|\.\d)/.test(around)) return true;
  }
  return false;
}

const REFUND = /\b(?:refund(?:ed)?|reversed|reversal|reverted|credited back)\b/;
const WILL_BE_REFUNDED =
  /\bwill be (?:refunded|reversed|credited back|reverted|credited (?:in|within))\b|\brefund (?:has been |is )?initiated\b/;
const DECLINED =
  /\b(?:failed|declined|unsuccessful|not successful|could not be (?:processed|completed)|was not (?:processed|completed)|rejected|insufficient (?:funds|balance|bal))\b/;
/** Within one sentence: a full stop only inside an amount ("Rs.1,000.00"). */
const SAME_SENTENCE = String.raw`(?:[^.!?]|\.(?=\d)|(?<=\b(?:rs|inr|no))\.)`;
/** A transfer's "it has reached them" notice: the debit was reported when it was made. */
const BENEFICIARY_CONFIRMATION = new RegExp(
  String.raw`\bbeneficiary\b[^.]{0,60}\bhas received\b|\bcredited to (?:the )?beneficiar|\b(?:neft|rtgs)\b${SAME_SENTENCE}{0,140}?\b(?:is|has been|was) (?:successfully )?completed\b`,
);
const CARD_PAYMENT_RECEIVED =
  /\bpayment\b(?:[^.]|\.(?=\s?\d)|(?<=rs|inr)\.){0,80}?\b(?:has been |was |is )?(?:successfully )?(?:received|credited|processed)\b/;
/** "We have received your payment", "payment of ₹X to your … credit card was successful" (CRED and the like). */
const CARD_BILL_PAID = new RegExp(
  String.raw`\breceived (?:your |the )?(?:bill )?payment\b|\bpayment\b${SAME_SENTENCE}{0,60}?\b(?:to|towards|for) (?:your )?${SAME_SENTENCE}{0,30}?credit card\b${SAME_SENTENCE}{0,40}?\b(?:was |is |has been )?successful`,
);
/** The card's own notice that its bill was paid (from the user's bank account). */
const isCardBillPayment = (lowerCore: string): boolean =>
  /card\b/.test(lowerCore) && (CARD_PAYMENT_RECEIVED.test(lowerCore) || CARD_BILL_PAID.test(lowerCore));
/** The bank's side of the same payment: "debited … towards your credit card bill". */
const CARD_BILL_DEBIT = /\bcredit ?card (?:bill|dues|payment)\b|\bcard bill\b|\bcc bill\b/;

const NOT_YET =
  /\bwill be (?:debited|deducted|charged|auto-?debited)\b|\bpre-?debit\b|\bupcoming\b|\bis scheduled\b|\bscheduled (?:on|for)\b|\breminder\b/;
const DUE_OR_STATEMENT =
  /\b(?:is due|due (?:on|by|date)|payment due|min(?:imum)?\.? (?:amt |amount )?due|total (?:amt |amount )?due|amount due|overdue|statement|e-?stmt|pay (?:by|before)|bill (?:is |has been )?generated)\b/;
const OTHER_NOTICES =
  /\b(?:has requested|requested (?:money|rs|inr|₹|payment)|collect request|payment request|log(?:ged)? ?in|login|mpin|password|registration|mandate (?:has been |is )?(?:successfully )?(?:created|registered|set up|revoked|cancelled)|blocked in your|is blocked|has been blocked|unblocked|limit (?:has been )?(?:increased|enhanced|changed))\b/;
/** An AutoPay / e-mandate / standing instruction being set up: a permission, not a payment. */
const MANDATE_SETUP = new RegExp(
  String.raw`\b(?:auto-?pay|e-?mandate|mandate|standing instruction)\b${SAME_SENTENCE}{0,100}?\b(?:set ?up|created|registered|approved|activated)\b|\b(?:set ?up|created|registered)\b${SAME_SENTENCE}{0,30}\b(?:auto-?pay|mandate)\b`,
);
/** A bank or app's advertisement: what it "credits" is an offer (and TRAI's -P sender says so too). */
const PROMOTION =
  /\b(?:pre-?approved|apply now|offer (?:valid|ends|till)|use code|hurry|joining bonus|limited period)\b|\bget\b(?:(?![.!?]\s)[^!?]){0,50}?\b(?:credited|cashback)\b/;
/** Money moved into UPI Lite (the on-device wallet) from the bank account. */
const UPI_LITE_LOAD =
  /\b(?:add(?:ed)?|load(?:ed)?|transferred|top-?up|topped up)\b(?:(?![.!?]\s).){0,40}?\bupi lite\b|\bupi lite\b\s*(?:load|top-?up)\b|\bto load upi lite\b/;
/** The bank's daily summary of UPI Lite payments (no SMS per payment): one debit for the day's total. */
const UPI_LITE_SUMMARY =
  /\bupi lite\b(?:(?![.!?]\s).){0,60}?\b(?:summary|payments?|txns?|transactions|spends?)\b/;
const WALLET_LOAD =
  /\b(?:add(?:ed)?|load(?:ed)?|top-?up|topped up)\b(?:(?![.!?]\s).){0,50}?\b(?:wallet|amazon pay balance|paytm balance)\b|\b(?:wallet|amazon pay balance|paytm balance)\b\s*(?:top-?up|load)\b/;
/** Buying units, gold or a deposit: the money stays the user's (transfer, neither spending nor income). */
const INVESTMENT =
  /\b(?:sip|mutual fund|digital gold|24k gold|\d gm|units? (?:will be |are )?allot|allotted|nav\b|fixed deposit|recurring deposit|rd (?:a\/c|instal|install)|trading account|redemption|lumpsum|invest(?:ed|ment of))/;

const DEBIT_VERB =
  /\b(?:debited|debit(?= (?:of|for|by|with))|dr\b\.?|spent|paid(?! you)|sent(?! you)|deducted|withdrawn|withdrawal|withdrew|purchase|used (?:at|for|on)|charged|txn of|transaction of|(?:txn|transaction) initiated|money transfer|payment (?:of .{1,25}? )?(?:to|successful|done)\b|done (?:at|on|via|using|through)|auto-?pay|auto-?debit|transferred(?! you| to your)|trf to|emi (?:of|for)\b|mandate\b.{0,120}?\b(?:redeemed|executed|debited|processed))/;
const CREDIT_VERB =
  /\b(?:credited|cr\b\.?|received|deposited|added to|cashback|(?:sent|paid|transferred) you|transferred to your)/;

export type MessageKind = "debit" | "credit" | "transfer" | "none";
type Kind = MessageKind;

/** What decided the kind: how sure the parser is, and what the payee is for the special kinds. */
interface KindReading {
  kind: Kind;
  /** A payment that was attempted but did not go through. */
  declined: boolean;
  sure: boolean;
  /** UPI Lite load or summary, a wallet load: the payee is the wallet. */
  special?: "upi-lite" | "wallet" | "investment";
}

function kindOf(lower: string, core: string, senderKind: string | null): KindReading {
  const none = (sure = true): KindReading => ({ kind: "none", declined: false, sure });
  const is = (kind: Kind, special?: KindReading["special"], sure = true): KindReading => ({
    kind,
    declined: false,
    sure,
    ...(special ? { special } : {}),
  });
  if (isOtp(lower)) return none();
  if (senderKind === "promotional") return none();
  if (PROMOTION.test(lower)) return none();
  if (REFUND.test(core) && !WILL_BE_REFUNDED.test(core)) return is("credit");
  if (DECLINED.test(core)) return { kind: "none", declined: true, sure: true };
  if (BENEFICIARY_CONFIRMATION.test(core)) return none();
  if (isCardBillPayment(core)) return is("credit");
  if (/\bcredited to your (?:credit )?card\b/.test(core)) return is("credit");
  if (
    NOT_YET.test(core) ||
    DUE_OR_STATEMENT.test(core) ||
    OTHER_NOTICES.test(core) ||
    MANDATE_SETUP.test(core)
  ) {
    return none();
  }
  if (WILL_BE_REFUNDED.test(core)) return none();
  const hasAmount = amountsIn(core).length > 0;
  if (hasAmount && UPI_LITE_LOAD.test(core)) return is("transfer", "upi-lite");
  if (hasAmount && UPI_LITE_SUMMARY.test(core)) return is("debit", "upi-lite");
  if (hasAmount && WALLET_LOAD.test(core)) return is("transfer", "wallet");
  if (hasAmount && INVESTMENT.test(core)) return is("transfer", "investment");
  const debit = core.search(DEBIT_VERB);
  const credit = core.search(CREDIT_VERB);
  // Both verbs ("debited … and credited to VPA x"): the first wins, but a reader should look.
  const both = debit >= 0 && credit >= 0;
  if (debit >= 0 && (credit < 0 || debit < credit))
    return is("debit", undefined, !both || debit + 60 < credit);
  if (credit >= 0) return is("credit", undefined, !both);
  // No verb at all: a notice, unless it carries an amount (then nobody knows).
  return none(!hasAmount);
}

// ---------------------------------------------------------------------------------------------
// Reference, account, date

const REFERENCE_PATTERNS: readonly RegExp[] = [
  // UPI's 12-digit RRN under its many names: bank SMS and UPI apps agree on it.
  /\b(?:upi|imps|neft|rtgs)\s*(?:ref(?:erence)?|txn|transaction)?\.?\s*(?:no|number|id|#)?\.?\s*[:.\-#/]?\s*(\d{10,16})\b/i,
  /\bneft cr-[^-]+-[^-]+-[^-]+-([a-z0-9]{10,22})\b/i,
  /\bupi\/p2[ma]\/(\d{10,16})\//i,
  /\bfor (?:imps|neft|rtgs)\s*-[^-]+-\s*(\d{10,16})\b/i,
  /\b(?:rrn|utr)\s*(?:no|number)?\.?\s*[:.\-#]?\s*([a-z0-9]{8,25})\b/i,
  /\bupi (?:transaction|txn) id\s*[:.\-#]?\s*(\d{10,16})\b/i,
  /\b(?:ref(?:erence)?|refno|invoice)\s*(?:no|number|id|#)?\.?\s*[:.\-#]?\s*([a-z0-9]{6,25})\b/i,
  /\b(?:txn|transaction|trxn|order) ?(?:id|no|number|ref|#)\.?\s*[:.\-#]?\s*([a-z0-9][a-z0-9-]{5,30})\b/i,
  /\bauth(?:ori[sz]ation)?\.? code\s*[:.\-#]?\s*([a-z0-9]{6})\b/i,
];

function referenceIn(text: string): string | null {
  for (const pattern of REFERENCE_PATTERNS) {
    const match = pattern.exec(text);
    const value = match?.[1];
    // A reference has digits; "Ref no. SWIGGY" is a word.
    if (value && (value.match(/\d/g)?.length ?? 0) >= 4) return value.toUpperCase();
  }
  return null;
}

const ACCOUNT_PATTERNS: readonly RegExp[] = [
  /(?<![\w*])(\*{0,2}[Xx*]{1,12}\d{3,6})\b/,
  /(?<![\w*])(\d{2,6}\*{2,}\d{3,6})\b/,
  /\b(?:card|a\/c|acct|account|ac)\s*(?:no\.?\s*)?(?:ending(?: with| in)?\s*)?(\d{4})\b/i,
  /\bending(?: with| in)?\s*(\d{4})\b/i,
];

/** The account or card a message names, as its last four digits only (docs/product.md §4.30). */
function accountIn(text: string): string | null {
  for (const pattern of ACCOUNT_PATTERNS) {
    const value = pattern.exec(text)?.[1];
    if (value) return lastFourDigits(value);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Merchant

const VPA = String.raw`[a-z0-9][\w.\-]*@[a-z][a-z0-9\-]*(?:\.[a-z][a-z0-9\-]*)*`;
/** Where a name ends: a date, a reference, the next clause. */
const NAME_END = String.raw`(?=\s+on\s|\s+on$|\s*[;(]|\s*\.(?:\s|$)|\s*,\s|\s+ref|\s+upi\b|\s+via\s|\s+from\s|\s+using\s|\s+for\s|\s+dt\b|\s+at\s|\s+avl|\s+avbl|\s+bal\b|\s+thru\b|\s+info\b|\s+txn\b|\s+was\b|\s+is\b|\s+failed\b|\s+declined\b|\s+successful\b|\s+will\b|\s+has\b|\s+in\s|\s+to\s|\s+(?:rs|inr)\b|\s+₹|\s+\d{1,2}[-/]\d{1,2}|\s+\d{1,2}\s?(?:${MONTH_NAME})|\s*$)`;
const NOT_A_NAME =
  /^(?:(?:your|you|the|block|report|dispute|avoid|know|view|stop|call|sms|a\/c|acct|account|ac|beneficiary a\/c|pay|be|upi|imps|neft|rtgs|ref|mob|mobile|net|internet|cash|cheque|clg|atm|date|card|bank|debit|credit|pos|purchase|autopay|auto-?debit|mandate|(?:hdfc|sbi|icici|axis|kotak) bank)\b|rs\b|inr\b|₹)/i;

/** "UPI/P2M/431899990000/BIGBASKET", "UPI/431888880000/blinkit", "IMPS/631188880002/SUNIL VERMA". */
const CHANNEL_PATH =
  /\b(?:upi|imps|neft)\/(?:p2[ma]\/)?\d{10,16}\/([a-z][^/]*?)(?=\/|\s+(?:not|avl|ref)\b|[.;](?:\s|$)|$)/i;

const DEBIT_PAYEE: readonly RegExp[] = [
  CHANNEL_PATH,
  new RegExp(
    String.raw`\b(?:to|towards|cr\.?\s*to|credited to|paid to|trf to|at)\s*:?\s*(?:vpa\s*:?\s*)?(${VPA})`,
    "i",
  ),
  new RegExp(String.raw`\bvpa\s*:?\s*(${VPA})`, "i"),
  /\bfvg:?\s*(.+?)(?=\s+avl|\s*[.;]|$)/i,
  /\/([a-z][a-z .]+?)\s+will be credited\b/i,
  /\bpay your\s+(.+?)\s+bill\b/i,
  new RegExp(
    String.raw`\b(?:autopay|auto-?pay|mandate|subscription) (?:for|to)\s+([a-z][^\n]*?)${NAME_END}`,
    "i",
  ),
  /\braised by\s+(.+?)(?=\s+on\s|\s*[.;]|$)/i,
  /\bfor\s+([a-z][\w .&'-]*?)\s+(?:autopay|auto-?pay|auto-?debit|mandate|e-?mandate|subscription|standing instruction)\b/i,
  /(?:^|[;.]|\band\b)\s*([a-z][a-z0-9 .&'*/-]{1,40}?)\s+credited\b/i,
  new RegExp(String.raw`(?:\bat\b|(?<![\w.])@)\s*(?!\d)([a-z0-9*][^\n]*?)${NAME_END}`, "i"),
  /\d{2,4}\s+on\s+([a-z][^.;]*?)(?=\s*[.;]|\s+avl|$)/i,
  new RegExp(String.raw`\btowards\s+([a-z][^\n]*?)${NAME_END}`, "i"),
  new RegExp(String.raw`\bto\s+([a-z][^\n]*?)${NAME_END}`, "i"),
  new RegExp(String.raw`\bby\s+([a-z][^\n]*?)${NAME_END}`, "i"),
];
const CREDIT_PAYER: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:from|by)\s*:?\s*(?:vpa\s*:?\s*)?(${VPA})`, "i"),
  CHANNEL_PATH,
  /\bfvg:?\s*(.+?)(?=\s+avl|\s*[.;]|$)/i,
  /\bneft cr-[a-z0-9]+-([^-]+?)-/i,
  /\blinked to mobile\s+\S+?-(?:mr\.?|ms\.?|mrs\.?)?\s*([^(]+?)\s*\(/i,
  /^\s*([a-z][\w .]+?)\s+(?:sent|paid|transferred) you\b/i,
  /\bfor (?:imps|neft|rtgs)\s*-\s*([^-]+?)\s*-/i,
  new RegExp(
    String.raw`\b(?:from|by|frm)\s+(?:mr\.?\s|ms\.?\s|mrs\.?\s|shri\s|smt\.?\s)?\s*([a-z][^\n]*?)${NAME_END}`,
    "i",
  ),
  new RegExp(String.raw`(?:\bat\b|(?<![\w.])@)\s*(?!\d)([a-z0-9*][^\n]*?)${NAME_END}`, "i"),
];

const GENERIC_VPA_PARTS =
  /^(?:pay|payment|payments|upi|order|orders|online|merchant|mer|qr|in|india|ltd|pvt|bill|bills|collect|razorpay|rzp|payu|cashfree|billdesk|ccavenue|paytmqr|bharatpe|gpay|phonepe|ybl|ibl|axl|oksbi|okaxis|okicici|okhdfcbank)$/;

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s/&(-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** "swiggy@icici" → "Swiggy"; "rahul.sharma92@okaxis" → "Rahul Sharma"; "9876543210@ybl" stays as written. */
export function tidyVpa(vpa: string): string {
  const local = vpa.split("@")[0] as string;
  const known = findMerchant(local);
  if (known?.name) return known.name;
  const parts = local
    .split(/[._-]+/)
    .map((part) => part.replace(/\d+$/, ""))
    .filter((part) => /^[a-z]{2,}$/i.test(part) && !GENERIC_VPA_PARTS.test(part.toLowerCase()));
  return parts.length > 0 ? titleCase(parts.slice(0, 3).join(" ")) : vpa;
}

/** "PYU*SWIGGY FOOD" → "Swiggy"; "SAMPLE MART" → "Sample Mart"; "EAZYDINE0000000" → "Eazydine". */
export function tidyMerchant(raw: string): string | null {
  let name = raw.trim().replace(/\s+/g, " ");
  if (new RegExp(`^${VPA}$`, "i").test(name)) return tidyVpa(name);
  name = name
    .replace(/^(?:m\/s\.?|mr\.?|ms\.?|mrs\.?|shri|smt\.?)\s+/i, "")
    .replace(/^[a-z]{2,10}\s?\*\s?/i, "") // payment gateway prefixes: PYU*, RAZ*, CCA*
    .replace(/[\s*]+\d{4,}$/, "")
    .replace(/(?<=[a-z])\d{5,}$/i, "") // "EAZYDINE0000000"
    .replace(/\s+(?:pvt\.?|private)?\s*(?:ltd\.?|limited|llp)$/i, "")
    .replace(/\s+(?:ind|in|india)$/i, "")
    .replace(/[\s.,;:*/-]+$/, "")
    .trim();
  if (!/[a-z]{2}/i.test(name)) return null;
  const known = findMerchant(name);
  if (known?.name) return known.name;
  const tidy = /[a-z]/.test(name) ? name : titleCase(name);
  return tidy.slice(0, 60);
}

/** Card alerts in lines ("Spent INR 123.45 / Axis Bank Card no. XX0000 / 02-05-26 19:53:18 / Store"): a line of words. */
const NOT_A_MERCHANT_LINE =
  /\d|[!:?]$|\b(?:bank|card|a\/c|acct|account|avl|avbl|limit|bal|balance|not you|sms|call|ist|ref|upi|dear|customer|alert|spent|debited|credited|received|sent|paid|from|to|on|team)\b/i;

function merchantLine(text: string): Payee | null {
  const lines = text.split(/\n/).map((line) => line.trim());
  if (lines.length < 3) return null;
  for (const line of lines.slice(1)) {
    if (!/[a-z]{2}/i.test(line) || NOT_A_MERCHANT_LINE.test(line)) continue;
    const name = tidyMerchant(line);
    if (name) return { name, raw: line, sure: false };
  }
  return null;
}

interface Payee {
  name: string;
  raw: string;
  /** Read by a specific pattern (a UPI path, a VPA, "at X" on a card alert), not a loose "to X". */
  sure: boolean;
}

/** The loose patterns at the end of DEBIT_PAYEE and CREDIT_PAYER: a name they find needs a look. */
const LOOSE_PATTERNS = 3;

function merchantIn(core: string, kind: Kind): Payee | null {
  if (kind !== "credit" && /\batm\b/i.test(core) && /\bwithdr|\bcash\b/i.test(core)) {
    return { name: "ATM withdrawal", raw: "", sure: true };
  }
  const patterns = kind === "credit" ? CREDIT_PAYER : DEBIT_PAYEE;
  for (const [index, pattern] of patterns.entries()) {
    for (const match of core.matchAll(new RegExp(pattern.source, "gi"))) {
      const raw = match[1]?.trim();
      if (!raw || NOT_A_NAME.test(raw)) continue;
      const name = tidyMerchant(raw);
      if (!name) continue;
      const vpaGuess = new RegExp(`^${VPA}$`, "i").test(raw) && !findMerchant(name) && !/\s/.test(name);
      return { name, raw, sure: index < patterns.length - LOOSE_PATTERNS && !vpaGuess };
    }
  }
  return null;
}

/** Fund and gold names are written in capitals: "in KOTAK FLEXICAP FUND via NACH", "of Digital Gold worth". */
const HOLDING_NAME =
  /((?:\b[A-Z0-9][\w&'.]*\s+){0,8}?\b(?:Fund|FUND|Gold|GOLD)\b(?:\s*-?\s*(?:Direct|Regular|Growth|DIRECT|GROWTH|Plan|PLAN)\b)*)/;
const HOLDING_PREFIX = /^(?:(?:n?ach|sip|dr|d|in|of|for|your)\b[\s-]*)+/i;

/** Where a transfer went: UPI Lite, the wallet, the fund or gold, the deposit; else the app. */
function transferTarget(core: string, special: KindReading["special"], bank: string | null): Payee | null {
  const lower = core.toLowerCase();
  if (special === "upi-lite") return { name: "UPI Lite", raw: "", sure: true };
  if (special === "wallet") {
    const wallet = /\b(?:to|in|into|for) (?:your )?([a-z][\w ]{1,20}?) (?:wallet|balance)\b/i.exec(core)?.[1];
    // raw stays empty: the wallet's name is also the app that sent the message (bankIn reads it).
    return wallet ? { name: tidyWallet(wallet), raw: "", sure: true } : null;
  }
  if (/\bfixed deposit\b|\bfd\b/.test(lower)) return { name: "Fixed Deposit", raw: "", sure: true };
  if (/\brecurring deposit\b|\brd\b/.test(lower)) return { name: "Recurring Deposit", raw: "", sure: true };
  if (/\btrading account\b/.test(lower)) return { name: "Trading Account", raw: "", sure: true };
  const holding = HOLDING_NAME.exec(core)?.[1]?.replace(HOLDING_PREFIX, "").trim();
  if (holding && /[a-z]{3}/i.test(holding)) {
    const name = /[a-z]/.test(holding) ? holding : titleCase(holding);
    return { name, raw: holding, sure: true };
  }
  return bank ? { name: bank, raw: "", sure: false } : null;
}

function tidyWallet(raw: string): string {
  const name = raw.trim();
  return /[a-z]/.test(name) && /[A-Z]/.test(name) ? name : titleCase(name);
}

// ---------------------------------------------------------------------------------------------
// Bank or app

const APPS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Paytm Payments Bank", /\bpaytm payments bank\b/],
  ["Paytm Money", /\bpaytm money\b/],
  ["CRED", /^cred\b|\bcred pay\b/],
  ["BHIM", /^bhim\b/],
  ["MobiKwik", /\bmobikwik\b/],
  ["Freecharge", /\bfreecharge\b/],
  ["Groww", /\bgroww\b/],
  ["Zerodha", /\bzerodha\b/],
  ["SafeGold", /^safegold\b/],
  ["OneCard", /\bonecard\b/],
  ["slice", /^slice\b|\bslice (?:upi|card)\b/],
  ["PayZapp", /\bpayzapp\b/],
  ["Bajaj Finserv", /\bbajaj finserv\b/],
  ["PhonePe", /\bphonepe\b/],
  ["Google Pay", /\bgoogle pay\b|\bgpay\b|\bgoogle transaction id\b/],
  ["Amazon Pay", /\bamazon pay (?:upi|balance|wallet|later|icici)\b|\busing amazon pay\b|\bvia amazon pay\b/],
  [
    "Paytm",
    /\bpaytm (?:wallet|balance|upi|postpaid)\b|\bfrom paytm\b|\bon paytm\b|\bvia paytm\b|\busing paytm\b/,
  ],
];
const BANKS: ReadonlyArray<readonly [string, RegExp]> = [
  ["HDFC Bank", /\bhdfc\b/],
  ["SBI", /\bsbi\b|\bstate bank of india\b/],
  ["ICICI Bank", /\bicici\b/],
  ["Axis Bank", /\baxis\b/],
  ["Kotak Mahindra Bank", /\bkotak\b/],
  ["Punjab National Bank", /\bpnb\b|\bpunjab national\b/],
  ["Bank of Baroda", /\bbank of baroda\b|\bbob\b|\bbobcard\b/],
  ["Canara Bank", /\bcanara/],
  ["IDFC FIRST Bank", /\bidfc\b/],
  ["IndusInd Bank", /\bindusind\b/],
  ["Yes Bank", /\byes ?bank\b/],
  ["Federal Bank", /\bfederal bank\b|\bfedbank\b/],
  ["AU Small Finance Bank", /\bau small finance\b|\bau bank\b|\bau sfb\b|\baubank\b/],
  ["Union Bank of India", /\bunion bank\b|\bunionbank\b/],
  ["Central Bank of India", /\bcentral bank of india\b/],
  ["Indian Overseas Bank", /\bindian overseas\b|\biob\b/],
  ["Indian Bank", /\bindian bank\b/],
  ["Bank of India", /\bbank of india\b/],
  ["HSBC", /\bhsbc\b/],
  ["Equitas Small Finance Bank", /\bequitas\b/],
  ["IDBI Bank", /\bidbi\b/],
  ["RBL Bank", /\brbl\b/],
  ["Citibank", /\bciti(?:bank)?\b/],
  ["Standard Chartered", /\bstandard chartered\b|\bstanchart\b/],
  ["UCO Bank", /\buco bank\b/],
  ["Bandhan Bank", /\bbandhan\b/],
  ["South Indian Bank", /\bsouth indian bank\b/],
  ["Bank of Maharashtra", /\bbank of maharashtra\b/],
  ["Karnataka Bank", /\bkarnataka bank\b/],
  ["Karur Vysya Bank", /\bkvb\b|\bkarur vysya\b/],
  ["City Union Bank", /\bcub\b|\bcity union\b/],
  ["DCB Bank", /\bdcb\b/],
  ["CSB Bank", /\bcsb\b/],
  ["J&K Bank", /\bj&k bank\b|\bjammu (?:and|&) kashmir bank\b/],
  ["Ujjivan Small Finance Bank", /\bujjivan\b/],
  ["Airtel Payments Bank", /\bairtel payments bank\b/],
  ["India Post Payments Bank", /\bippb\b|\bindia post payments bank\b/],
  ["Paytm", /\bpaytm\b/],
  ["Amazon Pay", /\bamazon pay\b/],
];

function bankIn(lower: string): string | null {
  for (const [name, pattern] of APPS) if (pattern.test(lower)) return name;
  let best: { name: string; index: number } | null = null;
  for (const [name, pattern] of BANKS) {
    const index = lower.search(pattern);
    if (index >= 0 && (!best || index < best.index)) best = { name, index };
  }
  return best?.name ?? null;
}

// ---------------------------------------------------------------------------------------------

const MAX_MESSAGE_LENGTH = 2000;

/** How sure the parser is of a field: a "low" one is highlighted for the user to confirm. */
export type Confidence = "high" | "low";

export interface ParsedBankMessage {
  /** `transfer`: into the user's own UPI Lite, wallet, fund, gold or deposit — not spending, not income. */
  kind: MessageKind;
  amount: number | null;
  currency: string;
  merchant: string | null;
  reference: string | null;
  at: string | null;
  account: string | null;
  bank: string | null;
  category: string | null;
  confidence: Record<"kind" | "amount" | "merchant" | "at" | "category", Confidence>;
}

export interface ParseOptions {
  /** The SMS sender id when known ("AX-HDFCBK-T"); a sender id at the start of the text counts too. */
  sender?: string | null;
}

const level = (sure: boolean): Confidence => (sure ? "high" : "low");

export function parseBankMessage(input: string, options: ParseOptions = {}): ParsedBankMessage {
  const leading = splitLeadingSender(input);
  const text = leading.text;
  const sender = readSenderId(options.sender ?? leading.sender);
  // Alerts and receipts run to a few hundred characters; the cap keeps a huge paste from costing
  // seconds in the name patterns (whose work grows with the square of the length).
  const flat = text
    .slice(0, MAX_MESSAGE_LENGTH)
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const core = withoutFooter(flat);
  const lowerCore = core.toLowerCase();
  const reading = kindOf(flat.toLowerCase(), lowerCore, sender?.kind ?? null);
  const { kind, declined } = reading;
  // A notice's figures (a due amount, an OTP's purchase) are no transaction; a declined payment's are shown.
  const { amount, currency, others } =
    kind === "none" && !declined ? { amount: null, currency: "INR", others: 0 } : transactionAmount(core);
  const appOrBank = sender?.bank ?? null;
  // An EMI is paid to the lender that sends the message.
  const lender = kind === "debit" && /\bemi\b/.test(lowerCore) ? (appOrBank ?? bankIn(lowerCore)) : null;
  // A notice (OTP, statement, due date) has no payee; a declined payment still names one.
  const merchant =
    kind === "none" && !declined
      ? null
      : reading.special
        ? (transferTarget(core, reading.special, appOrBank ?? bankIn(flat.toLowerCase())) ??
          merchantIn(core, "debit"))
        : (merchantIn(core, kind) ??
          merchantLine(text.slice(0, MAX_MESSAGE_LENGTH)) ??
          (lender ? { name: lender, raw: "", sure: true } : null));
  // The bank is named anywhere (often in the footer), but never by the payee or a UPI id.
  const bankText = flat
    .replace(merchant?.raw || "\u0000", " ")
    .replace(new RegExp(VPA, "gi"), " ")
    .toLowerCase();
  const fromPayee =
    kind === "debit"
      ? (guessMerchantCategory(merchant?.name) ??
        (merchant?.raw ? guessMerchantCategory(merchant.raw) : null))
      : null;
  // Money set aside, not spent (docs/product.md §4.32): the fund or deposit, and the card bill, whose
  // purchases were logged when they were made.
  const setAside =
    reading.special === "investment"
      ? SET_ASIDE_FOR.investment
      : (kind === "credit" && isCardBillPayment(lowerCore)) ||
          (kind === "debit" && CARD_BILL_DEBIT.test(lowerCore))
        ? SET_ASIDE_FOR.cardBill
        : null;
  const category =
    setAside ??
    (kind !== "debit"
      ? null
      : (fromPayee ??
        guessMerchantCategory(
          core.replace(new RegExp(VPA, "gi"), " ").replace(/\b(?:amazon pay|paytm)\b/gi, " "),
        )));
  const at = firstDateIn(core) ?? firstDateIn(flat);
  const bank = appOrBank ?? bankIn(bankText);
  const account = accountIn(core);
  const moves = kind !== "none";
  return {
    kind,
    amount,
    currency,
    merchant: merchant?.name ?? null,
    reference: referenceIn(core) ?? referenceIn(flat),
    at,
    account,
    bank,
    category,
    confidence: {
      // A sender the parser cannot name, with no account either, is a wording it has not met.
      kind: level(reading.sure && (kind === "none" || bank !== null || account !== null)),
      amount: level(!moves || (amount !== null && currency === "INR" && others === 0)),
      merchant: level(!moves || kind === "credit" || (merchant?.sure ?? false)),
      at: level(at !== null),
      category: level(kind !== "debit" || fromPayee !== null || setAside !== null),
    },
  };
}

/** A line that can only be the start of a message: a header such as "Credit Alert!" or "Update!". */
const HEADER_LINE = /^[A-Za-z][A-Za-z ]{1,24}[!:]$/;

function startsTransaction(line: string): boolean {
  return amountsIn(line).length > 0 || isOtp(line.toLowerCase());
}

/**
 * Many pasted messages → one string each. Blank lines separate messages; inside a block, a line that
 * starts a new amount-bearing message after one that already had its amount starts a new message
 * (with the short header line above it, if any). A block with no amount of its own ("14 Nov 2026,
 * 12:30 pm") belongs to the message above it.
 */
export function splitBankMessages(text: string): string[] {
  const messages: string[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
    if (lines.length === 0) continue;
    let current: string[] = [];
    let currentHasAmount = false;
    const pieces: string[][] = [];
    for (const line of lines) {
      const hasAmount = startsTransaction(line);
      if (hasAmount && currentHasAmount) {
        const header =
          current.length > 1 && HEADER_LINE.test(current.at(-1) as string) ? current.pop() : undefined;
        pieces.push(current);
        current = header ? [header] : [];
        currentHasAmount = false;
      }
      current.push(line);
      currentHasAmount ||= hasAmount;
    }
    pieces.push(current);
    for (const piece of pieces) {
      const message = piece.join("\n");
      const previous = messages.length - 1;
      const standalone = startsTransaction(message) || kindCue(message);
      if (!standalone && previous >= 0 && pieces.length === 1) messages[previous] += `\n${message}`;
      else messages.push(message);
    }
  }
  return messages;
}

/** True when a text without an amount is still a message of its own (an OTP, a statement, a notice). */
function kindCue(text: string): boolean {
  const lower = text.toLowerCase();
  return (
    isOtp(lower) ||
    DUE_OR_STATEMENT.test(lower) ||
    OTHER_NOTICES.test(lower) ||
    DEBIT_VERB.test(lower) ||
    CREDIT_VERB.test(lower) ||
    /\b(?:bal|balance|a\/c|acct|account)\b/.test(lower)
  );
}
