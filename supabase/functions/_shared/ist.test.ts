import { describe, expect, it } from "vitest";
import { isDateKey, istDateKey, istDayBounds, istLastDays, istMonthBounds, istYearMonth } from "./ist.ts";

describe("IST helpers", () => {
  it("puts an instant on its Indian calendar day", () => {
    expect(istDateKey(new Date("2026-11-21T18:29:59Z"))).toBe("2026-11-21");
    expect(istDateKey(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
  });

  it("bounds an Indian day at +05:30 midnights", () => {
    const { start, end } = istDayBounds("2026-11-22");
    expect(start.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("bounds an Indian month, including December into January", () => {
    const { start, end } = istMonthBounds(2026, 12);
    expect(start.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-12-31T18:30:00.000Z");
  });

  it("gives the Indian year and month of an instant", () => {
    expect(istYearMonth(new Date("2026-12-31T19:00:00Z"))).toEqual({ year: 2027, month: 1 });
  });

  it("accepts only real yyyy-mm-dd dates", () => {
    expect(isDateKey("2026-02-28")).toBe(true);
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(isDateKey("2026-2-3")).toBe(false);
    expect(isDateKey("yesterday")).toBe(false);
  });

  it("lists the last N Indian days oldest first", () => {
    expect(istLastDays(new Date("2026-03-01T20:00:00Z"), 3)).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});
