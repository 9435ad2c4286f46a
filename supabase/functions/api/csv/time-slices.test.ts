import { describe, expect, it } from "vitest";
import { timeSlicedPause } from "./time-slices.ts";

describe("time-sliced pauses", () => {
  /** A clock the test moves, and a count of the turns given to other requests. */
  function setUp(sliceMs: number) {
    const clock = { ms: 0 };
    let turns = 0;
    const pause = timeSlicedPause({
      sliceMs,
      now: () => clock.ms,
      turn: async () => {
        turns++;
      },
    });
    return { clock, pause, turns: () => turns };
  }

  it("gives no turn while the work since the last one is shorter than a slice", async () => {
    const { clock, pause, turns } = setUp(5);
    for (let i = 0; i < 1_000; i++) {
      clock.ms += 0.004;
      await pause();
    }
    expect(turns()).toBe(0);
  });

  it("gives a turn once a slice of work has passed, then counts the next slice from there", async () => {
    const { clock, pause, turns } = setUp(5);
    clock.ms = 4.9;
    await pause();
    expect(turns()).toBe(0);
    clock.ms = 5;
    await pause();
    expect(turns()).toBe(1);
    clock.ms = 9.9;
    await pause();
    expect(turns()).toBe(1);
    clock.ms = 30;
    await pause();
    await pause();
    expect(turns()).toBe(2);
  });
});
