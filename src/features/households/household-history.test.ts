import { describe, expect, it } from "vitest";
import { recentMonths } from "./household-history.ts";

describe("the household's history month filter", () => {
  it("offers this month and the eleven before it, across a new year, keeping an older one chosen", () => {
    const months = recentMonths("2026-02-28");
    expect(months.slice(0, 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toBe("2025-03");
    expect(recentMonths("2026-02-28", "2024-06").at(-1)).toBe("2024-06");
  });
});
