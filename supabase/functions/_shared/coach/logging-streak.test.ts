import { afterEach, describe, expect, it } from "vitest";
import { indianDay } from "../calendar/indian-day.ts";
import {
  activeStreak,
  EMPTY_STREAK,
  type LoggingStreak,
  recordExpenseLogged,
  STREAK_MILESTONES,
} from "./logging-streak.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const dayAfter = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("logging streak (docs/product.md §4.12)", () => {
  it("starts at 1 on the first log", () => {
    const { streak, milestone } = recordExpenseLogged(EMPTY_STREAK, "2026-05-10");
    expect(streak).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastLoggedDate: "2026-05-10",
      totalDaysLogged: 1,
    });
    expect(milestone).toBeNull();
  });

  it("changes nothing for another log on the same day", () => {
    const first = recordExpenseLogged(EMPTY_STREAK, "2026-05-10").streak;
    const again = recordExpenseLogged(first, "2026-05-10");
    expect(again.streak).toEqual(first);
    expect(again.milestone).toBeNull();
  });

  it("adds one the next day and resets to 1 after a gap, keeping the longest", () => {
    let streak: LoggingStreak = EMPTY_STREAK;
    for (const day of ["2026-05-10", "2026-05-11", "2026-05-12"])
      streak = recordExpenseLogged(streak, day).streak;
    expect(streak.currentStreak).toBe(3);
    streak = recordExpenseLogged(streak, "2026-05-14").streak;
    expect(streak).toEqual({
      currentStreak: 1,
      longestStreak: 3,
      lastLoggedDate: "2026-05-14",
      totalDaysLogged: 4,
    });
  });

  it("ignores a log dated before the last one", () => {
    const streak = recordExpenseLogged(EMPTY_STREAK, "2026-05-10").streak;
    expect(recordExpenseLogged(streak, "2026-05-09").streak).toEqual(streak);
  });

  for (const deviceZone of ["UTC", "America/Los_Angeles"]) {
    it(`counts 23:59 IST and 00:01 IST next day as consecutive with the device in ${deviceZone}`, () => {
      process.env.TZ = deviceZone;
      const first = recordExpenseLogged(
        EMPTY_STREAK,
        indianDay(new Date("2026-03-01T23:59:00+05:30")),
      ).streak;
      const second = recordExpenseLogged(first, indianDay(new Date("2026-03-02T00:01:00+05:30"))).streak;
      expect(second.currentStreak).toBe(2);
      // 00:01 and 23:59 on the same Indian day are one day.
      const third = recordExpenseLogged(second, indianDay(new Date("2026-03-02T23:59:00+05:30"))).streak;
      expect(third.currentStreak).toBe(2);
    });
  }

  it("fires every milestone exactly once over a year of daily logs", () => {
    let streak: LoggingStreak = EMPTY_STREAK;
    let day = "2026-01-01";
    const fired: number[] = [];
    for (let i = 0; i < 400; i++) {
      // Two logs a day: the second must never fire again.
      for (let j = 0; j < 2; j++) {
        const update = recordExpenseLogged(streak, day);
        streak = update.streak;
        if (update.milestone !== null) fired.push(update.milestone);
      }
      day = dayAfter(day);
    }
    expect(fired).toEqual([...STREAK_MILESTONES]);
    expect(streak.currentStreak).toBe(400);
    expect(streak.totalDaysLogged).toBe(400);
  });

  it("fires the milestone again only after the streak is rebuilt", () => {
    let streak: LoggingStreak = EMPTY_STREAK;
    const fired: number[] = [];
    const days = ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06"];
    for (const day of days) {
      const update = recordExpenseLogged(streak, day);
      streak = update.streak;
      if (update.milestone) fired.push(update.milestone);
    }
    expect(fired).toEqual([5]);
  });

  it("shows a broken streak as 0 but keeps yesterday's streak alive", () => {
    const streak = { currentStreak: 4, longestStreak: 4, lastLoggedDate: "2026-05-10", totalDaysLogged: 4 };
    expect(activeStreak(streak, "2026-05-10")).toBe(4);
    expect(activeStreak(streak, "2026-05-11")).toBe(4);
    expect(activeStreak(streak, "2026-05-12")).toBe(0);
    expect(activeStreak(EMPTY_STREAK, "2026-05-12")).toBe(0);
  });
});

describe("back-dating (docs/product.md §4.12)", () => {
  it("counts the day of logging, so an expense for yesterday logged today does not mend yesterday's gap", () => {
    // Logged on the 9th, nothing on the 10th; on the 11th an expense for the 10th is logged.
    const ninth = recordExpenseLogged(EMPTY_STREAK, "2027-05-09").streak;
    const eleventh = recordExpenseLogged(ninth, "2027-05-11").streak;
    expect(eleventh).toEqual({
      currentStreak: 1,
      longestStreak: 1,
      lastLoggedDate: "2027-05-11",
      totalDaysLogged: 2,
    });
    // What the home card shows and the reminder quotes on the 12th, and after a missed 12th.
    expect(activeStreak(eleventh, "2027-05-12")).toBe(1);
    expect(activeStreak(eleventh, "2027-05-13")).toBe(0);
  });
});
