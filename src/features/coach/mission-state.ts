import type { DayKey } from "./indian-day";
import type { Mission } from "./missions";

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

export type MissionButtonLabel = "In Progress..." | "Mark Complete" | "Completed!";

export function missionButtonLabel(state: MissionState, progress: number): MissionButtonLabel {
  if (state.completed) return "Completed!";
  return progress >= 100 ? "Mark Complete" : "In Progress...";
}

export type CompletionOutcome =
  | { kind: "not-ready"; percent: number }
  | { kind: "already-completed" }
  | { kind: "completed"; state: MissionState; missionStreak: number };

/**
 * Pressing the mission button: completes only at 100% and only once per day, raising the mission
 * streak by one (docs/product.md §4.11).
 */
export function pressMissionButton(
  state: MissionState,
  progress: number,
  missionStreak: number,
): CompletionOutcome {
  if (state.completed) return { kind: "already-completed" };
  if (progress < 100) return { kind: "not-ready", percent: Math.max(0, Math.floor(progress)) };
  return {
    kind: "completed",
    state: { ...state, completed: true, progress: 100 },
    missionStreak: Math.max(0, missionStreak) + 1,
  };
}
