// Reading an uploaded CSV for import: decode it (UTF-8, or Windows-1252 from old Excel), split it
// with papaparse, find the header row (bank statements have an address and account block above it),
// pick the format and the column mapping, and read every row after it into an outcome with its line
// number in the file.
import Papa from "papaparse";
import {
  type ColumnMapping,
  FORMATS,
  type FormatId,
  formatById,
  type ImportFormat,
  MAPPING_FIELDS,
  type MappingField,
  type RowOutcome,
} from "./import-formats.ts";
import { readSignedAmount } from "./import-values.ts";

/** Where the header row may be: statements put an address block above it. */
const HEADER_SEARCH_ROWS = 60;
export const MAX_IMPORT_ROWS = 50_000;

export interface ReadFile {
  format: ImportFormat;
  /** 1-based line of the header row. */
  headerLine: number;
  columns: string[];
  mapping: ColumnMapping;
  /** Why the rows cannot be read yet (a required column not chosen); then there are no rows. */
  problem: string | null;
  rows: { line: number; outcome: RowOutcome }[];
}

export class ImportFileProblem extends Error {}

/** The file's text: UTF-8 (its byte order mark dropped), else Windows-1252 as old Excel saves it. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

interface RawRow {
  cells: string[];
  line: number;
}

/** Every row with the line it starts on (a quoted cell may span lines). */
function splitRows(text: string): RawRow[] {
  const rows: RawRow[] = [];
  let line = 1;
  let offset = 0;
  const result = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (step: Papa.ParseStepResult<string[]>) => {
      const end = step.meta.cursor;
      rows.push({ cells: step.data, line });
      for (let i = offset; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      offset = end;
      // A row ends before its line break, which the next row's count picks up.
      while (offset < text.length && (text[offset] === "\r" || text[offset] === "\n")) {
        if (text[offset] === "\n") line++;
        offset++;
      }
    },
  });
  void result;
  return rows;
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * The header row: the first that a format recognises (the chosen format's if one was chosen), else
 * the first row naming two or more columns, read as "Other CSV" for the user to map.
 */
function findHeader(rows: RawRow[], formatId?: FormatId): { index: number; format: ImportFormat } | null {
  const searched = rows.slice(0, HEADER_SEARCH_ROWS).map((row) => row.cells.map((cell) => cell.trim()));
  const recognised = (candidates: readonly ImportFormat[]) => {
    for (const [index, headers] of searched.entries()) {
      const format = candidates.find((candidate) => candidate.isHeader(headers));
      if (format) return { index, format };
    }
    return null;
  };
  const chosen = formatId ? formatById(formatId) : null;
  if (chosen) {
    const own = recognised([chosen]);
    if (own) return own;
  }
  const detected = recognised(FORMATS);
  if (detected) return chosen ? { index: detected.index, format: chosen } : detected;
  const index = searched.findIndex((headers) => headers.filter(Boolean).length >= 2);
  return index < 0 ? null : { index, format: chosen ?? formatById("generic") };
}

export const FIELD_LABELS: Record<MappingField, string> = {
  date: "Date",
  time: "Time",
  amount: "Amount",
  withdrawal: "Withdrawal",
  deposit: "Deposit",
  category: "Category",
  description: "Description",
  note: "Note",
  paidWith: "Paid with",
  method: "Entry method",
  income: "Income or expense",
  share: "Your column",
  currency: "Currency",
};

/**
 * The file read with the detected (or chosen) format and the proposed (or chosen) mapping. Throws
 * ImportFileProblem with a message for the user when the file cannot be read as a table at all, or
 * names a column it does not have.
 */
export function readImportFile(
  text: string,
  choice: { format?: FormatId; mapping?: ColumnMapping } = {},
): ReadFile {
  const rows = splitRows(text.replace(/^\uFEFF/, ""));
  if (rows.every((row) => blank(row.cells))) throw new ImportFileProblem("The file is empty.");
  const header = findHeader(rows, choice.format);
  if (!header) {
    throw new ImportFileProblem(
      `No header row was found in the first ${HEADER_SEARCH_ROWS} lines: the file needs a row naming its columns, such as Date and Amount.`,
    );
  }
  const { format } = header;
  const headerRow = rows[header.index] as RawRow;
  const columns = headerRow.cells.map((cell) => cell.trim());

  const mapping: ColumnMapping = { ...format.propose(columns) };
  for (const [field, column] of Object.entries(choice.mapping ?? {})) {
    if (
      !(MAPPING_FIELDS as readonly string[]).includes(field) ||
      !format.fields.includes(field as MappingField)
    ) {
      throw new ImportFileProblem(`${format.label} files have no "${field}" to map.`);
    }
    if (column === "" || column === null) {
      delete mapping[field as MappingField];
      continue;
    }
    if (!columns.includes(column as string))
      throw new ImportFileProblem(`The file has no column "${column}".`);
    mapping[field as MappingField] = column as string;
  }
  const missing = format.required.find((field) => !mapping[field]);
  if (missing) {
    return {
      format,
      headerLine: headerRow.line,
      columns,
      mapping,
      problem: `Choose the column for ${FIELD_LABELS[missing]}.`,
      rows: [],
    };
  }

  const indexOf = Object.fromEntries(
    Object.entries(mapping).map(([field, column]) => [field, columns.indexOf(column as string)]),
  ) as Partial<Record<MappingField, number>>;
  const dataRows = rows.slice(header.index + 1).filter((row) => !blank(row.cells));
  if (dataRows.length > MAX_IMPORT_ROWS) {
    throw new ImportFileProblem(
      `The file has ${dataRows.length.toLocaleString("en-IN")} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} at a time.`,
    );
  }
  const cellsOf = (row: RawRow) =>
    Object.fromEntries(
      Object.entries(indexOf).map(([field, index]) => [field, row.cells[index as number] ?? ""]),
    ) as Partial<Record<MappingField, string>>;
  const amountIndex = indexOf.amount;
  const context = {
    negativeMeansExpense:
      amountIndex !== undefined &&
      dataRows.some((row) => {
        const amount = readSignedAmount(row.cells[amountIndex] ?? "");
        return amount.ok && amount.value.negative;
      }),
  };
  return {
    format,
    headerLine: headerRow.line,
    columns,
    mapping,
    problem: null,
    rows: dataRows.map((row) => ({ line: row.line, outcome: format.read(cellsOf(row), context) })),
  };
}
