// No component renders a literal user-facing string: texts live in src/locales (CONTRIBUTING.md
// "A user-facing text", docs/product.md §4.29).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { isUserFacing, type Literal, uiLiterals } from "./ui-literals";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("user-facing texts", () => {
  // Parsing every component is the slow part: once for both checks (a minute allowed on a busy machine).
  let literals: Literal[] = [];
  beforeAll(() => {
    literals = uiLiterals(root);
  }, 60_000);

  it("come from the locale files, not literals in components", () => {
    expect(literals.map((literal) => `${literal.file}:${literal.line}: ${literal.text}`)).toEqual([]);
  });

  it("finds literals where they are written: the check can fail", () => {
    const dir = mkdtempSync(join(tmpdir(), "ui-literals-"));
    try {
      mkdirSync(join(dir, "src"));
      writeFileSync(
        join(dir, "src", "Page.tsx"),
        'export const Page = () => (\n  <p title="Terms">\n    Read these {"terms"} · {t("x")} Paisa Coach\n  </p>\n);\n',
      );
      expect(uiLiterals(dir).map((literal) => `${literal.file}:${literal.line}: ${literal.text}`)).toEqual([
        "src/Page.tsx:2: Terms",
        "src/Page.tsx:3: Read these",
        "src/Page.tsx:3: terms",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("tells texts from punctuation, symbols, keys and the brand", () => {
    expect(isUserFacing("Save")).toBe(true);
    expect(isUserFacing("खर्च जोड़ें")).toBe(true);
    expect(isUserFacing(" · ")).toBe(false);
    expect(isUserFacing("₹")).toBe(false);
    expect(isUserFacing("Paisa Coach")).toBe(false);
    expect(isUserFacing("nav.home")).toBe(false);
  });
});
