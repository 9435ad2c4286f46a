// How an expense was paid (docs/product.md §10): UPI, cash, card, net banking or a wallet. Optional on
// every expense and separate from `method`, which says how it was entered (manual, voice, receipt).
// The database keeps the same codes (check constraint expenses_paid_with_known).

export const PAID_WITH = [
  { code: "upi", label: "UPI" },
  { code: "cash", label: "Cash" },
  { code: "card", label: "Card" },
  { code: "net_banking", label: "Net banking" },
  { code: "wallet", label: "Wallet" },
] as const;

export type PaidWith = (typeof PAID_WITH)[number]["code"];

export const PAID_WITH_CODES = PAID_WITH.map((mode) => mode.code) as [PaidWith, ...PaidWith[]];

const labels = new Map<string, string>(PAID_WITH.map((mode) => [mode.code, mode.label]));

export const isPaidWith = (value: unknown): value is PaidWith => labels.has(value as string);

/** "UPI", "Net banking"…; an unknown code is shown as it is. */
export const paidWithLabel = (code: string): string => labels.get(code) ?? code;

// Spellings other apps and banks use, lower-cased with spaces, dots and hyphens removed.
const SYNONYMS: Record<string, PaidWith> = {
  upi: "upi",
  gpay: "upi",
  googlepay: "upi",
  phonepe: "upi",
  paytmupi: "upi",
  bhim: "upi",
  cash: "cash",
  card: "card",
  creditcard: "card",
  debitcard: "card",
  netbanking: "net_banking",
  internetbanking: "net_banking",
  banktransfer: "net_banking",
  neft: "net_banking",
  imps: "net_banking",
  rtgs: "net_banking",
  wallet: "wallet",
  paytm: "wallet",
  paytmwallet: "wallet",
  amazonpay: "wallet",
};

/** A code, label or common spelling ("Net Banking", "credit card", "GPay") → its code, or null. */
export function paidWithFromText(text: string): PaidWith | null {
  const key = text.toLowerCase().replace(/[\s._-]+/g, "");
  if (key === "") return null;
  return (isPaidWith(text) ? text : undefined) ?? SYNONYMS[key] ?? null;
}
