// CSV text the way spreadsheets want it, written by papaparse: RFC 4180 quoting, CRLF line ends,
// and cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) neutralised with a
// leading apostrophe (CSV injection; OWASP). Exported files start with a UTF-8 byte order mark, so
// Excel reads ₹ and Hindi as UTF-8 rather than the PC's code page.
import Papa from "papaparse";

export const BYTE_ORDER_MARK = "\uFEFF";

// papaparse's own `escapeFormulae: true` pattern ends in `.*$`, which misses a multi-line value.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Rows (arrays of cells) as CSV lines, each ending in CRLF. */
export function csvLines(rows: readonly (readonly (string | null)[])[]): string {
  if (rows.length === 0) return "";
  return `${Papa.unparse(rows as (string | null)[][], { escapeFormulae: FORMULA_START, newline: "\r\n" })}\r\n`;
}

/** A cell as the user wrote it: the apostrophe an export put before a formula-like value comes off. */
export const unneutralised = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
