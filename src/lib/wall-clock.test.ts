import { istDateKey, istYearMonth } from "@shared/ist.ts";
import { afterEach, describe, expect, it } from "vitest";
import { indiaDay } from "./wall-clock.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("indiaDay agrees with the server's IST rules (_shared/ist.ts)", () => {
  it("around every Indian midnight of a year, in UTC and Los Angeles", () => {
    for (const tz of ["UTC", "America/Los_Angeles"]) {
      process.env.TZ = tz;
      for (let day = 0; day < 366; day++) {
        const midnightIst = Date.UTC(2026, 0, 1) - 330 * 60_000 + day * 86_400_000;
        for (const offsetMs of [-1, 0, 60_000, 12 * 3_600_000]) {
          const instant = new Date(midnightIst + offsetMs);
          expect(indiaDay(instant)).toEqual({ dateKey: istDateKey(instant), ...istYearMonth(instant) });
        }
      }
    }
  });

  it("reads an expense's stored timestamp", () => {
    expect(indiaDay(new Date("2026-11-30T18:31:00+00:00"))).toEqual({
      dateKey: "2026-12-01",
      year: 2026,
      month: 12,
    });
  });
});
