import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent } from "./numbers.ts";

describe("formatNumber / formatPercent", () => {
  it("writes counts and percentages in Latin digits by default", () => {
    expect(formatNumber(12)).toBe("12");
    expect(formatNumber(2026)).toBe("2026");
    expect(formatNumber(125000)).toBe("1,25,000");
    expect(formatPercent(45.4)).toBe("45%");
    expect(formatPercent(112)).toBe("112%");
  });

  it("writes them in Devanagari digits when chosen", () => {
    const deva = { locale: "hi-IN", digits: "deva" } as const;
    expect(formatNumber(12, deva)).toBe("१२");
    expect(formatNumber(3.5, deva)).toBe("३.५");
    expect(formatPercent(45, deva)).toBe("४५%");
    expect(formatNumber(7, { locale: "hi-IN" })).toBe("7");
  });
});
