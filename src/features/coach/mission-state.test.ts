import { describe, expect, it } from "vitest";
import { missionButtonLabel, missionStateForDay, pressMissionButton } from "./mission-state";
import { MISSIONS } from "./missions";

const mission = MISSIONS[0] as (typeof MISSIONS)[number];
const other = MISSIONS[1] as (typeof MISSIONS)[number];

describe("mission state", () => {
  it("starts fresh on a new day or for another mission", () => {
    const done = { missionId: mission.id, date: "2026-05-10", completed: true, progress: 100 };
    expect(missionStateForDay(done, mission, "2026-05-10")).toBe(done);
    expect(missionStateForDay(done, mission, "2026-05-11").completed).toBe(false);
    expect(missionStateForDay(done, other, "2026-05-10")).toEqual({
      missionId: other.id,
      date: "2026-05-10",
      completed: false,
      progress: 0,
    });
    expect(missionStateForDay(null, mission, "2026-05-10").completed).toBe(false);
  });

  it("labels the button by progress and completion", () => {
    const open = missionStateForDay(null, mission, "2026-05-10");
    expect(missionButtonLabel(open, 0)).toBe("In Progress...");
    expect(missionButtonLabel(open, 99)).toBe("In Progress...");
    expect(missionButtonLabel(open, 100)).toBe("Mark Complete");
    expect(missionButtonLabel({ ...open, completed: true }, 0)).toBe("Completed!");
  });

  it("refuses to complete before 100% and reports the percentage", () => {
    const open = missionStateForDay(null, mission, "2026-05-10");
    expect(pressMissionButton(open, 66, 3)).toEqual({ kind: "not-ready", percent: 66 });
    expect(pressMissionButton(open, 99.9, 3)).toEqual({ kind: "not-ready", percent: 99 });
  });

  it("completes once, raising the mission streak by one", () => {
    const open = missionStateForDay(null, mission, "2026-05-10");
    const outcome = pressMissionButton(open, 100, 3);
    expect(outcome).toEqual({
      kind: "completed",
      state: { ...open, completed: true, progress: 100 },
      missionStreak: 4,
    });
    if (outcome.kind !== "completed") throw new Error("expected completion");
    expect(pressMissionButton(outcome.state, 100, 4)).toEqual({ kind: "already-completed" });
  });
});
