import { describe, expect, it } from "vitest";
import { RateWindow } from "./limits.ts";

describe("RateWindow", () => {
  it("accepts `limit` events in any window and refuses the next until the oldest is a window old", () => {
    let now = 0;
    const joins = new RateWindow(3, 1000, () => now);
    expect([joins.tryTake(), joins.tryTake(), joins.tryTake(), joins.tryTake()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now = 999;
    expect(joins.tryTake()).toBe(false);
    now = 1000;
    // The three from t=0 have left the window one by one: three places free, not more.
    expect([joins.tryTake(), joins.tryTake(), joins.tryTake(), joins.tryTake()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("slides: a place frees when its own event is a window old", () => {
    let now = 0;
    const joins = new RateWindow(2, 1000, () => now);
    joins.tryTake();
    now = 600;
    joins.tryTake();
    now = 1000;
    expect(joins.tryTake()).toBe(true);
    expect(joins.tryTake()).toBe(false);
    now = 1600;
    expect(joins.tryTake()).toBe(true);
  });
});
