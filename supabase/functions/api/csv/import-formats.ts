// The CSV files the import understands, from the columns each app documents for its export:
// this app's own export, Cashew, Money Manager (Realbyte, saved as CSV), Splitwise (the user's share
// of group expenses), a bank statement (HDFC's columns; other banks name theirs alike), and any
// other CSV with a date and an amount, mapped by hand. A format finds its header row, proposes a
// column mapping (which the user may change) and turns one row into an expense, a skip (money in,
// a settle-up) or a refusal with the reason.

import { indianIso } from "@shared/calendar/indian-day.ts";
import { maskAccountNumbers } from "@shared/capture/account-numbers.ts";
import { readNarration } from "@shared/capture/bank-narration.ts";
import { guessMerchantCategory } from "@shared/capture/merchant-categories.ts";
import { guessCategory } from "@shared/capture/voice-parser.ts";
import { ENTRY_METHOD_LABELS } from "@shared/contract/expense-filters.ts";
import { type PaidWith, paidWithFromText } from "@shared/contract/paid-with.ts";
import { STATEMENT_COLUMNS } from "@shared/contract/statement-columns.ts";
import { paiseFromDecimal, paiseToDecimal, subtractPaise, ZERO_PAISE } from "@shared/money/paise.ts";
import { unneutralised } from "./csv-text.ts";
import { knownCategory } from "./import-categories.ts";
import { isYes, type Read, readDateTime, readSignedAmount, readTime } from "./import-values.ts";

