import { afterEach, describe, expect, it } from "vitest";
import { dayKeyAt, dayNumber, daysBetween, hourAt, isDayKey } from "./indian-day";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("Indian calendar days", () => {
  // 23:59 IST on 1 March 2026 is 18:29 UTC; 00:01 IST on 2 March is 18:31 UTC on 1 March.
  const lateEvening = new Date("2026-03-01T23:59:00+05:30");
  const justAfterMidnight = new Date("2026-03-02T00:01:00+05:30");

  for (const deviceZone of ["UTC", "America/Los_Angeles", "Asia/Kolkata", "Pacific/Kiritimati"]) {
    it(`reads the Indian day and hour the same with the device in ${deviceZone}`, () => {
      process.env.TZ = deviceZone;
      expect(dayKeyAt(lateEvening)).toBe("2026-03-01");
      expect(dayKeyAt(justAfterMidnight)).toBe("2026-03-02");
      expect(daysBetween(dayKeyAt(lateEvening), dayKeyAt(justAfterMidnight))).toBe(1);
      expect(hourAt(lateEvening)).toBe(23);
      expect(hourAt(justAfterMidnight)).toBe(0);
    });
  }

  it("is unaffected by the US daylight-saving change on 1 November 2026", () => {
    process.env.TZ = "America/Los_Angeles";
    expect(dayKeyAt(new Date("2026-11-01T23:59:00+05:30"))).toBe("2026-11-01");
    expect(dayKeyAt(new Date("2026-11-02T00:01:00+05:30"))).toBe("2026-11-02");
    expect(dayKeyAt(new Date("2026-11-01T09:30:00Z"), "America/Los_Angeles")).toBe("2026-11-01");
    expect(hourAt(new Date("2026-11-01T09:30:00Z"), "America/Los_Angeles")).toBe(1);
  });

  it("honours an injected zone", () => {
    expect(dayKeyAt(justAfterMidnight, "UTC")).toBe("2026-03-01");
    expect(hourAt(justAfterMidnight, "UTC")).toBe(18);
  });

  it("numbers days so that month and year ends are consecutive", () => {
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2028-02-28", "2028-02-29")).toBe(1);
    expect(daysBetween("2025-12-31", "2026-01-01")).toBe(1);
    expect(dayNumber("1970-01-02")).toBe(1);
  });

  it("rejects malformed day keys", () => {
    expect(() => dayNumber("2026-3-1")).toThrow(/yyyy-mm-dd/);
    expect(isDayKey("2026-03-01")).toBe(true);
    expect(isDayKey("yesterday")).toBe(false);
    expect(isDayKey(20260301)).toBe(false);
  });
});
