import type { DayKey } from "@shared/calendar/indian-day.ts";
import type { Mission, MissionType } from "./missions";

/**
 * Missions met by not spending (no-spend, a category limit, a spending target) are judged only once
 * most of the day is over: they can be marked complete from 18:00 Indian time, not at 00:05 with
 * nothing spent yet (docs/coach.md "Limit missions"). Logging three expenses is met whenever it is met.
 */
export const LIMIT_MISSIONS_OPEN_HOUR = 18;

const LIMIT_MISSION_TYPES: readonly MissionType[] = ["no-spend", "limit-category", "save-target"];

export const isLimitMission = (mission: Mission): boolean => LIMIT_MISSION_TYPES.includes(mission.type);

/** Whether the mission may be marked complete at this Indian hour (0–23). */
export const completableAt = (mission: Mission, istHour: number): boolean =>
  !isLimitMission(mission) || istHour >= LIMIT_MISSIONS_OPEN_HOUR;

/** What is kept per user for the day's mission (docs/product.md §3.9 missionState). */
export interface MissionState {
  missionId: string;
  date: DayKey;
  completed: boolean;
  progress: number;
}

/** The stored state if it belongs to today's mission, otherwise a fresh, uncompleted one. */
export function missionStateForDay(stored: MissionState | null, mission: Mission, day: DayKey): MissionState {
  if (stored && stored.date === day && stored.missionId === mission.id) return stored;
  return { missionId: mission.id, date: day, completed: false, progress: 0 };
}

export type MissionButtonLabel = "In Progress..." | "Mark Complete" | "Completed!" | "Limit Passed";

/**
 * `completable`: completableAt(mission, hour); a limit mission at 100 % before the evening is still in
 * progress. `limitMission`: isLimitMission(mission); one completed and then spent past the same day
 * stays counted (the streak point is kept) but no longer reads as a win.
 */
export function missionButtonLabel(
  state: MissionState,
  progress: number,
  completable = true,
  limitMission = false,
): MissionButtonLabel {
  if (state.completed) return limitMission && progress < 100 ? "Limit Passed" : "Completed!";
  return progress >= 100 && completable ? "Mark Complete" : "In Progress...";
}

export type CompletionOutcome =
  | { kind: "not-ready"; percent: number }
  | { kind: "too-early"; opensAtHour: number }
  | { kind: "already-completed" }
  | { kind: "completed"; state: MissionState; missionStreak: number };

/**
 * Pressing the mission button: completes only at 100% (and a limit mission only from the evening),
 * once per day, raising the mission streak by one (docs/product.md §4 "Mission").
 */
export function pressMissionButton(
  state: MissionState,
  progress: number,
  missionStreak: number,
  completable = true,
): CompletionOutcome {
  if (state.completed) return { kind: "already-completed" };
  if (progress < 100) return { kind: "not-ready", percent: Math.max(0, Math.floor(progress)) };
  if (!completable) return { kind: "too-early", opensAtHour: LIMIT_MISSIONS_OPEN_HOUR };
  return {
    kind: "completed",
    state: { ...state, completed: true, progress: 100 },
    missionStreak: Math.max(0, missionStreak) + 1,
  };
}
