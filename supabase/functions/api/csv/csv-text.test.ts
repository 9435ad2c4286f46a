import { describe, expect, it } from "vitest";
import { csvLines, unneutralised } from "./csv-text.ts";

describe("CSV text", () => {
  it("quotes what needs quoting and ends lines with CRLF", () => {
    expect(csvLines([["a", 'say "hi"', "x,y", null, "two\nlines"]])).toBe(
      'a,"say ""hi""","x,y",,"two\nlines"\r\n',
    );
    expect(csvLines([])).toBe("");
  });

  it.each([
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+91 98765", '"\'+91 98765"'],
    ["-50 discount", '"\'-50 discount"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["=1\n+2", '"\'=1\n+2"'],
    ["Chai ₹20 चाय", "Chai ₹20 चाय"],
  ])("neutralises formula-like cells: %s", (cell, written) => {
    expect(csvLines([[cell]])).toBe(`${written}\r\n`);
  });

  it("takes the apostrophe off again on import, and only that one", () => {
    expect(unneutralised("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unneutralised("'-50 discount")).toBe("-50 discount");
    expect(unneutralised("'tis the season")).toBe("'tis the season");
    expect(unneutralised("plain")).toBe("plain");
  });
});
