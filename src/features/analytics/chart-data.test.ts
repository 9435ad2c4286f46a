import { describe, expect, it } from "vitest";
import { chartSlices } from "./chart-data.ts";

describe("chart slices", () => {
  it("biggest first, zero categories dropped, percent to one decimal", () => {
    const slices = chartSlices({ Transport: 150, "Food & Dining": 250, Rent: 0, "Pet care": 100 });
    expect(slices.map((s) => [s.id, s.value, s.percent])).toEqual([
      ["Food & Dining", 250, 50],
      ["Transport", 150, 30],
      ["Pet care", 100, 20],
    ]);
    expect(slices[0]?.color).toBe("#F97316");
    expect(slices[2]?.color).toMatch(/^#/);
  });

  it("empty spending gives no slices", () => {
    expect(chartSlices({})).toEqual([]);
  });
});
