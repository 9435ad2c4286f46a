import { describe, expect, it } from "vitest";
import { firstGraphemes } from "./graphemes.ts";

const VIRAMA_OR_SIGN_LAST = /[\u093C\u093E-\u094D]$/;

describe("firstGraphemes", () => {
  it("keeps English month abbreviations as they were", () => {
    expect(firstGraphemes("November 2026", 3)).toBe("Nov");
    expect(firstGraphemes("Nov", 5)).toBe("Nov");
  });

  it("never cuts a Hindi letter from its vowel sign or a conjunct after its virama", () => {
    for (const month of ["अक्तूबर 2026", "सितंबर 2026", "फ़रवरी 2026", "अगस्त 2026", "जुलाई 2026"]) {
      const short = firstGraphemes(month, 3, "hi-IN");
      expect(month.startsWith(short)).toBe(true);
      expect(short).not.toMatch(VIRAMA_OR_SIGN_LAST);
      // The next character is never a mark that belonged to the last kept letter.
      expect(month.slice(short.length)).not.toMatch(/^[\u0900-\u0903\u093C\u093E-\u094D]/);
    }
    expect(firstGraphemes("अक्तूबर", 2, "hi-IN")).not.toBe("अक");
  });

  it("keeps an emoji whole", () => {
    expect(firstGraphemes("👍🏽ok", 1)).toBe("👍🏽");
  });
});
