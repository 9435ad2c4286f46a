import { indianDay } from "@shared/calendar/indian-day.ts";
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../i18n/i18n";
import { dailyQuotes, quoteForDay } from "./daily-wisdom";

const DAILY_QUOTES = dailyQuotes();

describe("daily wisdom", () => {
  it("has 16 distinct quotes, some in Hindi with a meaning", () => {
    expect(DAILY_QUOTES).toHaveLength(16);
    expect(new Set(DAILY_QUOTES.map((q) => q.text)).size).toBe(16);
    expect(DAILY_QUOTES.filter((q) => q.meaning !== "").length).toBeGreaterThanOrEqual(4);
  });

  it("glosses only the Roman-Hindi lines: an English line has no meaning, never its text key", () => {
    const glossed = DAILY_QUOTES.filter((q) => q.meaning !== "");
    expect(glossed.map((q) => q.text)).toContain("Pehle bachat, phir kharcha.");
    expect(DAILY_QUOTES.find((q) => q.text.startsWith("Your streak is your habit"))?.meaning).toBe("");
    for (const quote of DAILY_QUOTES) expect(quote.meaning).not.toMatch(/quotes\./);
  });

  describe("in Hindi", () => {
    afterAll(() => setLanguage("en", { remember: false }));

    it("shows the Hindi sayings without an English gloss", async () => {
      await setLanguage("hi", { remember: false });
      const quotes = dailyQuotes();
      expect(quotes[2]?.text).toBe("पहले बचत, फिर खर्च।");
      expect(quotes.map((q) => q.meaning)).toEqual(Array(16).fill(""));
    });
  });

  it("is the same all Indian day and changes at Indian midnight", () => {
    const morning = quoteForDay(indianDay(new Date("2026-05-10T00:01:00+05:30")));
    const night = quoteForDay(indianDay(new Date("2026-05-10T23:59:00+05:30")));
    const next = quoteForDay(indianDay(new Date("2026-05-11T00:01:00+05:30")));
    expect(night).toEqual(morning);
    expect(next).not.toEqual(morning);
  });

  it("cycles through all 16 quotes over 16 days", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      seen.add(quoteForDay(new Date(Date.UTC(2026, 4, 1) + i * 86_400_000).toISOString().slice(0, 10)).text);
    }
    expect(seen.size).toBe(16);
  });
});
