// The app's own CSV export: one row per expense (a split bill: one per line, with its Split key), on the Indian clock, in columns any spreadsheet
// (and this app's import) reads back. Column names are part of the import format: keep them.
import { ENTRY_METHOD_LABELS } from "@shared/contract/expense-filters.ts";
import type { EntryMethod } from "@shared/contract/expense-schemas.ts";
import { paidWithLabel } from "@shared/contract/paid-with.ts";
import { BYTE_ORDER_MARK, csvLines } from "./csv-text.ts";

export const EXPORT_HEADER = [
  "Date",
  "Time",
  "Amount",
  "Category",
  "Description",
  "Paid with",
  "Entry method",
  // The bill a row is a line of (docs/product.md §4.19.1): its lines share the value; empty when not split.
  "Split",
];

/** One expense as the export writes it (the database formats date and time on the Indian clock). */
export interface ExportedExpense {
  /** yyyy-mm-dd, IST */
  date: string;
  /** HH:mm, IST */
  time: string;
  /** plain decimal with a point, e.g. "1234.50" */
  amount: string;
  category: string;
  description: string | null;
  paidWith: string | null;
  method: string;
  /** The split's id, shared by the lines of one bill; null for an expense that is not split. */
  split: string | null;
}

export const exportCells = (row: ExportedExpense): (string | null)[] => [
  row.date,
  row.time,
  row.amount,
  row.category,
  row.description,
  row.paidWith ? paidWithLabel(row.paidWith) : null,
  ENTRY_METHOD_LABELS[row.method as EntryMethod] ?? row.method,
  row.split,
];

/** The file's start: the byte order mark and the header line. */
export const exportHead = (): string => BYTE_ORDER_MARK + csvLines([EXPORT_HEADER]);

export const exportLines = (rows: readonly ExportedExpense[]): string => csvLines(rows.map(exportCells));

/** paisa-coach-expenses-2026-11-24.csv (the Indian date of the export). */
export const exportFileName = (istDate: string): string => `paisa-coach-expenses-${istDate}.csv`;

/** A household's export (GET /api/households/:id/export): the same columns, then who paid and the reader's share. */
export const HOUSEHOLD_EXPORT_HEADER = [...EXPORT_HEADER, "Paid by", "My share"];

export interface ExportedSharedExpense extends ExportedExpense {
  /** The payer's name as the household shows it; null when it is not known (a deleted account). */
  paidBy: string | null;
  /** The reader's share, e.g. "150.00"; null when they have none in this expense. */
  myShare: string | null;
}

export const householdExportHead = (): string => BYTE_ORDER_MARK + csvLines([HOUSEHOLD_EXPORT_HEADER]);

export const householdExportLines = (rows: readonly ExportedSharedExpense[]): string =>
  csvLines(rows.map((row) => [...exportCells(row), row.paidBy, row.myShare]));

/** paisa-coach-household-2026-11-24.csv (the Indian date of the export). */
export const householdExportFileName = (istDate: string): string => `paisa-coach-household-${istDate}.csv`;
