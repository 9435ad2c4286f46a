import type { GoalRow } from "@shared/contract/goal-schemas.ts";
import { rupees } from "@shared/money/paise.ts";
import { describe, expect, it } from "vitest";
import {
  GOAL_MISSION_ID,
  goalMissionAmount,
  goalMissionProgress,
  isGoalMission,
  missionOfDay,
  openGoal,
} from "./goal-mission";
import { MISSIONS, missionForDay } from "./missions";

const goal = (fields: Partial<GoalRow>): GoalRow => ({
  id: "g1",
  name: "Goa trip",
  targetAmount: "20000.00",
  targetDate: null,
  balance: "0.00",
  createdAt: "2026-11-01T00:00:00Z",
  milestones: [],
  movedToday: "0.00",
  ...fields,
});

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, n) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10),
  );

describe("the goal mission", () => {
  it("is the goal's ₹X a month ÷ the cycle's days left, rounded up to ₹100, at least ₹100", () => {
    // 27 Nov to 31 Mar: 5 months; ₹20,000 ÷ 5 = ₹4,000 a month; ÷ 4 days left = ₹1,000.
    const dated = goal({ targetDate: "2027-03-31" });
    expect(goalMissionAmount(dated, "2026-11-27", 4)).toBe(rupees(1000));
    // ÷ 28 days: ₹142.86 → ₹200.
    expect(goalMissionAmount(dated, "2026-11-27", 28)).toBe(rupees(200));
    // A small monthly need still asks ₹100.
    expect(
      goalMissionAmount(goal({ targetAmount: "1000", targetDate: "2027-09-30" }), "2026-11-27", 30),
    ).toBe(rupees(100));
  });

  it("asks ₹500 without a date or past it, and never more than the goal lacked when the day began", () => {
    expect(goalMissionAmount(goal({}), "2026-11-27", 10)).toBe(rupees(500));
    expect(goalMissionAmount(goal({ targetDate: "2026-10-31" }), "2026-11-27", 10)).toBe(rupees(500));
    expect(goalMissionAmount(goal({ balance: "19750.00" }), "2026-11-27", 10)).toBe(rupees(250));
    // ₹300 moved in today does not move the day's step.
    expect(goalMissionAmount(goal({ balance: "19750.00", movedToday: "300.00" }), "2026-11-27", 10)).toBe(
      rupees(500),
    );
  });

  it("follows the oldest goal open when the day began, reached today or not", () => {
    const reached = goal({ id: "done", balance: "20000.00" });
    const open = goal({ id: "open", balance: "100.00" });
    expect(openGoal([reached, open])?.id).toBe("open");
    expect(openGoal([goal({ id: "today", balance: "20000.00", movedToday: "500.00" }), open])?.id).toBe(
      "today",
    );
    expect(openGoal([reached])).toBeNull();
  });

  it("takes one day in nine for a user with an open goal; without one the eight are as ever", () => {
    const nine = days("2026-11-20", 9).map((day) => missionOfDay("asha@example.in", day, goal({}), 10));
    expect(nine.filter(isGoalMission)).toHaveLength(1);
    expect(new Set(nine.map((mission) => mission.id)).size).toBe(MISSIONS.length + 1);
    const goalDay = nine.find(isGoalMission);
    expect(goalDay).toMatchObject({
      id: GOAL_MISSION_ID,
      goal: { id: "g1", name: "Goa trip" },
      amount: rupees(500),
    });
    for (const day of days("2026-11-20", 16)) {
      expect(missionOfDay("asha@example.in", day, null, 10)).toEqual(missionForDay("asha@example.in", day));
    }
  });

  it("is judged from today's net move into the goal, floored", () => {
    expect(goalMissionProgress(rupees(0), rupees(500))).toBe(0);
    expect(goalMissionProgress(rupees(499.99), rupees(500))).toBe(99);
    expect(goalMissionProgress(rupees(600), rupees(500))).toBe(100);
    expect(goalMissionProgress(rupees(-200), rupees(500))).toBe(0);
  });
});
