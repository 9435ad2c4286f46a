import { afterEach, describe, expect, it } from "vitest";
import { dayHeading, daySpan, groupByIstDay, splitUpcoming } from "./day-groups.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("history days", () => {
  // 23:59 IST on 30 Nov and 00:01 IST on 1 Dec are both 30 Nov in UTC.
  const rows = [
    { id: "c", date: "2026-11-30T18:31:00Z" },
    { id: "b", date: "2026-11-30T18:29:00Z" },
    { id: "a", date: "2026-11-30T09:00:00Z" },
    { id: "z", date: "2025-12-31T10:00:00Z" },
  ];

  it.each(["UTC", "America/Los_Angeles", "Asia/Kolkata"])("groups by Indian day (device zone %s)", (zone) => {
    process.env.TZ = zone;
    expect(groupByIstDay(rows).map((g) => [g.date, g.rows.map((r) => r.id)])).toEqual([
      ["2026-12-01", ["c"]],
      ["2026-11-30", ["b", "a"]],
      ["2025-12-31", ["z"]],
    ]);
    expect(daySpan(rows)).toEqual({ first: "2025-12-31", last: "2026-12-01" });
    expect(daySpan([])).toBeNull();
  });

  it("heads days as today, yesterday, a date, or a date with its year", () => {
    const now = new Date("2026-12-01T06:00:00Z");
    expect(dayHeading("2026-12-01", now)).toBe("Today");
    expect(dayHeading("2026-11-30", now)).toBe("Yesterday");
    expect(dayHeading("2026-11-22", now)).toBe("Sun, 22 Nov");
    expect(dayHeading("2025-12-31", now)).toBe("Wed, 31 Dec, 2025");
  });
});

describe("upcoming days", () => {
  it("puts the days after the Indian today apart, today and before stay in the list", () => {
    const groups = groupByIstDay([
      { date: "2027-01-05T10:00:00+05:30" },
      { date: "2026-11-27T00:10:00+05:30" },
      { date: "2026-11-26T23:50:00+05:30" },
      { date: "2026-11-20T10:00:00+05:30" },
    ]);
    // 20:00 UTC on the 26th is 01:30 on the 27th in India: the 27th is today there.
    const split = splitUpcoming(groups, new Date("2026-11-26T20:00:00Z"));
    expect(split.upcoming.map((group) => group.date)).toEqual(["2027-01-05"]);
    expect(split.past.map((group) => group.date)).toEqual(["2026-11-27", "2026-11-26", "2026-11-20"]);
  });
});
