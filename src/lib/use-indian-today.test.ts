import { describe, expect, it } from "vitest";
import { msToNextIndianDay } from "./use-indian-today";

describe("msToNextIndianDay", () => {
  it("counts to 00:00 IST, whatever the device's zone", () => {
    expect(msToNextIndianDay(new Date("2026-11-26T23:59:55+05:30"))).toBe(5_000);
    expect(msToNextIndianDay(new Date("2026-11-26T18:29:59Z"))).toBe(1_000);
    expect(msToNextIndianDay(new Date("2026-11-27T00:00:00+05:30"))).toBe(86_400_000);
  });
});
