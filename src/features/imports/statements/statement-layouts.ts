// The PDF statements the import reads, from their lines (statement-lines.ts) to transactions:
// Google Pay, PhonePe and Paytm UPI statements and a bank account statement (HDFC's columns; other
// banks name theirs alike). Each layout is known by its header row (and, for an app, its name on the
// page). Below a header, a line with a date in the date column starts a transaction and the lines
// under it without one continue it (a description over two lines, the UPI reference, the account);
// a page's header and footer are skipped, so a transaction may go on over a page break. Layouts as
// documented in docs/capture.md ("PDF statements"). Pure: no pdf.js here.
import type { StatementRow } from "@shared/contract/statement-columns.ts";
import { type Cell, lineText, type TextLine } from "./statement-lines.ts";

export type LayoutId = "gpay" | "phonepe" | "paytm" | "bank";

interface Column {
  field: string;
  /** The header cell's text, whole ("Amount"), or its first word when the header wraps ("Withdrawal"). */
  header: RegExp;
  /** A column some statements have (a bank's cheque number, balance): placed, never required. */
  optional?: boolean;
}

/** A transaction's text per column, line by line (a column's empty lines left out). */
export type Entry = Record<string, string[]>;

interface Layout {
  id: LayoutId;
  /** The name the import shows ("Google Pay"). */
  name: string;
  /** The app's name on the page, for headers several layouts share. */
  brand?: RegExp;
  columns: readonly Column[];
  /** The field whose first line holds the transaction's date. */
  dateField: string;
  read: (entry: Entry, year: YearContext) => StatementRow | null;
}

