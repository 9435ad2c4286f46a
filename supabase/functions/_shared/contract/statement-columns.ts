// The columns of the CSV the web app writes from a PDF statement it read on the device (Google Pay,
// PhonePe, Paytm, a bank): the import reads it with its "PDF statement" format, so a statement goes
// through the same preview, duplicate check and all-or-nothing import as any CSV. One home for the
// header, shared by the writer (src/features/imports/statements) and the reader (api/csv/import-formats.ts).

export const STATEMENT_COLUMNS = {
  date: "Date",
  time: "Time",
  description: "Description",
  debit: "Debit",
  credit: "Credit",
  reference: "UPI reference",
  source: "Statement",
} as const;

export type StatementColumn = keyof typeof STATEMENT_COLUMNS;

/** One transaction of a statement: the day (YYYY-MM-DD), the time if given, money out or in. */
export interface StatementRow {
  date: string;
  /** HH:mm on the Indian clock, or null when the statement gives only the day. */
  time: string | null;
  description: string;
  /** Plain decimal rupees ("1180.00"); exactly one of debit and credit is set. */
  debit: string | null;
  credit: string | null;
  /** The UPI reference / UTR (12 digits), when the statement prints one. */
  reference: string | null;
}
