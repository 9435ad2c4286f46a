// A PDF page's text as pdf.js gives it (pieces of text, each with its position) → the lines a reader
// sees, each a row of cells left to right. Pieces on one baseline (within a point or two) form a line;
// pieces closer than a wide space form one cell ("Paid to" + "Swiggy"), wider gaps start a new cell
// (the next column). Pure: no pdf.js here (statement-pdf.ts reads the file).

/** A piece of text on a page, at the PDF's coordinates (points, y upwards from the page's bottom). */
export interface TextItem {
  page: number;
  x: number;
  /** The baseline's height on the page. */
  y: number;
  width: number;
  text: string;
}

export interface Cell {
  x: number;
  /** Where the cell ends on the right (x + width). */
  right: number;
  text: string;
}

export interface TextLine {
  page: number;
  y: number;
  cells: Cell[];
}

/** Baselines this close (points) are one line: pdf.js may report a piece a fraction higher. */
const SAME_LINE = 2;
/**
 * A gap wider than this (points) between two pieces is a column break, narrower is a space: a space
 * is about a quarter of the font size, and statements set their tables in 7–10 pt type.
 */
const CELL_GAP = 3;

/** The lines of all pages, top to bottom and page by page, each line's cells left to right. */
export function linesOf(items: readonly TextItem[]): TextLine[] {
  const pieces = items
    .filter((item) => item.text.trim() !== "")
    .toSorted((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
  const lines: { page: number; y: number; pieces: TextItem[] }[] = [];
  for (const piece of pieces) {
    const last = lines.at(-1);
    if (last && last.page === piece.page && Math.abs(last.y - piece.y) <= SAME_LINE) last.pieces.push(piece);
    else lines.push({ page: piece.page, y: piece.y, pieces: [piece] });
  }
  return lines.map(({ page, y, pieces: onLine }) => ({ page, y, cells: cellsOf(onLine) }));
}

function cellsOf(pieces: readonly TextItem[]): Cell[] {
  const cells: Cell[] = [];
  for (const piece of pieces.toSorted((a, b) => a.x - b.x)) {
    const text = piece.text.replace(/\s+/g, " ").trim();
    const last = cells.at(-1);
    if (last && piece.x - last.right <= CELL_GAP) {
      // pdf.js gives words of one run as separate pieces, with or without the space between them.
      const joiner = piece.x - last.right > 0.5 || /\s$/.test(piece.text) ? " " : "";
      last.text = `${last.text}${joiner}${text}`.replace(/\s+/g, " ");
      last.right = Math.max(last.right, piece.x + piece.width);
    } else {
      cells.push({ x: piece.x, right: piece.x + piece.width, text });
    }
  }
  return cells;
}

/** A line's text as one string, cells separated by a space. */
export const lineText = (line: TextLine): string => line.cells.map((cell) => cell.text).join(" ");
