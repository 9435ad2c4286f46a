// No code under src/ (components and plain modules) writes a literal user-facing string: texts live
// in src/locales (CONTRIBUTING.md "A user-facing text", docs/product.md §4.29).
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

  it("finds texts in plain .ts modules too: returned sentences and toast texts, not codes", () => {
    const dir = mkdtempSync(join(tmpdir(), "ui-literals-"));
    try {
      mkdirSync(join(dir, "src", "locales"), { recursive: true });
      writeFileSync(
        join(dir, "src", "warning.ts"),
        [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module to scan
          "export const warning = (day: string) => `${day} is after today. Check the date.`;",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a module to scan
          'export const toast = (n: number) => ({ title: `${n}-Day Streak!`, type: "success" });',
          'export function state(ok: boolean) { return ok ? "done" : "retry"; }',
          'export const failed = () => "Amount is required";',
          "",
        ].join("\n"),
      );
      // The locale files are where texts belong: never scanned.
      writeFileSync(join(dir, "src", "locales", "en.ts"), 'export const en = { title: "Saved" };\n');
      expect(uiLiterals(dir).map((literal) => `${literal.file}:${literal.line}: ${literal.text}`)).toEqual([
        "src/warning.ts:1: is after today. Check the date.",
        "src/warning.ts:2: -Day Streak!",
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
