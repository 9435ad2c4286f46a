// The streak's rule is tested beside it (_shared/coach/logging-streak.test.ts); here, how the card draws it.
import { EMPTY_STREAK } from "@shared/coach/logging-streak.ts";
import { describe, expect, it } from "vitest";
import { parseStoredStreak, streakDots, streakEmoji } from "./expense-streak";

describe("streak display", () => {
  it("picks the emoji by length", () => {
    expect([0, 1, 2, 3, 6, 7, 13, 14, 29, 30, 365].map(streakEmoji)).toEqual([
      "🎯",
      "🔥",
      "🔥",
      "🚀",
      "🚀",
      "⭐",
      "⭐",
      "💎",
      "💎",
      "👑",
      "👑",
    ]);
  });

  it("draws up to 14 dots, then +N more", () => {
    expect(streakDots(0)).toEqual({ dots: 0, more: 0 });
    expect(streakDots(14)).toEqual({ dots: 14, more: 0 });
    expect(streakDots(15)).toEqual({ dots: 14, more: 1 });
    expect(streakDots(60)).toEqual({ dots: 14, more: 46 });
  });

  it("reads stored data defensively", () => {
    expect(parseStoredStreak(null)).toEqual(EMPTY_STREAK);
    expect(parseStoredStreak("garbage")).toEqual(EMPTY_STREAK);
    expect(
      parseStoredStreak({ currentStreak: 3, longestStreak: "x", lastLoggedDate: "bad", totalDaysLogged: 5 }),
    ).toEqual({
      currentStreak: 3,
      longestStreak: 0,
      lastLoggedDate: null,
      totalDaysLogged: 5,
    });
  });
});
