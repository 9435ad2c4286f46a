import { describe, expect, it } from "vitest";
import { createUserStorage, type KeyValueStorage } from "../../lib/user-storage";
import { createCoachStorage } from "./coach-storage";

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const fullStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("coach storage", () => {
  it("round-trips the coach state per user", () => {
    const memory = memoryStorage();
    const asha = createCoachStorage(
      createUserStorage(() => memory),
      "Asha@Example.in",
    );
    const ravi = createCoachStorage(
      createUserStorage(() => memory),
      "ravi@example.in",
    );
    asha.saveMissionState({ missionId: "ott-pause", date: "2026-05-10", completed: true, progress: 100 });
    asha.saveMissionStreak(3);
    asha.saveExpenseStreak({
      currentStreak: 2,
      longestStreak: 5,
      lastLoggedDate: "2026-05-10",
      totalDaysLogged: 9,
    });
    asha.markGreetingShown("2026-05-10");
    asha.markWelcomeSeen();
    asha.markTourCompleted();
    expect(asha.missionState()?.missionId).toBe("ott-pause");
    expect(asha.missionStreak()).toBe(3);
    expect(asha.expenseStreak().longestStreak).toBe(5);
    expect(asha.greetingShownOn()).toBe("2026-05-10");
    expect(asha.welcomeSeen()).toBe(true);
    expect(asha.tourCompleted()).toBe(true);
    expect(memory.data.get("asha@example.in_welcomeSeen")).toBe("true");
    expect(ravi.missionState()).toBeNull();
    expect(ravi.missionStreak()).toBe(0);
    expect(ravi.welcomeSeen()).toBe(false);
  });

  it("distrusts malformed stored values", () => {
    const memory = memoryStorage();
    memory.data.set("a@x.in_missionState", "{broken");
    memory.data.set("a@x.in_missionStreak", "-4");
    memory.data.set("a@x.in_coachGreetingShown", "today");
    const coach = createCoachStorage(
      createUserStorage(() => memory),
      "a@x.in",
    );
    expect(coach.missionState()).toBeNull();
    expect(coach.missionStreak()).toBe(0);
    expect(coach.greetingShownOn()).toBeNull();
  });

  it("never throws when storage is full or blocked", () => {
    const coach = createCoachStorage(
      createUserStorage(() => fullStorage),
      "a@x.in",
    );
    expect(() => coach.saveMissionStreak(1)).not.toThrow();
    expect(() => coach.markTourCompleted()).not.toThrow();
    expect(coach.expenseStreak().currentStreak).toBe(0);
    expect(coach.soundEnabled()).toBe(true);
  });
});
