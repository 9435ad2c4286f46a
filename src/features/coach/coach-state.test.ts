import type { UserStatePatch } from "@shared/contract/user-state-schemas.ts";
import { describe, expect, it } from "vitest";
import { DEFAULT_USER_STATE } from "../../lib/user-state-rules";
import { createCoachState } from "./coach-state";

function coachWith(overrides: Partial<typeof DEFAULT_USER_STATE> = {}) {
  const patches: UserStatePatch[] = [];
  const coach = createCoachState({ ...DEFAULT_USER_STATE, ...overrides }, (patch) => patches.push(patch));
  return { coach, patches };
}

describe("the coach's view of the user state", () => {
  it("reads the stored state, with a new user's defaults", () => {
    const { coach } = coachWith();
    expect(coach.missionState()).toBeNull();
    expect(coach.missionStreak()).toBe(0);
    expect(coach.expenseStreak().currentStreak).toBe(0);
    expect(coach.soundEnabled()).toBe(true);
    expect(coach.welcomeSeen()).toBe(false);
    const { coach: returning } = coachWith({
      missionState: { missionId: "ott-pause", date: "2026-05-10", completed: true, progress: 100 },
      missionStreak: 3,
      greetingShownOn: "2026-05-10",
      soundEnabled: false,
    });
    expect(returning.missionState()?.completed).toBe(true);
    expect(returning.missionStreak()).toBe(3);
    expect(returning.greetingShownOn()).toBe("2026-05-10");
    expect(returning.soundEnabled()).toBe(false);
  });

  it("completes a mission and its streak point in one change", () => {
    const { coach, patches } = coachWith();
    const done = { missionId: "no-spend-day", date: "2026-05-11", completed: true, progress: 100 };
    coach.completeMission(done, 4);
    expect(patches).toEqual([{ missionState: done, missionStreak: 4 }]);
  });

  it("finishing the tour ends a replay the profile asked for", () => {
    const { coach, patches } = coachWith({ replayWelcome: true });
    expect(coach.replayWelcome()).toBe(true);
    coach.markWelcomeSeen();
    coach.markTourCompleted();
    expect(patches).toEqual([{ welcomeSeen: true }, { tourCompleted: true, replayWelcome: false }]);
  });
});
