import { describe, expect, it } from "vitest";
import {
  formatDayKey,
  formatIstDate,
  formatIstDateTime,
  formatIstShortDate,
  formatIstTime,
  formatMonthKey,
} from "./ist-format";

// 20:00 UTC is 01:30 the next morning in India: every format must show the Indian day.
const lateEveningUtc = "2026-11-22T20:00:00Z";
const now = new Date("2026-11-23T10:00:00+05:30");

describe("IST formatting", () => {
  it("shows the Indian calendar day whatever the device's zone", () => {
    expect(formatIstDate(lateEveningUtc)).toBe("23 Nov 2026");
    expect(formatIstShortDate(new Date(lateEveningUtc))).toBe("Mon, 23 Nov");
    expect(formatIstDateTime(lateEveningUtc, now)).toMatch(/^23 Nov, 1:30\s?am$/);
    expect(formatIstTime(lateEveningUtc)).toMatch(/^1:30\s?am$/);
  });

  it("adds the year to a date and time outside the current Indian year", () => {
    expect(formatIstDateTime("2027-01-05T09:05:00+05:30", now)).toMatch(/^5 Jan 2027, 9:05\s?am$/);
    expect(formatIstDateTime("2025-12-31T23:30:00+05:30", now)).toMatch(/^31 Dec 2025, 11:30\s?pm$/);
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in India.
    expect(formatIstDateTime("2026-12-31T20:00:00Z", now)).toMatch(/^1 Jan 2027, 1:30\s?am$/);
  });
});

describe("day and month keys", () => {
  it("names the day and month of a key without any time zone shifting it", () => {
    expect(formatDayKey("2026-11-22")).toBe("Sun, 22 Nov");
    expect(formatDayKey("2025-12-31", { year: true })).toBe("Wed, 31 Dec, 2025");
    expect(formatMonthKey("2026-11")).toBe("November 2026");
    expect(formatMonthKey("2027-01")).toBe("January 2027");
  });
});
