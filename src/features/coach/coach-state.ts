// The coach's view of the user state kept on the server (lib/user-state.ts, docs/product.md §10.8):
// what it reads (streaks, the day's mission, flags, sound) and the changes it makes, each one change.

import { type DayKey, isDayKey } from "@shared/calendar/indian-day.ts";
import type { LoggingStreak } from "@shared/coach/logging-streak.ts";
import type { UserState } from "@shared/contract/api-rows.ts";
import type { UserStatePatch } from "@shared/contract/user-state-schemas.ts";
import { parseStoredStreak } from "./expense-streak";
import type { MissionState } from "./mission-state";

export function createCoachState(state: UserState, update: (patch: UserStatePatch) => void) {
  return {
    missionState: (): MissionState | null => {
      const mission = state.missionState;
      return mission && isDayKey(mission.date) ? { ...mission, date: mission.date } : null;
    },
    saveMissionState: (mission: MissionState) => update({ missionState: mission }),
    missionStreak: () => state.missionStreak,
    /** One change for both, so no device ever sees the mission done without its streak point. */
    completeMission: (mission: MissionState, missionStreak: number) =>
      update({ missionState: mission, missionStreak }),

    expenseStreak: (): LoggingStreak => parseStoredStreak(state.expenseStreak),
    saveLoggingStreak: (streak: LoggingStreak) => update({ expenseStreak: streak }),

    greetingShownOn: (): DayKey | null => (isDayKey(state.greetingShownOn) ? state.greetingShownOn : null),
    markGreetingShown: (day: DayKey) => update({ greetingShownOn: day }),

    soundEnabled: () => state.soundEnabled,
    /** "Show Welcome Tour Again" was pressed and the tour not finished since. */
    replayWelcome: () => state.replayWelcome,
    welcomeSeen: () => state.welcomeSeen,
    markWelcomeSeen: () => update({ welcomeSeen: true }),
    tourCompleted: () => state.tourCompleted,
    // Once the tour is done the user is no longer greeted as new; a replay from the profile asks again.
    markTourCompleted: () => update({ tourCompleted: true, replayWelcome: false }),
  };
}

export type CoachState = ReturnType<typeof createCoachState>;
