import { indianClock } from "@shared/calendar/indian-day.ts";
import { afterEach, describe, expect, it } from "vitest";
import { dayTitle, monthGrid, monthTitle, shiftMonth } from "./calendar-month.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the string "undefined"; delete restores "no TZ set".
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

// Node re-reads TZ when it is assigned, so one run covers the device in each zone.
const DEVICE_ZONES = ["UTC", "America/Los_Angeles", "Asia/Kolkata"];

describe("calendar month grid", () => {
  it("November 2026 starts on a Sunday and fills 5 weeks", () => {
    const grid = monthGrid({ year: 2026, month: 11 });
    expect(grid).toHaveLength(5);
    expect(grid[0]?.[0]).toEqual({ dateKey: "2026-11-01", day: 1 });
    expect(grid[4]?.[1]).toEqual({ dateKey: "2026-11-30", day: 30 });
    expect(grid[4]?.[2]).toBeNull();
  });

  it("February 2028 (leap year, starts Tuesday) pads two leading days", () => {
    const grid = monthGrid({ year: 2028, month: 2 });
    expect(grid[0]?.slice(0, 3)).toEqual([null, null, { dateKey: "2028-02-01", day: 1 }]);
    expect(grid.flat().filter(Boolean)).toHaveLength(29);
  });

  it("steps across years", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  for (const zone of DEVICE_ZONES) {
    it(`titles do not drift with the device in ${zone}`, () => {
      process.env.TZ = zone;
      expect(monthTitle({ year: 2026, month: 11 })).toBe("November 2026");
      expect(dayTitle("2026-11-01")).toBe("Sun, 1 Nov");
    });
  }
});

describe("today in India whatever the device zone", () => {
  for (const zone of DEVICE_ZONES) {
    it(`device in ${zone}`, () => {
      process.env.TZ = zone;
      // 18:29 UTC on 30 Nov is 23:59 IST the same day; 18:31 UTC is 00:01 IST on 1 Dec.
      expect(indianClock(new Date("2026-11-30T18:29:00Z"))).toMatchObject({
        date: "2026-11-30",
        year: 2026,
        month: 11,
      });
      expect(indianClock(new Date("2026-11-30T18:31:00Z"))).toMatchObject({
        date: "2026-12-01",
        year: 2026,
        month: 12,
      });
    });
  }
});
