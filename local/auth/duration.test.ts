import { describe, expect, it } from "vitest";
import { parseBanDuration } from "./duration.ts";

describe("parseBanDuration", () => {
  it("reads Go durations", () => {
    expect(parseBanDuration("24h")).toBe(86_400_000);
    expect(parseBanDuration("1h30m")).toBe(5_400_000);
    expect(parseBanDuration("1.5s")).toBe(1500);
    expect(parseBanDuration("250ms")).toBe(250);
  });

  it("reads none as lifting the ban", () => {
    expect(parseBanDuration("none")).toBeNull();
  });

  it("rejects anything else", () => {
    for (const text of ["", "24", "1d", "h", "24h junk", "-1h"])
      expect(parseBanDuration(text)).toBeUndefined();
  });
});
