// The coach's per-user browser data (docs/product.md §3.9), read and written through the shared user storage so a
// full or disabled localStorage only means "nothing remembered", never an error.
import type { UserStorage } from "../../lib/user-storage";
import { type ExpenseStreak, parseStoredStreak } from "./expense-streak";
import { type DayKey, isDayKey } from "./indian-day";
import type { MissionState } from "./mission-state";

function isMissionState(value: unknown): value is MissionState {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.missionId === "string" &&
    isDayKey(record.date) &&
    typeof record.completed === "boolean" &&
    typeof record.progress === "number"
  );
}

export function createCoachStorage(storage: UserStorage, email: string) {
  return {
    missionState: (): MissionState | null => storage.getJson(email, "missionState", isMissionState),
    saveMissionState: (state: MissionState) => storage.setJson(email, "missionState", state),

    missionStreak(): number {
      const count = Number(storage.getItem(email, "missionStreak"));
      return Number.isInteger(count) && count > 0 ? count : 0;
    },
    saveMissionStreak: (count: number) => storage.setItem(email, "missionStreak", String(count)),

    expenseStreak: (): ExpenseStreak => parseStoredStreak(storage.getJson(email, "expenseStreak")),
    saveExpenseStreak: (streak: ExpenseStreak) => storage.setJson(email, "expenseStreak", streak),

    greetingShownOn(): DayKey | null {
      const day = storage.getItem(email, "coachGreetingShown");
      return isDayKey(day) ? day : null;
    },
    markGreetingShown: (day: DayKey) => storage.setItem(email, "coachGreetingShown", day),

    soundEnabled: () => storage.isSoundEnabled(email),
    isNewUser: () => storage.isNewUser(email),
    welcomeSeen: () => storage.hasSeenWelcome(email),
    markWelcomeSeen: () => storage.markWelcomeSeen(email),
    tourCompleted: () => storage.isCoachCompleted(email),
    markTourCompleted(): void {
      storage.markCoachCompleted(email);
      // Once the tour is done the user is no longer "new"; a replay from the profile sets it again.
      storage.setNewUser(email, false);
    },
  };
}

export type CoachStorage = ReturnType<typeof createCoachStorage>;
