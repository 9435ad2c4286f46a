import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  dayNumber,
  daysBetween,
  INDIA_TIME_ZONE,
  indianClock,
  indianDay,
  indianDayBounds,
  indianDayStart,
  indianIso,
  indianMonthBounds,
  isDayKey,
  lastIndianDays,
  monthEnd,
  monthLength,
} from "./indian-day.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the string "undefined"; delete restores "no TZ set".
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// What Intl says with the zone database, the reference the fixed offset must agree with.
const intl = new Intl.DateTimeFormat("en-US", {
  timeZone: INDIA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  weekday: "short",
  hourCycle: "h23",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
function intlClock(instant: Date) {
  const parts = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

describe("the Indian day of an instant", () => {
  // Some 30,000 Intl look-ups: a busy CI machine needs more than the default 5 s for them.
  it("agrees with Intl's Asia/Kolkata for every 53 minutes of a leap year, whatever the device's zone", () => {
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      for (let ms = Date.UTC(2027, 11, 31); ms < Date.UTC(2029, 0, 1); ms += 53 * 60_000) {
        const instant = new Date(ms);
        const { date, time, weekday } = indianClock(instant);
        expect({ date, time, weekday }).toEqual(intlClock(instant));
        expect(indianDay(instant)).toBe(date);
      }
    }
  }, 60_000);

  it("turns over at every Indian midnight of a year, and nowhere else", () => {
    for (let day = 0; day < 366; day++) {
      const key = addDays("2028-01-01", day);
      const midnight = indianDayStart(key).getTime();
      expect(midnight).toBe(Date.UTC(2028, 0, 1) + day * DAY - 5.5 * HOUR);
      expect(indianDay(midnight - 1)).toBe(addDays(key, -1));
      expect(indianDay(midnight)).toBe(key);
      expect(indianDay(midnight + DAY - 1)).toBe(key);
      expect(indianClock(midnight)).toMatchObject({ hour: 0, minute: 0, time: "00:00" });
      expect(indianClock(midnight - 1)).toMatchObject({ hour: 23, minute: 59 });
    }
  });

  it("reads Date, ISO strings and epoch milliseconds alike", () => {
    expect(indianDay("2026-11-21T18:29:59Z")).toBe("2026-11-21");
    expect(indianDay(new Date("2026-11-21T18:30:00Z"))).toBe("2026-11-22");
    expect(indianDay(Date.parse("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
    expect(indianClock("2026-12-31T19:00:00Z")).toEqual({
      date: "2027-01-01",
      time: "00:30",
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      weekday: 5,
    });
    expect(() => indianDay("yesterday")).toThrow(RangeError);
  });
});

describe("day keys", () => {
  it("count month ends, year ends and leap days as consecutive", () => {
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-02-29")).toBe(1);
    expect(daysBetween("2028-02-29", "2028-03-01")).toBe(1);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysBetween("2026-03-01", "2026-02-28")).toBe(-1);
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2100-03-01", -1)).toBe("2100-02-28");
    expect(addDays("2000-03-01", -1)).toBe("2000-02-29");
  });

  it("know each month's length", () => {
    expect([1, 2, 3, 4, 12].map((m) => monthLength(2026, m))).toEqual([31, 28, 31, 30, 31]);
    expect(monthLength(2028, 2)).toBe(29);
    expect(monthLength(2100, 2)).toBe(28);
    expect(monthLength(2000, 2)).toBe(29);
    expect(monthEnd("2027-02-10")).toBe("2027-02-28");
    expect(monthEnd("2028-02-01")).toBe("2028-02-29");
    expect(monthEnd("2026-12-31")).toBe("2026-12-31");
  });

  it("are only real days written yyyy-mm-dd", () => {
    expect(isDayKey("2026-02-28")).toBe(true);
    expect(isDayKey("2028-02-29")).toBe(true);
    expect(isDayKey("2026-02-29")).toBe(false);
    expect(isDayKey("2026-02-30")).toBe(false);
    expect(isDayKey("2026-13-01")).toBe(false);
    expect(isDayKey("2026-2-3")).toBe(false);
    expect(isDayKey("yesterday")).toBe(false);
    expect(isDayKey(20260301)).toBe(false);
    expect(() => dayNumber("2026-3-1")).toThrow(/yyyy-mm-dd/);
  });
});

describe("Indian days and months as instants", () => {
  it("bound a day at +05:30 midnights", () => {
    const { start, end } = indianDayBounds("2026-11-22");
    expect(start.toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("bound a month, December into January and February of a leap year", () => {
    const december = indianMonthBounds(2026, 12);
    expect(december.start.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(december.end.toISOString()).toBe("2026-12-31T18:30:00.000Z");
    const february = indianMonthBounds(2028, 2);
    expect(february.end.getTime() - february.start.getTime()).toBe(29 * DAY);
  });

  it("list the last N days oldest first", () => {
    expect(lastIndianDays(new Date("2026-03-01T20:00:00Z"), 3)).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("write a day and time as an ISO instant the clock reads back", () => {
    expect(indianIso("2026-11-23", "00:05")).toBe("2026-11-23T00:05:00+05:30");
    expect(indianIso("2026-11-23")).toBe("2026-11-23T00:00:00+05:30");
    expect(indianIso("2026-11-23", "09:05:30")).toBe("2026-11-23T09:05:30+05:30");
    expect(indianClock(indianIso("2026-11-23", "00:05"))).toMatchObject({
      date: "2026-11-23",
      time: "00:05",
    });
    expect(() => indianIso("2026-11-23", "9:5")).toThrow(/hh:mm/);
  });
});
