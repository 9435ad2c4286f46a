import { describe, expect, it } from "vitest";
import {
  completableAt,
  isLimitMission,
  LIMIT_MISSIONS_OPEN_HOUR,
  missionButtonLabel,
  missionStateForDay,
  pressMissionButton,
} from "./mission-state";
import { findMission, MISSIONS } from "./missions";

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

  it("a limit mission spent past after it was completed reads Limit Passed, not Completed!", () => {
    const done = { ...missionStateForDay(null, mission, "2026-05-10"), completed: true };
    expect(missionButtonLabel(done, 100, true, true)).toBe("Completed!");
    expect(missionButtonLabel(done, 40, true, true)).toBe("Limit Passed");
    expect(missionButtonLabel(done, 40, true, false)).toBe("Completed!");
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

describe("limit missions open in the evening", () => {
  const autoLimit = findMission("auto-rickshaw-limit");
  const noSpend = findMission("no-spend-day");
  const chaiFree = findMission("chai-free");
  const track = findMission("track-every-expense");

  it("are the missions met by not spending; logging three expenses is not one", () => {
    expect(LIMIT_MISSIONS_OPEN_HOUR).toBe(18);
    for (const limit of [autoLimit, noSpend, chaiFree]) {
      if (!limit) throw new Error("missing mission");
      expect(isLimitMission(limit)).toBe(true);
      expect(completableAt(limit, 0)).toBe(false);
      expect(completableAt(limit, 17)).toBe(false);
      expect(completableAt(limit, 18)).toBe(true);
      expect(completableAt(limit, 23)).toBe(true);
    }
    if (!track) throw new Error("missing mission");
    expect(isLimitMission(track)).toBe(false);
    expect(completableAt(track, 0)).toBe(true);
  });

  it("cannot be completed at 00:05 with nothing spent, only from 18:00 if still under the limit", () => {
    if (!autoLimit) throw new Error("missing mission");
    const open = missionStateForDay(null, autoLimit, "2026-11-23");
    // 00:05, nothing spent: 100 %, but the day has barely begun.
    expect(missionButtonLabel(open, 100, completableAt(autoLimit, 0))).toBe("In Progress...");
    expect(pressMissionButton(open, 100, 2, completableAt(autoLimit, 0))).toEqual({
      kind: "too-early",
      opensAtHour: 18,
    });
    // 18:00, still under: it can be marked.
    expect(missionButtonLabel(open, 100, completableAt(autoLimit, 18))).toBe("Mark Complete");
    expect(pressMissionButton(open, 100, 2, completableAt(autoLimit, 18))).toMatchObject({
      kind: "completed",
      missionStreak: 3,
    });
    // 18:00 but over the limit: not ready, with the percentage.
    expect(pressMissionButton(open, 40, 2, completableAt(autoLimit, 18))).toEqual({
      kind: "not-ready",
      percent: 40,
    });
  });
});
