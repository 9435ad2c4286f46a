// Splitting CSV text into rows in one pass: every character is looked at once, so the work grows with
// the file's size whatever it holds (a run of blank lines, millions of tiny rows, one endless row).
// Rows come one at a time, each with the line it starts on, so the caller can stop early and let
// other requests run between rows. RFC 4180 quoting; lines end with \n, \r\n or \r.

export interface CsvRow {
  cells: string[];
  /** 1-based line the row starts on (a quoted cell may span lines). */
  line: number;
  /** Offset in the text just after the row: how much of the text has been read. */
  end: number;
}

/** A row with more cells than the reader takes. */
export class CsvTooWide extends Error {
  constructor(
    readonly line: number,
    readonly maxCells: number,
  ) {
    super(`line ${line} has more than ${maxCells} cells`);
    this.name = "CsvTooWide";
  }
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/** Line ends in text[from, to): \r\n counts once, a lone \r or \n once each. */
function lineEndsIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === LF) count++;
    else if (c === CR && text.charCodeAt(i + 1) !== LF) count++;
  }
  return count;
}

/** The rows of `text` split on a one-character `delimiter`; throws CsvTooWide past `maxCells`. */
export function* csvRows(text: string, delimiter: string, maxCells: number): Generator<CsvRow> {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  /** Where the unquoted text from `from` stops: the delimiter, a line end or the end of the text. */
  const stopAfter = (from: number) => {
    let i = from;
    for (; i < length; i++) {
      const c = text.charCodeAt(i);
      if (c === separator || c === LF || c === CR) break;
    }
    return i;
  };
  let at = 0;
  let line = 1;
  while (at < length) {
    const cells: string[] = [];
    const startLine = line;
    for (;;) {
      let cell: string;
      if (text.charCodeAt(at) === QUOTE) {
        // A quoted cell: doubled quotes are one quote; it ends at a quote not followed by another.
        cell = "";
        let from = at + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          const until = close < 0 ? length : close;
          line += lineEndsIn(text, from, until);
          cell += text.slice(from, until);
          if (close < 0) {
            at = length;
            break;
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            cell += '"';
            from = close + 2;
            continue;
          }
          at = close + 1;
          break;
        }
        // Anything between the closing quote and the delimiter stays, as spreadsheets keep it.
        const stop = stopAfter(at);
        cell += text.slice(at, stop);
        at = stop;
      } else {
        const stop = stopAfter(at);
        cell = text.slice(at, stop);
        at = stop;
      }
      cells.push(cell);
      if (cells.length > maxCells) throw new CsvTooWide(startLine, maxCells);
      const c = text.charCodeAt(at);
      if (c === separator) {
        at++;
        continue;
      }
      if (c === CR) {
        at += text.charCodeAt(at + 1) === LF ? 2 : 1;
        line++;
      } else if (c === LF) {
        at++;
        line++;
      }
      break;
    }
    yield { cells, line: startLine, end: at };
  }
}
