// Reading an uploaded CSV for import: decode it (UTF-8, or Windows-1252 from old Excel), split it
// into rows (csv-rows.ts, one pass), find the header row (bank statements have an address and account
// block above it), pick the format and the column mapping, and read every row after it into an
// outcome with its line number in the file. The work is bounded (rows, cells per row) and paced: it
// stops for other requests every slice, so one file never holds the function for long.
import Papa from "papaparse";
import { CSV_PAUSE, type CsvRow, CsvTooWide, csvRows } from "./csv-rows.ts";
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
import { timeSlicedPause } from "./time-slices.ts";

/** Where the header row may be: statements put an address block above it. */
const HEADER_SEARCH_ROWS = 60;
export const MAX_IMPORT_ROWS = 50_000;
/** Columns a row may have: statements have about ten, a Splitwise group one per member. */
export const MAX_IMPORT_COLUMNS = 500;
const DELIMITER_SAMPLE_CHARS = 64 * 1024;
/**
 * Characters of a cell that are read: no field needs more (a description keeps 200, an amount 40).
 * Reading a whole cell of megabytes (trimming, collapsing spaces) held the event loop for 200 ms.
 */
const MAX_CELL_CHARS = 4096;
/** A cut cell ends with "…", so that what was cut off still counts (a number followed by text is no number). */
const cut = (cell: string) => (cell.length > MAX_CELL_CHARS ? `${cell.slice(0, MAX_CELL_CHARS - 1)}…` : cell);
/**
 * Work between two pause points, in characters read (a row counts as ROW_WORK more): about a
 * millisecond of CPU. A pause gives other requests a turn once a time slice has passed
 * (csv/time-slices.ts), so they wait about that long behind an import, never a whole file.
 */
const SLICE_WORK = 128 * 1024;
const ROW_WORK = 32;
/** Rows read into outcomes between two pauses (a few milliseconds: a bank row's categories take a while). */
const SLICE_ROWS = 250;

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

/** How much reading a file took: rows split and pauses made for other requests. */
export interface ReadWork {
  rowsSplit: number;
  pauses: number;
}

/** Bytes decoded between two pauses. */
const DECODE_SLICE_BYTES = 256 * 1024;

/**
 * The file's text: UTF-8 (its byte order mark dropped), else Windows-1252 as old Excel saves it.
 * Decoded a slice at a time, with `pause` between slices (time-sliced, csv/time-slices.ts).
 */
export async function decodeCsv(
  bytes: Uint8Array,
  pause: () => Promise<void> = timeSlicedPause(),
): Promise<string> {
  const decodeWith = async (decoder: TextDecoder) => {
    const parts: string[] = [];
    for (let at = 0; at < bytes.length; at += DECODE_SLICE_BYTES) {
      if (at > 0) await pause();
      parts.push(decoder.decode(bytes.subarray(at, at + DECODE_SLICE_BYTES), { stream: true }));
    }
    parts.push(decoder.decode());
    return parts.join("");
  };
  try {
    return await decodeWith(new TextDecoder("utf-8", { fatal: true }));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return decodeWith(new TextDecoder("windows-1252"));
  }
}

type RawRow = Pick<CsvRow, "cells" | "line">;

/**
 * The column delimiter papaparse guesses from the first rows (comma, tab, pipe, semicolon…), guessed
 * on the file's start only: papaparse splits all of its input to guess, which a file of millions of
 * rows must not cost.
 */
