import { describe, expect, it } from "vitest";
import { expectedAlertHeight, isAlertSpace } from "./alert-space.ts";

describe("expectedAlertHeight", () => {
  it("keeps a month alert's space for the rest of its month", () => {
    expect(expectedAlertHeight({ key: "budget_100:2026-11", height: 140 }, "2026-11-26")).toBe(140);
    expect(expectedAlertHeight({ key: "budget_80:2026-11", height: 132.5 }, "2026-11-30")).toBe(132.5);
  });

  it("keeps nothing once the month is over", () => {
    expect(expectedAlertHeight({ key: "budget_100:2026-11", height: 140 }, "2026-12-01")).toBeNull();
  });

  it("keeps a daily alert's space on its own day only", () => {
    expect(expectedAlertHeight({ key: "daily_limit:2026-11-26", height: 120 }, "2026-11-26")).toBe(120);
    expect(expectedAlertHeight({ key: "daily_limit:2026-11-25", height: 120 }, "2026-11-26")).toBeNull();
  });

  it("keeps nothing without a remembered alert", () => {
    expect(expectedAlertHeight(null, "2026-11-26")).toBeNull();
  });
});

describe("isAlertSpace", () => {
  it("accepts a key and a plausible height only", () => {
    expect(isAlertSpace({ key: "budget_80:2026-11", height: 130 })).toBe(true);
    expect(isAlertSpace({ key: "budget_80:2026-11", height: 0 })).toBe(false);
    expect(isAlertSpace({ key: "budget_80:2026-11", height: "130" })).toBe(false);
    expect(isAlertSpace({ height: 130 })).toBe(false);
    expect(isAlertSpace(null)).toBe(false);
    expect(isAlertSpace("budget_80")).toBe(false);
  });
});
