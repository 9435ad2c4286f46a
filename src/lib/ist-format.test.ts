import { describe, expect, it } from "vitest";
import { formatIstDate, formatIstDateTime, formatIstShortDate, formatIstTime } from "./ist-format";

// 20:00 UTC is 01:30 the next morning in India: every format must show the Indian day.
const lateEveningUtc = "2026-11-22T20:00:00Z";

describe("IST formatting", () => {
  it("shows the Indian calendar day whatever the device's zone", () => {
    expect(formatIstDate(lateEveningUtc)).toBe("23 Nov 2026");
    expect(formatIstShortDate(new Date(lateEveningUtc))).toBe("Mon, 23 Nov");
    expect(formatIstDateTime(lateEveningUtc)).toMatch(/^23 Nov, 1:30\s?am$/);
    expect(formatIstTime(lateEveningUtc)).toMatch(/^1:30\s?am$/);
  });
});
