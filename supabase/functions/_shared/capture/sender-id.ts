// SMS sender ids (docs/capture.md): `AX-HDFCBK-T` is operator/circle `AX`, header `HDFCBK`, and — since
// TRAI's 2025 rule — a suffix for the kind of message: -P promotional, -S service, -T transactional,
// -G government. A promotional SMS is never a transaction; the header names the bank when the text
// does not. Pure.

export type SenderKind = "promotional" | "service" | "transactional" | "government";

export interface SenderId {
  header: string;
  kind: SenderKind | null;
  /** The bank or app behind the header, when it is one we know. */
  bank: string | null;
}

const SUFFIX: Readonly<Record<string, SenderKind>> = {
  P: "promotional",
  S: "service",
  T: "transactional",
  G: "government",
};

/** Headers as banks register them with the DLT platforms (several per bank). */
const HEADER_BANKS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^HDFCB[KN]|^HDFCBK/, "HDFC Bank"],
  [/^ICICI/, "ICICI Bank"],
  [/^SBI|^SBMSMS|^CBSSBI|^ATMSBI/, "SBI"],
  [/^AXIS/, "Axis Bank"],
  [/^KOTAK/, "Kotak Mahindra Bank"],
  [/^PNB/, "Punjab National Bank"],
  [/^BOB|^BARODA/, "Bank of Baroda"],
  [/^CANBNK/, "Canara Bank"],
  [/^IDFC/, "IDFC FIRST Bank"],
  [/^INDUS/, "IndusInd Bank"],
  [/^YESB/, "Yes Bank"],
  [/^FEDBNK/, "Federal Bank"],
  [/^UNION|^UBOI/, "Union Bank of India"],
  [/^PSBANK/, "Punjab & Sind Bank"],
  [/^MAHABK/, "Bank of Maharashtra"],
  [/^KBLBNK/, "Karnataka Bank"],
  [/^KVBANK/, "Karur Vysya Bank"],
  [/^CUBANK/, "City Union Bank"],
  [/^DCBBNK/, "DCB Bank"],
  [/^CSBBNK/, "CSB Bank"],
  [/^JKBANK/, "J&K Bank"],
  [/^UJJIVN/, "Ujjivan Small Finance Bank"],
  [/^AIRBNK/, "Airtel Payments Bank"],
  [/^IPBMSG/, "India Post Payments Bank"],
  [/^BAJFIN/, "Bajaj Finserv"],
];

const SENDER = /^([A-Z]{2})-([A-Z0-9]{3,9})(?:-([PSTG]))?$/;

/** "AX-HDFCBK-T" → its header, kind and bank; null when it is not a sender id. */
export function readSenderId(sender: string | null | undefined): SenderId | null {
  const match = SENDER.exec(sender?.trim().toUpperCase() ?? "");
  if (!match) return null;
  const header = match[2] as string;
  const bank = HEADER_BANKS.find(([pattern]) => pattern.test(header))?.[1] ?? null;
  return { header, kind: match[3] ? (SUFFIX[match[3]] ?? null) : null, bank };
}

/** An SMS export often puts the sender before the text ("AX-HDFCBK-T: Rs.540 debited…"). */
const LEADING_SENDER = /^\s*([A-Z]{2}-[A-Z0-9]{3,9}(?:-[PSTG])?)\s*[:|-]\s+/;

export function splitLeadingSender(text: string): { sender: string | null; text: string } {
  const match = LEADING_SENDER.exec(text);
  if (!match) return { sender: null, text };
  return { sender: match[1] as string, text: text.slice(match[0].length) };
}
