// Every language has the same keys (docs/product.md §4.29): a text added in one language only would
// show English (or a raw key) to the other language's readers.
import { describe, expect, it } from "vitest";
import { en } from "./en/texts";
import { hi } from "./hi/texts";
import { keysOf } from "./text-keys";

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

function leaves(texts: object, prefix = ""): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value as object, `${prefix}${key}.`),
  );
}

describe("locale files", () => {
  it("have the same keys in English and Hindi", () => {
    const english = new Set(keysOf(en));
    const hindi = new Set(keysOf(hi));
    expect(
      [...english].filter((key) => !hindi.has(key)),
      "in English only",
    ).toEqual([]);
    expect(
      [...hindi].filter((key) => !english.has(key)),
      "in Hindi only",
    ).toEqual([]);
  });

  it("use the same {{placeholders}} in both languages, and no text is empty", () => {
    const hindi = new Map(leaves(hi));
    for (const [key, text] of leaves(en)) {
      const other = hindi.get(key) ?? "";
      // Empty only where English is empty too, or for an English gloss of a Roman-Hindi quote.
      expect(other.trim().length > 0 || text === "" || /^coach\.quotes\.q\d+m$/.test(key), key).toBe(true);
      // A plural form may leave the count out ("1 दिन" vs "{{count}} days" is fine the other way).
      if (!/_(one|other)$/.test(key)) expect(interpolations(other), key).toEqual(interpolations(text));
    }
  });

  it("has the same keys when one key is missing: the check can fail", () => {
    const english = keysOf({ a: "x", b: { c: "y" } });
    const hindi = keysOf({ a: "x", b: {} });
    expect(english.filter((key) => !hindi.includes(key))).toEqual(["b.c"]);
  });
});