export const FORMAT_IDS = [
  "paisa",
  "cashew",
  "money_manager",
  "splitwise",
  "statement",
  "bank",
  "generic",
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** What a column can be used as. */
export const MAPPING_FIELDS = [
  "date",
  "time",
  "amount",
  "withdrawal",
  "deposit",
  "category",
  "subcategory",
  "description",
  "note",
  "paidWith",
  "method",
  "income",
  "share",
  "currency",
  "reference",
  "split",
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** Field → the column (header text) it is read from. */
export type ColumnMapping = Partial<Record<MappingField, string>>;

/** One row as the import would store it. */
export interface ImportedExpense {
  /** ISO instant on the Indian clock (midnight when the file gives no time) */
  spentAt: string;
  /** False when the file gives only the day: the preview shows no time. */
  hasTime: boolean;
  /** two decimals, e.g. "120.50" */
  amount: string;
  category: string;
  description: string | null;
  paidWith: PaidWith | null;
  method: "manual" | "voice" | "receipt" | "import";
  /** The category as the file names it ("Dining", "Transit / Fuel"); null when the file has none. */
  sourceCategory: string | null;
  /** A bank statement row's payee ("Swiggy") and UPI/IMPS reference, for finding saved messages. */
  payee: string | null;
  reference: string | null;
  /** This app's export: the Split key its lines of one bill share (docs/product.md §4.19.1); else absent. */
  split?: string | null;
}

export type RowOutcome =
  | { kind: "expense"; expense: ImportedExpense }
  | { kind: "skip"; reason: string }
  | { kind: "refuse"; reason: string };

/** What a format may need to know about the whole file to read one row. */
export interface ReadContext {
  /** The amount column has negative values: those are the expenses, positive ones money in. */
  negativeMeansExpense: boolean;
}

export interface ImportFormat {
  id: FormatId;
  label: string;
  /** The fields the user maps for this format, the required ones first. */
  fields: readonly MappingField[];
  required: readonly MappingField[];
  /** True when a row of cells is this format's header row. */
  isHeader: (headers: readonly string[]) => boolean;
  /** The mapping proposed for a header row. */
  propose: (headers: readonly string[]) => ColumnMapping;
  /** One data row (cells by field) into an outcome. */
  read: (cells: Partial<Record<MappingField, string>>, context: ReadContext) => RowOutcome;
}

const DESCRIPTION_MAX = 200;
const CATEGORY_MAX = 50;

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** The first header among `headers` whose normalised text is one of `names`. */
function column(headers: readonly string[], ...names: string[]): string | undefined {
  return headers.find((header) => names.includes(norm(header)));
}

const hasAll = (headers: readonly string[], ...names: string[]) =>
  names.every((name) => headers.some((header) => norm(header) === name));

/**
 * A description of at most 200 characters (a bank narration can be longer: it is shortened with "…"),
 * with account and card numbers cut to their last four digits (docs/product.md §4.30).
 */
function description(...parts: (string | undefined)[]): string | null {
  const text = parts
    .map((part) => maskAccountNumbers(unneutralised(part?.trim() ?? "").replace(/\s+/g, " ")))
    .filter(Boolean)
    .join(" — ");
  if (!text) return null;
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1)}…` : text;
}

interface FiledUnder {
  category: string;
  /** As the file names it, for the preview's category mapping; null when the file names none. */
  sourceCategory: string | null;
}

const cellText = (cell: string | undefined) => unneutralised(cell?.trim() ?? "").replace(/\s+/g, " ");

/**
 * The category: this app's when the name (or, first, the subcategory's) is one of its own or another
 * app's name for one (import-categories.ts), else the name as written; `fallback` when the cell is
 * empty, or a refusal without one.
 */
function category(cell: string | undefined, fallback?: string, subcell?: string): Read<FiledUnder> {
  const name = cellText(cell);
  const sub = cellText(subcell);
  if (!name) {
    return fallback
      ? { ok: true, value: { category: fallback, sourceCategory: null } }
      : { ok: false, reason: "No category" };
  }
  if (name.length > CATEGORY_MAX) return { ok: false, reason: "The category is longer than 50 characters" };
  const mapped = (sub ? knownCategory(sub) : null) ?? knownCategory(name) ?? name;
  return { ok: true, value: { category: mapped, sourceCategory: sub ? `${name} / ${sub}` : name } };
}

interface Moment {
  spentAt: string;
  hasTime: boolean;
}

/** Date (with its own or a separate time cell) as an instant on the Indian clock; midnight when no time is given. */
function when(dateCell: string | undefined, timeCell?: string): Read<Moment> {
  return momentOf(readDateTime(dateCell ?? ""), timeCell);
}

/** `when` for a date cell read already. */
function momentOf(date: ReturnType<typeof readDateTime>, timeCell?: string): Read<Moment> {
  if (!date.ok) return date;
  const time = timeCell === undefined ? { ok: true as const, value: null } : readTime(timeCell);
  if (!time.ok) return time;
  const clock = time.value ?? date.value.time;
  return {
    ok: true,
    value: { spentAt: indianIso(date.value.date, clock ?? "00:00"), hasTime: clock !== null },
  };
}

const rupeesOnly = (currency: string | undefined): boolean => {
  const code = norm(currency ?? "");
  return code === "" || code === "inr" || code === "₹" || code === "rs" || code === "rs.";
};

const NOT_RUPEES = "Only rupee (INR) amounts can be imported";

type RestOfExpense = Omit<
  ImportedExpense,
  "spentAt" | "hasTime" | "amount" | "category" | "sourceCategory" | "payee" | "reference"
> &
  Partial<Pick<ImportedExpense, "payee" | "reference">>;

/** Assembles an expense from read parts, or the first refusal among them. */
function expenseFrom(
  parts: { spentAt: Read<Moment>; amount: Read<string>; category: Read<FiledUnder> },
  { payee = null, reference = null, ...rest }: RestOfExpense,
): RowOutcome {
  const { spentAt, amount, category } = parts;
  if (!spentAt.ok) return { kind: "refuse", reason: spentAt.reason };
  if (!amount.ok) return { kind: "refuse", reason: amount.reason };
  if (!category.ok) return { kind: "refuse", reason: category.reason };
  // Written out field by field (not spread): every expense of a file then shares one object shape,
  // which keeps a 10,000-row preview's later passes (plan, JSON) fast.
  return {
    kind: "expense",
    expense: {
      spentAt: spentAt.value.spentAt,
      hasTime: spentAt.value.hasTime,
      amount: amount.value,
      category: category.value.category,
      sourceCategory: category.value.sourceCategory,
      description: rest.description,
      paidWith: rest.paidWith,
      method: rest.method,
      payee,
      reference,
    },
  };
}

/** An amount that must be an expense as written (no sign). */
function positiveAmount(cell: string | undefined): Read<string> {
  const read = readSignedAmount(cell ?? "");
  if (!read.ok) return read;
  return read.value.negative
    ? { ok: false, reason: "The amount is negative" }
    : { ok: true, value: read.value.amount };
}

const METHOD_BY_LABEL = new Map<string, ImportedExpense["method"]>(
  Object.entries(ENTRY_METHOD_LABELS).flatMap(([code, label]) => [
    [norm(code), code as ImportedExpense["method"]],
    [norm(label), code as ImportedExpense["method"]],
  ]),
);

/**
 * A row of another money app: its date, the amount's size (the sign was read already), the category
 * (Others when empty), "description — note", and the account read as the way of paying.
 */
function appExpense(
  cells: Partial<Record<MappingField, string>>,
  amount: Read<{ amount: string }>,
): RowOutcome {
  return expenseFrom(
    {
      spentAt: when(cells.date),
      amount: amount.ok ? { ok: true, value: amount.value.amount } : amount,
      category: category(cells.category, "Others", cells.subcategory),
    },
    {
      description: description(cells.description, cells.note),
      paidWith: paidWithFromText(cells.paidWith ?? ""),
      method: "import",
    },
  );
}

const paisa: ImportFormat = {
  id: "paisa",
  label: "Paisa Coach export",
  fields: ["date", "time", "amount", "category", "description", "paidWith", "method", "split"],
  required: ["date", "amount", "category"],
  isHeader: (headers) =>
    hasAll(headers, "date", "time", "amount", "category", "description", "paid with", "entry method"),
  propose: (headers) => ({
    date: column(headers, "date"),
    time: column(headers, "time"),
    amount: column(headers, "amount"),
    category: column(headers, "category"),
    description: column(headers, "description"),
    paidWith: column(headers, "paid with"),
    method: column(headers, "entry method"),
    split: column(headers, "split"),
  }),
  read: (cells) => {
    const paidWithText = cells.paidWith?.trim() ?? "";
    const paidWith = paidWithFromText(paidWithText);
    if (paidWithText && !paidWith)
      return { kind: "refuse", reason: `"${paidWithText}" is not a way of paying` };
    const outcome = expenseFrom(
      {
        spentAt: when(cells.date, cells.time ?? ""),
        amount: positiveAmount(cells.amount),
        category: category(cells.category),
      },
      {
        description: description(cells.description),
        paidWith,
        method: METHOD_BY_LABEL.get(norm(cells.method ?? "")) ?? "import",
      },
    );
    const split = cellText(cells.split).slice(0, 100) || null;
    return outcome.kind === "expense" && split
      ? { kind: "expense", expense: { ...outcome.expense, split } }
      : outcome;
  },
};

const cashew: ImportFormat = {
  id: "cashew",
  label: "Cashew",
  fields: [
    "date",
    "amount",
    "income",
    "category",
    "subcategory",
    "description",
    "note",
    "paidWith",
    "currency",
  ],
  required: ["date", "amount"],
  isHeader: (headers) => hasAll(headers, "amount", "date", "income", "category name"),
  propose: (headers) => ({
    date: column(headers, "date"),
    amount: column(headers, "amount"),
    income: column(headers, "income"),
    category: column(headers, "category name"),
    subcategory: column(headers, "subcategory name", "subcategory"),
    description: column(headers, "name", "title"),
    note: column(headers, "note"),
    paidWith: column(headers, "account", "wallet"),
    currency: column(headers, "currency"),
  }),
  read: (cells) => {
    const amount = readSignedAmount(cells.amount ?? "");
    // Cashew writes expenses as negative amounts and marks money in with income = true.
    if (isYes(cells.income) || (amount.ok && !amount.value.negative))
      return { kind: "skip", reason: "Income, not an expense" };
    if (!rupeesOnly(cells.currency)) return { kind: "refuse", reason: NOT_RUPEES };
    return appExpense(cells, amount);
  },
};

const moneyManager: ImportFormat = {
  id: "money_manager",
  label: "Money Manager",
  fields: ["date", "amount", "income", "category", "description", "note", "paidWith", "currency"],
  required: ["date", "amount", "income"],
  isHeader: (headers) =>
    hasAll(headers, "period", "category", "income/expense") && Boolean(column(headers, "amount", "inr")),
  propose: (headers) => ({
    date: column(headers, "period"),
    amount: column(headers, "amount", "inr"),
    income: column(headers, "income/expense"),
    category: column(headers, "category"),
    description: column(headers, "note"),
    note: column(headers, "description"),
    paidWith: column(headers, "accounts", "account"),
    currency: column(headers, "currency"),
  }),
  read: (cells) => {
    const kind = norm(cells.income ?? "");
    if (kind !== "exp." && kind !== "exp" && kind !== "expense") {
      return {
        kind: "skip",
        reason: kind.startsWith("transfer") ? "A transfer between accounts" : "Income, not an expense",
      };
    }
    if (!rupeesOnly(cells.currency)) return { kind: "refuse", reason: NOT_RUPEES };
    const amount = readSignedAmount(cells.amount ?? "");
    return appExpense(cells, amount);
  },
};

// Splitwise: Date, Description, Category, Cost, Currency, then one column per member holding what the
// expense did to that member's balance: the payer gets cost − own share, everyone else −share.
const SPLITWISE_FIXED = ["date", "description", "category", "cost", "currency"];
const splitwise: ImportFormat = {
  id: "splitwise",
  label: "Splitwise",
  fields: ["share", "date", "amount", "category", "description", "currency"],
  required: ["share", "date", "amount"],
  isHeader: (headers) => hasAll(headers, ...SPLITWISE_FIXED) && headers.length > SPLITWISE_FIXED.length,
  propose: (headers) => ({
    // The first member column; the user picks theirs.
    share: headers.find((header) => header.trim() !== "" && !SPLITWISE_FIXED.includes(norm(header))),
    date: column(headers, "date"),
    amount: column(headers, "cost"),
    category: column(headers, "category"),
    description: column(headers, "description"),
    currency: column(headers, "currency"),
  }),
  read: (cells) => {
    // The closing "Total balance" line has no date.
    if ((cells.date ?? "").trim() === "") return { kind: "skip", reason: "Not an expense (no date)" };
    if (norm(cells.category ?? "") === "payment") return { kind: "skip", reason: "A settle-up payment" };
    if (!rupeesOnly(cells.currency)) return { kind: "refuse", reason: NOT_RUPEES };
    const cost = readSignedAmount(cells.amount ?? "");
    if (!cost.ok) return { kind: "refuse", reason: cost.reason };
    const netCell = (cells.share ?? "").trim();
    if (netCell === "" || /^0+(\.0+)?$/.test(netCell)) return { kind: "skip", reason: "Your share is ₹0" };
    const net = readSignedAmount(netCell);
    if (!net.ok) return { kind: "refuse", reason: `Your column: ${net.reason}` };
    const paise = (amount: string) => paiseFromDecimal(amount) ?? ZERO_PAISE;
    // Owing money means that much was your share; being owed means you paid and the rest was yours.
    const sharePaise = net.value.negative
      ? paise(net.value.amount)
      : subtractPaise(paise(cost.value.amount), paise(net.value.amount));
    if (sharePaise <= 0) return { kind: "skip", reason: "Your share is ₹0" };
    return expenseFrom(
      {
        spentAt: when(cells.date),
        amount: {
          ok: true,
          value: paiseToDecimal(sharePaise),
        },
        category: category(cells.category, "Others"),
      },
      { description: description(cells.description), paidWith: null, method: "import" },
    );
  },
};

/** A bank narration's way of paying: UPI-…, NEFT/IMPS/RTGS…, POS/card…, ATM cash. */
function paidWithOfNarration(narration: string): PaidWith | null {
  const text = narration.trim().toUpperCase();
  if (/^UPI\b|\bUPI[-/]/.test(text)) return "upi";
  if (/^(NEFT|IMPS|RTGS)\b|\b(NEFT|IMPS|RTGS)[-/]/.test(text)) return "net_banking";
  if (/^(ATW|NWD|ATM)\b|\bATM\b/.test(text)) return "cash";
  if (/^(POS|ECOM|CARD)\b|\bPOS\b/.test(text)) return "card";
  return null;
}

// The column names banks give their statements' columns.
const BANK_DATE = ["date", "txn date", "transaction date", "value date"];
const BANK_NARRATION = ["narration", "description", "particulars", "remarks", "details"];
const BANK_WITHDRAWAL = [
  "withdrawal amt.",
  "withdrawal amt",
  "withdrawal",
  "withdrawals",
  "debit",
  "debit amount",
];
const BANK_DEPOSIT = ["deposit amt.", "deposit amt", "deposit", "deposits", "credit", "credit amount"];

const bank: ImportFormat = {
  id: "bank",
  label: "Bank statement",
  fields: ["date", "withdrawal", "deposit", "description", "category"],
  required: ["date", "withdrawal"],
  isHeader: (headers) =>
    [BANK_DATE, BANK_NARRATION, BANK_WITHDRAWAL].every((names) => Boolean(column(headers, ...names))),
  propose: (headers) => ({
    date: column(headers, ...BANK_DATE),
    withdrawal: column(headers, ...BANK_WITHDRAWAL),
    deposit: column(headers, ...BANK_DEPOSIT),
    description: column(headers, ...BANK_NARRATION),
    category: column(headers, "category"),
  }),
  read: (cells) => {
    const date = readDateTime(cells.date ?? "");
    // Statements put lines without a transaction date (separators, totals) around the transactions.
    if (!date.ok) return { kind: "skip", reason: "Not a transaction (no date)" };
    const withdrawal = (cells.withdrawal ?? "").trim();
    if (withdrawal === "" || /^0+(\.0+)?$/.test(withdrawal)) {
      return (cells.deposit ?? "").trim()
        ? { kind: "skip", reason: "A deposit, not an expense" }
        : { kind: "skip", reason: "No withdrawal" };
    }
    const narration = cells.description ?? "";
    // The payee as a message would name it, and its merchant's category before the narration's words.
    const { payee, reference, category: merchantCategory } = readNarration(unneutralised(narration));
    return expenseFrom(
      {
        spentAt: momentOf(date),
        amount: positiveAmount(withdrawal),
        category: category(cells.category, merchantCategory ?? guessCategory(narration) ?? "Others"),
      },
      {
        description: description(payee ?? narration),
        paidWith: paidWithOfNarration(narration),
        method: "import",
        payee,
        reference,
      },
    );
  },
};

// A PDF statement (Google Pay, PhonePe, Paytm, a bank) the web app read on the device and wrote as
// this CSV (@shared/contract/statement-columns.ts): money out becomes expenses, with the time and the
// UPI reference / UTR the statement gives, so the duplicate check finds a payment saved from its message.
const SC = STATEMENT_COLUMNS;
const statement: ImportFormat = {
  id: "statement",
  label: "PDF statement",
  fields: ["date", "time", "withdrawal", "deposit", "description", "reference"],
  required: ["date", "withdrawal"],
  isHeader: (headers) =>
    hasAll(
      headers,
      ...[SC.date, SC.time, SC.description, SC.debit, SC.credit, SC.reference, SC.source].map(norm),
    ),
  propose: (headers) => ({
    date: column(headers, norm(SC.date)),
    time: column(headers, norm(SC.time)),
    withdrawal: column(headers, norm(SC.debit)),
    deposit: column(headers, norm(SC.credit)),
    description: column(headers, norm(SC.description)),
    reference: column(headers, norm(SC.reference)),
  }),
  read: (cells) => {
    const withdrawal = (cells.withdrawal ?? "").trim();
    if (withdrawal === "") {
      return (cells.deposit ?? "").trim()
        ? { kind: "skip", reason: "Money in, not an expense" }
        : { kind: "skip", reason: "No withdrawal" };
    }
    const text = unneutralised(cells.description ?? "");
    // A bank's narration names the payee and reference its own way; a UPI app's row is the payee.
    const narration = readNarration(text);
    const payee = narration.payee ?? (text.trim() || null);
    const ownReference = /^\d{12}$/.test((cells.reference ?? "").trim())
      ? (cells.reference ?? "").trim()
      : null;
    return expenseFrom(
      {
        spentAt: when(cells.date, cells.time ?? ""),
        amount: positiveAmount(withdrawal),
        category: {
          ok: true,
          value: {
            category: narration.category ?? guessMerchantCategory(payee) ?? guessCategory(text) ?? "Others",
            sourceCategory: null,
          },
        },
      },
      {
        description: description(payee ?? text),
        paidWith: ownReference ? "upi" : paidWithOfNarration(text),
        method: "import",
        payee,
        reference: ownReference ?? narration.reference,
      },
    );
  },
};

const generic: ImportFormat = {
  id: "generic",
  label: "Other CSV",
  fields: ["date", "time", "amount", "withdrawal", "description", "category", "paidWith"],
  required: ["date"],
  isHeader: (headers) =>
    Boolean(column(headers, "date", "txn date", "transaction date", "day")) &&
    Boolean(column(headers, "amount", "debit", "withdrawal", "spent", "cost", "price")),
  propose: (headers) => ({
    date: column(headers, "date", "txn date", "transaction date", "day"),
    time: column(headers, "time"),
    amount: column(headers, "amount", "spent", "cost", "price"),
    withdrawal: column(headers, "debit", "withdrawal"),
    description: column(
      headers,
      "description",
      "narration",
      "details",
      "note",
      "notes",
      "title",
      "name",
      "merchant",
    ),
    category: column(headers, "category", "type"),
    paidWith: column(headers, "paid with", "payment mode", "payment method", "mode", "account"),
  }),
  read: (cells, context) => {
    const amountCell = (cells.amount ?? "").trim() || (cells.withdrawal ?? "").trim();
    if (amountCell === "") return { kind: "skip", reason: "No amount" };
    // A column with both signs (most apps' exports) has money out negative; a plain list of
    // spending is all positive.
    const amount = readSignedAmount(amountCell);
    if (amount.ok && context.negativeMeansExpense && !amount.value.negative) {
      return { kind: "skip", reason: "Money in, not an expense" };
    }
    return expenseFrom(
      {
        spentAt: when(cells.date, cells.time),
        amount: amount.ok ? { ok: true, value: amount.value.amount } : amount,
        category: category(cells.category, guessCategory(cells.description ?? "") ?? "Others"),
      },
      {
        description: description(cells.description),
        paidWith: paidWithFromText(cells.paidWith ?? ""),
        method: "import",
      },
    );
  },
};

/** In the order they are tried: the most specific header first. */
export const FORMATS: readonly ImportFormat[] = [
  paisa,
  cashew,
  moneyManager,
  splitwise,
  statement,
  bank,
  generic,
];

export const formatById = (id: FormatId): ImportFormat =>
  FORMATS.find((format) => format.id === id) as ImportFormat;
