// Splitting CSV text into rows in one pass: every character is looked at once, so the work grows with
// the file's size whatever it holds (a run of blank lines, millions of tiny rows, one endless row).
// Rows come one at a time, each with the line it starts on, so the caller can stop early and let
// other requests run between rows; within a long row (one endless quoted cell, a wall of doubled
// quotes) the split stops at CSV_PAUSE every so often, so that no row holds the caller for long
// either. RFC 4180 quoting; lines end with \n, \r\n or \r.

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

/** Yielded between two stretches of work within one row: the caller may let other work run. */
export const CSV_PAUSE = Symbol("csv pause");

/** Characters of one row read between two CSV_PAUSEs. */
const PAUSE_CHARS = 64 * 1024;

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
export function* csvRows(
  text: string,
  delimiter: string,
  maxCells: number,
): Generator<CsvRow | typeof CSV_PAUSE> {
  const separator = delimiter.charCodeAt(0);
  const length = text.length;
  /** Where the unquoted text from `from` stops: the delimiter, a line end, the end of the text or `limit`. */
  const stopAfter = (from: number, limit: number) => {
    let i = from;
    for (; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c === separator || c === LF || c === CR) break;
    }
    return i;
  };
  let at = 0;
  let line = 1;
  /** Where the text read since the last pause starts. */
  let pausedAt = 0;
  /** The cell being read, in pieces joined once (adding to a string a million times is slow). */
  let pieces: string[] = [];
  /** True when PAUSE_CHARS have been read since the last pause: time to yield CSV_PAUSE. */
  const due = (position: number) => position - pausedAt >= PAUSE_CHARS;
  const paused = (position: number) => {
    pausedAt = position;
    // Joined now and then, so that no single join is long.
    pieces = [pieces.join("")];
  };
  /** Unquoted text from `at` to the next delimiter or line end, read PAUSE_CHARS at a time. */
  function* unquoted(): Generator<typeof CSV_PAUSE> {
    for (;;) {
      const limit = Math.min(length, pausedAt + PAUSE_CHARS);
      const stop = stopAfter(at, limit);
      pieces.push(text.slice(at, stop));
      at = stop;
      if (stop < limit || stop === length) return;
      paused(at);
      yield CSV_PAUSE;
    }
  }
  while (at < length) {
    pausedAt = at;
    const cells: string[] = [];
    const startLine = line;
    for (;;) {
      pieces = [];
      if (text.charCodeAt(at) === QUOTE) {
        // A quoted cell: doubled quotes are one quote; it ends at a quote not followed by another.
        let from = at + 1;
        /** The next quote at or after `from` (-1: none), found once however many pauses it takes. */
        let close: number | null = null;
        for (;;) {
          if (due(from)) {
            paused(from);
            yield CSV_PAUSE;
          }
          if (close === null || (close >= 0 && close < from)) close = text.indexOf('"', from);
          const end = close < 0 ? length : close;
          const until = Math.min(end, from + PAUSE_CHARS);
          line += lineEndsIn(text, from, until);
          pieces.push(text.slice(from, until));
          if (until < end) {
            from = until;
            continue;
          }
          if (close < 0) {
            at = length;
            break;
          }
          if (text.charCodeAt(close + 1) === QUOTE) {
            pieces.push('"');
            from = close + 2;
            continue;
          }
          at = close + 1;
          break;
        }
        // Anything between the closing quote and the delimiter stays, as spreadsheets keep it.
        yield* unquoted();
      } else {
        yield* unquoted();
      }
      cells.push(pieces.length === 1 ? (pieces[0] as string) : pieces.join(""));
      if (cells.length > maxCells) throw new CsvTooWide(startLine, maxCells);
      if (due(at)) {
        paused(at);
        yield CSV_PAUSE;
      }
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
