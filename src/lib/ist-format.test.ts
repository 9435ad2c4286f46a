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

// docs/product.md §9.10: Hindi through Intl hi-IN, exactly as Node's ICU prints it (CLDR's short
// months end in the abbreviation sign ॰; hi-IN keeps am/pm).
describe("IST formatting in Hindi", () => {
  const hindi = { locale: "hi-IN" } as const;
  const devanagari = { locale: "hi-IN", digits: "deva" } as const;

  it("names the Indian day in Hindi", () => {
    expect(formatIstShortDate(new Date(lateEveningUtc), hindi)).toBe("सोम, 23 नव॰");
    expect(formatIstDate(lateEveningUtc, hindi)).toBe("23 नव॰ 2026");
    expect(formatIstDateTime(lateEveningUtc, now, hindi)).toBe("23 नव॰, 1:30 am");
    expect(formatIstDateTime("2026-11-23T14:05:00+05:30", now, hindi)).toBe("23 नव॰, 2:05 pm");
    expect(formatIstDateTime("2027-01-05T09:05:00+05:30", now, hindi)).toBe("5 जन॰ 2027, 9:05 am");
    expect(formatIstTime(lateEveningUtc, hindi)).toBe("1:30 am");
    expect(formatDayKey("2026-11-22", hindi)).toBe("रवि, 22 नव॰");
    expect(formatDayKey("2025-12-31", { year: true, ...hindi })).toBe("बुध, 31 दिस॰ 2025");
    expect(formatMonthKey("2026-11", hindi)).toBe("नवंबर 2026");
  });

  it("writes Devanagari digits when asked", () => {
    expect(formatIstShortDate(new Date(lateEveningUtc), devanagari)).toBe("सोम, २३ नव॰");
    expect(formatIstDate(lateEveningUtc, devanagari)).toBe("२३ नव॰ २०२६");
    expect(formatIstDateTime(lateEveningUtc, now, devanagari)).toBe("२३ नव॰, १:३० am");
    expect(formatMonthKey("2027-01", devanagari)).toBe("जनवरी २०२७");
  });

  it("keeps English exactly as before, with or without the default spelled out", () => {
    const english = { locale: "en-IN", digits: "latn" } as const;
    expect(formatIstShortDate(new Date(lateEveningUtc), english)).toBe("Mon, 23 Nov");
    expect(formatIstDate(lateEveningUtc, english)).toBe("23 Nov 2026");
    expect(formatIstDateTime(lateEveningUtc, now, english)).toBe(formatIstDateTime(lateEveningUtc, now));
    expect(formatDayKey("2025-12-31", { year: true, ...english })).toBe("Wed, 31 Dec, 2025");
    expect(formatMonthKey("2026-11", english)).toBe("November 2026");
  });
});