export interface ReadStatement {
  layout: LayoutId;
  name: string;
  rows: StatementRow[];
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad2 = (n: number) => String(n).padStart(2, "0");

/** The statement period's last month, for dates printed without a year (Paytm's "11 Sep"). */
export interface YearContext {
  year: number | null;
  month: number | null;
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * A statement's date as YYYY-MM-DD: "01 Sep, 2026", "Sep 07, 2026", "01/09/26", "01-09-2026", or
 * "11 Sep" with the year of the statement's period (the year before for a month after the period's end).
 */
export function statementDate(
  text: string,
  context: YearContext = { year: null, month: null },
): string | null {
  const parts = dateParts(text.trim().replace(/\s+/g, " "));
  if (!parts) return null;
  const { day, month } = parts;
  let year = parts.year;
  if (year === null) {
    if (context.year === null) return null;
    year = context.month !== null && month > context.month ? context.year - 1 : context.year;
  }
  if (year < 100) year += 2000;
  if (month < 1 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Day, month and (when printed) year of "01 Sep, 2026", "Sep 07, 2026", "01/09/26", "11 Sep". */
function dateParts(value: string): { day: number; month: number; year: number | null } | null {
  const named = /^(\d{1,2})[ -]([A-Za-z]{3,9})[ ,'-]*(\d{4}|\d{2})?$/.exec(value);
  if (named)
    return {
      day: Number(named[1]),
      month: monthOf(named[2] as string),
      year: named[3] ? Number(named[3]) : null,
    };
  const monthFirst = /^([A-Za-z]{3,9}) (\d{1,2}),? (\d{4})$/.exec(value);
  if (monthFirst)
    return {
      day: Number(monthFirst[2]),
      month: monthOf(monthFirst[1] as string),
      year: Number(monthFirst[3]),
    };
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(value);
  if (numeric) return { day: Number(numeric[1]), month: Number(numeric[2]), year: Number(numeric[3]) };
  return null;
}

/** "09:04 PM", "1:12 pm", "21:04" as HH:mm, or null. */
export function statementTime(text: string | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?$/i.exec(text?.trim() ?? "");
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  if (m[3]) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (m[3].toLowerCase().startsWith("p") ? 12 : 0);
  }
  return hour > 23 || minute > 59 ? null : `${pad2(hour)}:${pad2(minute)}`;
}

/**
 * An amount as plain rupees ("1,045.75" → "1045.75"; ₹, Rs., INR and a sign go). An unreadable one
 * is passed on as printed, so the import refuses the row and says why.
 */
export function statementAmount(text: string): string {
  const plain = text.replace(/^[-+−]\s*/, "").replace(/₹|rs\.?|inr|[\s,]/gi, "");
  return /^\d+(\.\d{1,2})?$/.test(plain) ? plain : text.trim();
}

/** Lines UPI apps print under a payment: its ids and the account, never part of the payee's name. */
const DETAIL_LINE =
  /^(?:UPI Transaction ID|Transaction ID|UTR|UPI Ref|UPI ID|Paid by|Paid to .*\d{2,4}$|Debited from|Credited to|Google Transaction ID)/i;
const REFERENCE = /(?:UPI Transaction ID|UTR No\.?|UTR|UPI Ref(?:erence)? No\.?)\s*[:.-]?\s*(\d{12})\b/i;
const MONEY_OUT = /^(?:Paid to|Sent to|Transfer(?:red)? to|Self transfer to|Bill paid to|Paid for)\s+/i;
const MONEY_IN =
  /^(?:Received from|Money received from|Refund from|Cashback (?:received )?from|Reversal from)\s+/i;

/** The headline of a UPI app's transaction ("Paid to BESCOM … Supply Company") and its reference. */
type Direction = "out" | "in" | null;

function upiDetails(details: readonly string[]): {
  payee: string;
  reference: string | null;
  direction: Direction;
} {
  const firstDetail = details.findIndex((line, index) => index > 0 && DETAIL_LINE.test(line));
  const headline = (firstDetail === -1 ? details : details.slice(0, firstDetail)).join(" ").trim();
  const reference = details.map((line) => REFERENCE.exec(line)?.[1]).find(Boolean) ?? null;
  const direction: Direction = MONEY_OUT.test(headline) ? "out" : MONEY_IN.test(headline) ? "in" : null;
  const payee = headline.replace(MONEY_OUT, "").replace(MONEY_IN, "").trim();
  return { payee: payee || headline, reference, direction };
}

/** A UPI app's transaction, money out or in as `direction` says (null: not a payment). */
function upiRow(
  entry: Entry,
  year: YearContext,
  direction: (details: ReturnType<typeof upiDetails>, entry: Entry) => "out" | "in" | null,
): StatementRow | null {
  const [dateText = "", timeText] = entry.date ?? [];
  const date = statementDate(dateText, year);
  if (!date) return null;
  const details = upiDetails(entry.details ?? []);
  const amount = statementAmount((entry.amount ?? []).join(" "));
  const way = direction(details, entry);
  if (!way || !amount) return null;
  return {
    date,
    time: statementTime(timeText),
    description: details.payee,
    debit: way === "out" ? amount : null,
    credit: way === "in" ? amount : null,
    reference: details.reference,
  };
}

const googlePay: Layout = {
  id: "gpay",
  name: "Google Pay",
  brand: /google pay|\bgpay\b/i,
  columns: [
    { field: "date", header: /^date (?:&|and) time$/i },
    { field: "details", header: /^transaction details$/i },
    { field: "amount", header: /^amount$/i },
  ],
  dateField: "date",
  read: (entry, year) => upiRow(entry, year, (details) => details.direction),
};

const phonePe: Layout = {
  id: "phonepe",
  name: "PhonePe",
  brand: /phonepe|transaction statement for/i,
  columns: [
    { field: "date", header: /^date$/i },
    { field: "details", header: /^transaction details$/i },
    { field: "type", header: /^type$/i },
    { field: "amount", header: /^amount$/i },
  ],
  dateField: "date",
  read: (entry, year) =>
    upiRow(entry, year, (_details, cells) => {
      const type = (cells.type ?? []).join(" ").trim().toUpperCase();
      return type === "DEBIT" ? "out" : type === "CREDIT" ? "in" : null;
    }),
};

const paytm: Layout = {
  id: "paytm",
  name: "Paytm",
  brand: /paytm/i,
  columns: [
    { field: "date", header: /^date (?:&|and) time$/i },
    { field: "details", header: /^transaction details$/i },
    { field: "notes", header: /^notes (?:&|and) tags$/i },
    { field: "account", header: /^your account$/i },
    { field: "amount", header: /^amount$/i },
  ],
  dateField: "date",
  read: (entry, year) =>
    upiRow(entry, year, (details, cells) => {
      // Paytm signs the amount: "- Rs.238" paid, "+ Rs.750" received.
      const sign = /^\s*([-+−])/.exec((cells.amount ?? []).join(" "))?.[1];
      return sign === "+" ? "in" : sign ? "out" : details.direction;
    }),
};

/** "UPI-SWIGGY-…-YESB0YBLUPI-" + "624512345678-PAYMENT": a narration wrapped at a dash is rejoined without a space. */
const joinNarration = (lines: readonly string[]) =>
  lines.reduce(
    (text, line) => (text === "" ? line : /[-/]$/.test(text) ? `${text}${line}` : `${text} ${line}`),
    "",
  );

const bank: Layout = {
  id: "bank",
  name: "Bank",
  columns: [
    { field: "date", header: /^(?:date|txn date|transaction date|tran date)$/i },
    { field: "narration", header: /^(?:narration|description|particulars|remarks|transaction details)$/i },
    { field: "withdrawal", header: /^(?:withdrawal|withdrawals|debit)\b/i },
    { field: "deposit", header: /^(?:deposit|deposits|credit)\b/i },
    // Known so that their cells are not taken for a neighbour's.
    { field: "reference", header: /^(?:chq|cheque|ref)\b/i, optional: true },
    { field: "valueDate", header: /^value (?:dt|date)\b/i, optional: true },
    { field: "balance", header: /^(?:closing )?balance\b|^closing$/i, optional: true },
  ],
  dateField: "date",
  read: (entry) => {
    const date = statementDate((entry.date ?? [])[0] ?? "");
    if (!date) return null;
    const withdrawal = statementAmount((entry.withdrawal ?? []).join(""));
    const deposit = statementAmount((entry.deposit ?? []).join(""));
    const isZero = (amount: string) => amount === "" || /^0+(\.0+)?$/.test(amount);
    if (isZero(withdrawal) && isZero(deposit)) return null;
    return {
      date,
      time: null,
      description: joinNarration(entry.narration ?? []),
      debit: isZero(withdrawal) ? null : withdrawal,
      credit: isZero(withdrawal) ? deposit : null,
      // The import reads the UPI/IMPS reference from the narration, as for a bank's CSV.
      reference: null,
    };
  },
};

/** In the order they are tried: the apps (known by name) before the bank's generic header. */
const LAYOUTS: readonly Layout[] = [paytm, phonePe, googlePay, bank];

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

interface Span {
  field: string;
  x: number;
  right: number;
}

/** The header's columns when `line` is `layout`'s header row, else null. */
function headerOf(layout: Layout, line: TextLine): Span[] | null {
  const spans: Span[] = [];
  for (const column of layout.columns) {
    const cell = line.cells.find((candidate) => column.header.test(norm(candidate.text)));
    if (!cell && column.optional) continue;
    if (!cell) return null;
    spans.push({ field: column.field, x: cell.x, right: cell.right });
  }
  return spans;
}

const overlap = (cell: Cell, span: Span) => Math.min(cell.right, span.right) - Math.max(cell.x, span.x);

/** The column a cell is under: the header it overlaps most, else the nearest one. */
function columnOf(cell: Cell, spans: readonly Span[]): { field: string; wide: boolean } {
  const ranked = spans
    .map((span) => ({ span, overlap: overlap(cell, span) }))
    .toSorted((a, b) => b.overlap - a.overlap);
  const overlapping = ranked.filter((entry) => entry.overlap > 0).length;
  return { field: (ranked[0] as { span: Span }).span.field, wide: overlapping > 1 };
}

/** A page's footer ("Page 2 of 3"): skipped, the transaction above may go on on the next page. */
const FOOTER = /\bpage\s*(?:no\.?\s*:?\s*)?\d+\b/i;

/** The year (and last month) of the statement's period, from the text above the first header. */
function yearContext(lines: readonly TextLine[]): YearContext {
  const text = lines.map(lineText).join(" ");
  const dates = [...text.matchAll(/\b(\d{1,2})[ -]?([A-Za-z]{3,9})[ ,'-]*(\d{4})\b/g)];
  const last = dates.at(-1);
  if (last && monthOf(last[2] as string) > 0)
    return { year: Number(last[3]), month: monthOf(last[2] as string) };
  const year = /\b(20\d{2})\b/.exec(text)?.[1];
  return { year: year ? Number(year) : null, month: null };
}

/** The statement's layout and transactions, or null when no layout's header is on its pages. */
export function readStatement(lines: readonly TextLine[]): ReadStatement | null {
  const text = lines.map(lineText).join("\n");
  for (const layout of LAYOUTS) {
    if (layout.brand && !layout.brand.test(text)) continue;
    const firstHeader = lines.findIndex((line) => headerOf(layout, line));
    if (firstHeader === -1) continue;
    const year = yearContext(lines.slice(0, firstHeader));
    return { layout: layout.id, name: layout.name, rows: rowsOf(layout, lines.slice(firstHeader), year) };
  }
  return null;
}

function rowsOf(layout: Layout, lines: readonly TextLine[], year: YearContext): StatementRow[] {
  const entries: Entry[] = [];
  let spans: Span[] | null = null;
  let current: Entry | null = null;
  for (const line of lines) {
    const header = headerOf(layout, line);
    if (header) {
      spans = header;
      continue;
    }
    if (!spans || FOOTER.test(lineText(line))) continue;
    const placed = line.cells.map((cell) => ({ cell, ...columnOf(cell, spans as Span[]) }));
    // A line across columns (a summary, a note) is no part of the table: it ends the transaction.
    if (placed.some((entry) => entry.wide)) {
      current = null;
      continue;
    }
    const dateCell = placed.find((entry) => entry.field === layout.dateField)?.cell.text ?? "";
    if (statementDate(dateCell, year)) {
      current = {};
      entries.push(current);
    }
    if (!current) continue;
    for (const { cell, field } of placed) current[field] = [...(current[field] ?? []), cell.text];
  }
  return entries.map((entry) => layout.read(entry, year)).filter((row): row is StatementRow => row !== null);
}
