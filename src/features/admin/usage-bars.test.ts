import { afterEach, describe, expect, it } from "vitest";
import { activitiesLabel, usageBars } from "./usage-bars.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the string "undefined"; delete restores "no TZ set".
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("daily usage bars", () => {
  it("30 Indian days ending today, 10 px per activity, min 10 px", () => {
    process.env.TZ = "America/Los_Angeles";
    // 20:00 UTC on 22 Nov is 01:30 IST on 23 Nov (and still 22 Nov in Los Angeles).
    const bars = usageBars({ "2026-11-23": 3, "2026-10-25": 1 }, new Date("2026-11-22T20:00:00Z"));
    expect(bars).toHaveLength(30);
    expect(bars[29]).toEqual({ dateKey: "2026-11-23", count: 3, widthPx: 30, label: "3 activities" });
    expect(bars[0]).toEqual({ dateKey: "2026-10-25", count: 1, widthPx: 10, label: "1 activities" });
    expect(bars[1]).toMatchObject({ count: 0, widthPx: 10, label: "0 activities" });
  });

  it("labels", () => {
    expect(activitiesLabel(12)).toBe("12 activities");
  });
});
