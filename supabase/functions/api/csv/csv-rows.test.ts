import { describe, expect, it } from "vitest";
import { CSV_PAUSE, type CsvRow, CsvTooWide, csvRows } from "./csv-rows.ts";

const rows = (text: string, delimiter = ",", maxCells = 500) =>
  [...csvRows(text, delimiter, maxCells)]
    .filter((row): row is CsvRow => row !== CSV_PAUSE)
    .map(({ cells, line }) => [line, cells]);

describe("csvRows", () => {
  it("splits rows and cells, with the line each row starts on", () => {
    expect(rows("Date,Amount\n2026-09-01,5\r\n2026-09-02,6\r2026-09-03,7")).toEqual([
      [1, ["Date", "Amount"]],
      [2, ["2026-09-01", "5"]],
      [3, ["2026-09-02", "6"]],
      [4, ["2026-09-03", "7"]],
    ]);
  });

  it("reads quoted cells: delimiters, doubled quotes and line breaks inside", () => {
    expect(rows('a,"b, c","say ""hi""","two\r\nlines"\n"x"\n"unfinished\nquote')).toEqual([
      [1, ["a", "b, c", 'say "hi"', "two\r\nlines"]],
      [3, ["x"]],
      [4, ["unfinished\nquote"]],
    ]);
  });

  it("gives a blank line an empty row and counts it", () => {
    expect(rows("a\n\n\r\n\rb\n")).toEqual([
      [1, ["a"]],
      [2, [""]],
      [3, [""]],
      [4, [""]],
      [5, ["b"]],
    ]);
  });

  it("keeps empty cells, text after a closing quote, and another delimiter", () => {
    expect(rows('a,,\n"b" x,c')).toEqual([
      [1, ["a", "", ""]],
      [2, ["b x", "c"]],
    ]);
    expect(rows("a\tb;c\n1\t2;3", "\t")).toEqual([
      [1, ["a", "b;c"]],
      [2, ["1", "2;3"]],
    ]);
  });

  it("stops at the first row wider than the limit, naming its line", () => {
    const split = csvRows(`a,b\n${",".repeat(1_000_000)}\n`, ",", 500);
    expect((split.next().value as CsvRow).cells).toEqual(["a", "b"]);
    expect(() => split.next()).toThrow(new CsvTooWide(2, 500));
  });

  it("reads a million blank lines as a million empty rows, each once", () => {
    let count = 0;
    let lastLine = 0;
    let notOneFurther = 0;
    for (const row of csvRows("\n".repeat(1_000_000), ",", 500)) {
      if (row === CSV_PAUSE) continue;
      count++;
      if (row.end !== count || row.cells.join() !== "") notOneFurther++;
      lastLine = row.line;
    }
    expect([count, lastLine, notOneFurther]).toEqual([1_000_000, 1_000_000, 0]);
  });

  it("stops now and then within a long row, and reads it the same", () => {
    const text = `a,"${'""'.repeat(300_000)}x\r\ny",${"b".repeat(300_000)}\nc`;
    const steps = [...csvRows(text, ",", 500)];
    expect(steps.filter((step) => step === CSV_PAUSE).length).toBeGreaterThanOrEqual(10);
    expect(rows(text)).toEqual([
      [1, ["a", `${'"'.repeat(300_000)}x\r\ny`, "b".repeat(300_000)]],
      [3, ["c"]],
    ]);
  });
});
