// A statement read on the device → the CSV the import reads with its "PDF statement" format
// (@shared/contract/statement-columns.ts), as a File named like the PDF: the preview, the duplicate
// check and the all-or-nothing import are the CSV path's, and only these rows leave the device.
import { STATEMENT_COLUMNS, type StatementRow } from "@shared/contract/statement-columns.ts";
import Papa from "papaparse";
import type { ReadStatement } from "./statement-layouts.ts";

export function statementCsv({ name, rows }: ReadStatement): string {
  const c = STATEMENT_COLUMNS;
  return Papa.unparse(
    {
      fields: [c.date, c.time, c.description, c.debit, c.credit, c.reference, c.source],
      data: rows.map((row: StatementRow) => [
        row.date,
        row.time ?? "",
        row.description,
        row.debit ?? "",
        row.credit ?? "",
        row.reference ?? "",
        name,
      ]),
    },
    // Formula-looking cells ("=…", "+…") are written with a leading quote mark; the import removes it.
    { escapeFormulae: /^[=+\-@\t\r]/ },
  );
}

/** The CSV as the file the import uploads, under the PDF's own name (the preview shows it). */
export const statementFile = (statement: ReadStatement, pdfName: string): File =>
  new File([statementCsv(statement)], pdfName, { type: "text/csv" });