function guessDelimiter(text: string): string {
  const delimiter = Papa.parse<string[]>(text.slice(0, DELIMITER_SAMPLE_CHARS), { preview: 10 }).meta
    .delimiter;
  return delimiter.length === 1 ? delimiter : ",";
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * The header row: the first that a format recognises (the chosen format's if one was chosen), else
 * the first row naming two or more columns, read as "Other CSV" for the user to map.
 */
function findHeader(rows: RawRow[], formatId?: FormatId): { index: number; format: ImportFormat } | null {
  const searched = rows.slice(0, HEADER_SEARCH_ROWS).map((row) => row.cells.map((cell) => cut(cell).trim()));
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
  subcategory: "Subcategory",
  description: "Description",
  note: "Note",
  paidWith: "Paid with",
  method: "Entry method",
  income: "Income or expense",
  share: "Your column",
  currency: "Currency",
  reference: "UPI reference",
  split: "Split",
};

/**
 * The file read with the detected (or chosen) format and the proposed (or chosen) mapping. Throws
 * ImportFileProblem with a message for the user when the file cannot be read as a table at all,
 * names a column it does not have, or is too big (checked while reading: at most MAX_IMPORT_ROWS rows
 * after the header are ever split). `pause` runs between slices of the work (by default it gives other
 * requests a turn once a time slice has passed, csv/time-slices.ts).
 */
export async function readImportFile(
  text: string,
  choice: { format?: FormatId; mapping?: ColumnMapping } = {},
  options: { pause?: () => Promise<void>; work?: ReadWork } = {},
): Promise<ReadFile> {
  const pause = options.pause ?? timeSlicedPause();
  const work = options.work ?? { rowsSplit: 0, pauses: 0 };
  const body = text.replace(/^\uFEFF/, "");
  const split = csvRows(body, guessDelimiter(body), MAX_IMPORT_COLUMNS);
  let sliceStart = 0;
  /** The next row, after a pause when this slice of the work is used up; null at the end. */
  const nextRow = async (): Promise<RawRow | null> => {
    let row: CsvRow | null = null;
    while (!row) {
      let next: IteratorResult<CsvRow | typeof CSV_PAUSE>;
      try {
        next = split.next();
      } catch (error) {
        if (error instanceof CsvTooWide) {
          throw new ImportFileProblem(
            `Line ${error.line} has more than ${MAX_IMPORT_COLUMNS} columns: is this a CSV file of expenses?`,
          );
        }
        throw error;
      }
      if (next.done) return null;
      if (next.value === CSV_PAUSE) {
        // A long row: the split stops within it too.
        work.pauses++;
        await pause();
      } else row = next.value;
    }
    work.rowsSplit++;
    if (row.end + work.rowsSplit * ROW_WORK - sliceStart >= SLICE_WORK) {
      sliceStart = row.end + work.rowsSplit * ROW_WORK;
      work.pauses++;
      await pause();
    }
    return row;
  };

  const head: RawRow[] = [];
  while (head.length < HEADER_SEARCH_ROWS) {
    const row = await nextRow();
    if (!row) break;
    head.push(row);
  }
  const header = findHeader(head, choice.format);
  if (!header) {
    // Blank so far: the rest decides between an empty file and a header too far down.
    let empty = head.every((row) => blank(row.cells));
    while (empty) {
      const row = await nextRow();
      if (!row) break;
      empty = blank(row.cells);
    }
    if (empty) throw new ImportFileProblem("The file is empty.");
    throw new ImportFileProblem(
      `No header row was found in the first ${HEADER_SEARCH_ROWS} lines: the file needs a row naming its columns, such as Date and Amount.`,
    );
  }
  const { format } = header;
  const headerRow = head[header.index] as RawRow;
  const columns = headerRow.cells.map((cell) => cut(cell).trim());

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

  const dataRows = head.slice(header.index + 1).filter((row) => !blank(row.cells));
  for (let row = await nextRow(); row; row = await nextRow()) {
    if (blank(row.cells)) continue;
    dataRows.push(row);
    if (dataRows.length > MAX_IMPORT_ROWS) {
      throw new ImportFileProblem(
        `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows: import at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} at a time (split it, for example one file per year).`,
      );
    }
  }

  const indexOf = Object.fromEntries(
    Object.entries(mapping).map(([field, column]) => [field, columns.indexOf(column as string)]),
  ) as Partial<Record<MappingField, number>>;
  const cellsOf = (row: RawRow) =>
    Object.fromEntries(
      Object.entries(indexOf).map(([field, index]) => [field, cut(row.cells[index as number] ?? "")]),
    ) as Partial<Record<MappingField, string>>;
  /** Runs `step` on the data rows until it answers true, pausing every SLICE_ROWS rows. */
  const eachRow = async (step: (row: RawRow) => boolean) => {
    for (const [position, row] of dataRows.entries()) {
      if (position > 0 && position % SLICE_ROWS === 0) {
        work.pauses++;
        await pause();
      }
      if (step(row)) return;
    }
  };
  const amountIndex = indexOf.amount;
  const context = { negativeMeansExpense: false };
  if (amountIndex !== undefined) {
    await eachRow((row) => {
      const amount = readSignedAmount(row.cells[amountIndex] ?? "");
      context.negativeMeansExpense = amount.ok && amount.value.negative;
      return context.negativeMeansExpense;
    });
  }
  const rows: ReadFile["rows"] = [];
  await eachRow((row) => {
    rows.push({ line: row.line, outcome: format.read(cellsOf(row), context) });
    return false;
  });
  return { format, headerLine: headerRow.line, columns, mapping, problem: null, rows };
}
