// No component renders a literal user-facing string: texts live in src/locales (CONTRIBUTING.md
// "A user-facing text", docs/product.md §4.29).
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { isUserFacing, type Literal, uiLiterals } from "./ui-literals";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Components not converted yet (shrinking: remove a file once its texts are in the locale files;
 * the test fails when a listed file no longer has literals, so the list cannot go stale).
 */
const NOT_YET_CONVERTED = new Set<string>([
  "src/features/legal/LegalLayout.tsx",
  "src/features/legal/PrivacyPage.tsx",
  "src/features/legal/TermsPage.tsx",
]);

describe("user-facing texts", () => {
  // Parsing every component is the slow part: once for both checks (a minute allowed on a busy machine).
  let literals: Literal[] = [];
  beforeAll(() => {
    literals = uiLiterals(root);
  }, 60_000);

  it("come from the locale files, not literals in components", () => {
    const found = literals.filter((literal) => !NOT_YET_CONVERTED.has(literal.file));
    expect(found.map((literal) => `${literal.file}:${literal.line}: ${literal.text}`)).toEqual([]);
  });

  it("lists only files that still have literals as not yet converted", () => {
    const files = new Set(literals.map((literal) => literal.file));
    expect([...NOT_YET_CONVERTED].filter((file) => !files.has(file))).toEqual([]);
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
