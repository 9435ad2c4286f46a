import { rupees as r } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import { rupeesRecord as rs } from "../../../tests/support/rupees.ts";
import { chartSlices } from "./chart-data.ts";

describe("chart slices", () => {
  it("biggest first, zero categories dropped, percent to one decimal", () => {
    const slices = chartSlices(rs({ Transport: 150, "Food & Dining": 250, Rent: 0, "Pet care": 100 }));
    expect(slices.map((s) => [s.id, s.value, s.percent])).toEqual([
      ["Food & Dining", r(250), 50],
      ["Transport", r(150), 30],
      ["Pet care", r(100), 20],
    ]);
    expect(slices[0]?.color).toBe("#F97316");
    expect(slices[2]?.color).toMatch(/^#/);
  });

  it("shares to one decimal in integer arithmetic", () => {
    expect(chartSlices(rs({ A: 2, B: 1 })).map((s) => s.percent)).toEqual([66.7, 33.3]);
    expect(chartSlices(rs({ A: 0.01, B: 0.07 })).map((s) => s.percent)).toEqual([87.5, 12.5]);
  });

  it("empty spending gives no slices", () => {
    expect(chartSlices({})).toEqual([]);
  });
});
