import { indianClock } from "@shared/calendar/indian-day.ts";
import { describe, expect, it } from "vitest";
import { coachTips, dayPeriod, pickTip, shouldShowGreeting } from "./coach-greeting";

describe("coach greeting", () => {
  it("names the period by the hour: before 12 morning, before 17 afternoon, else evening", () => {
    expect(dayPeriod(0)).toBe("morning");
    expect(dayPeriod(11)).toBe("morning");
    expect(dayPeriod(12)).toBe("afternoon");
    expect(dayPeriod(16)).toBe("afternoon");
    expect(dayPeriod(17)).toBe("evening");
    expect(dayPeriod(23)).toBe("evening");
  });

  it("uses the Indian hour: 06:00 UTC is 11:30 IST (morning), 06:30 UTC is 12:00 IST (afternoon)", () => {
    expect(dayPeriod(indianClock(new Date("2026-05-10T06:29:00Z")).hour)).toBe("morning");
    expect(dayPeriod(indianClock(new Date("2026-05-10T06:30:00Z")).hour)).toBe("afternoon");
    expect(dayPeriod(indianClock(new Date("2026-05-10T11:30:00Z")).hour)).toBe("evening");
  });

  it("shows at most once per Indian day", () => {
    expect(shouldShowGreeting(null, "2026-05-10")).toBe(true);
    expect(shouldShowGreeting("2026-05-09", "2026-05-10")).toBe(true);
    expect(shouldShowGreeting("2026-05-10", "2026-05-10")).toBe(false);
  });

  it("picks one of the 5 tips at random", () => {
    const tips = coachTips();
    expect(tips).toHaveLength(5);
    expect(pickTip(() => 0)).toBe(tips[0]);
    expect(pickTip(() => 0.5)).toBe(tips[2]);
    expect(pickTip(() => 0.999999)).toBe(tips[4]);
    expect(pickTip(() => 1)).toBe(tips[4]);
  });
});
