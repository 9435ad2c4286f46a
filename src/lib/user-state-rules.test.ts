import type { UserState } from "@shared/contract/api-rows.ts";
import { describe, expect, it } from "vitest";
import {
  applyUserStatePatch,
  DEFAULT_USER_STATE,
  deviceStatePatch,
  forgetDeviceState,
  readDeviceState,
} from "./user-state-rules";
import { createUserStorage, type KeyValueStorage } from "./user-storage";

function memory(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const email = "asha@example.in";
const server = (overrides: Partial<UserState> = {}): UserState => ({ ...DEFAULT_USER_STATE, ...overrides });

describe("a device's own values reach the server state at its first sign-in", () => {
  it("reads the keys an older version of the app kept, ignoring malformed ones", () => {
    const items = memory();
    const storage = createUserStorage(() => items);
    items.setItem(
      `${email}_expenseStreak`,
      JSON.stringify({
        currentStreak: 6,
        longestStreak: 6,
        lastLoggedDate: "2026-11-22",
        totalDaysLogged: 12,
      }),
    );
    items.setItem(
      `${email}_missionState`,
      JSON.stringify({ missionId: "ott-pause", date: "2026-11-23", completed: true, progress: 100 }),
    );
    items.setItem(`${email}_missionStreak`, "4");
    items.setItem(`${email}_soundEnabled`, "false");
    items.setItem(`${email}_welcomeSeen`, "true");
    items.setItem(`${email}_coachCompleted`, "true");
    items.setItem(`${email}_coachGreetingShown`, "not a day");
    expect(readDeviceState(storage, email)).toEqual({
      expenseStreak: {
        currentStreak: 6,
        longestStreak: 6,
        lastLoggedDate: "2026-11-22",
        totalDaysLogged: 12,
      },
      missionState: { missionId: "ott-pause", date: "2026-11-23", completed: true, progress: 100 },
      missionStreak: 4,
      soundEnabled: false,
      welcomeSeen: true,
      tourCompleted: true,
    });
    forgetDeviceState(storage, email);
    expect([...items.items.keys()]).toEqual([]);
    expect(readDeviceState(storage, email)).toEqual({});
  });

  it("takes the larger streak, keeping the best longest streak and days logged", () => {
    const onServer = server({
      expenseStreak: {
        currentStreak: 2,
        longestStreak: 10,
        lastLoggedDate: "2026-11-23",
        totalDaysLogged: 30,
      },
    });
    const device = {
      expenseStreak: {
        currentStreak: 6,
        longestStreak: 6,
        lastLoggedDate: "2026-11-22",
        totalDaysLogged: 12,
      },
    };
    expect(deviceStatePatch(onServer, device)).toEqual({
      expenseStreak: {
        currentStreak: 6,
        longestStreak: 10,
        lastLoggedDate: "2026-11-22",
        totalDaysLogged: 30,
      },
    });
    // A device behind the server changes nothing.
    expect(
      deviceStatePatch(onServer, {
        expenseStreak: {
          currentStreak: 1,
          longestStreak: 3,
          lastLoggedDate: "2026-11-20",
          totalDaysLogged: 5,
        },
      }),
    ).toBeNull();
  });

  it("keeps a mission completed on either side, and flags once set stay set", () => {
    const today = { missionId: "no-spend-day", date: "2026-11-23", completed: false, progress: 100 };
    const onServer = server({ missionState: today, missionStreak: 2, welcomeSeen: true });
    expect(
      deviceStatePatch(onServer, {
        missionState: { ...today, completed: true },
        missionStreak: 3,
        welcomeSeen: true,
        tourCompleted: true,
      }),
    ).toEqual({ missionState: { ...today, completed: true }, missionStreak: 3, tourCompleted: true });
    // An older day's mission on the device does not replace today's.
    expect(
      deviceStatePatch(server({ missionState: { ...today, completed: true } }), {
        missionState: { ...today, date: "2026-11-22", completed: true },
      }),
    ).toBeNull();
  });

  it("the device's sound setting and tour replay count only when the server has nothing yet", () => {
    expect(deviceStatePatch(null, { soundEnabled: false, replayWelcome: true })).toEqual({
      soundEnabled: false,
      replayWelcome: true,
    });
    expect(
      deviceStatePatch(server({ soundEnabled: true }), { soundEnabled: false, replayWelcome: true }),
    ).toBeNull();
    expect(deviceStatePatch(null, {})).toBeNull();
  });

  it("applies a change the way the server will", () => {
    const next = applyUserStatePatch(DEFAULT_USER_STATE, { soundEnabled: false, missionState: null });
    expect(next).toEqual({ ...DEFAULT_USER_STATE, soundEnabled: false });
    expect(DEFAULT_USER_STATE.soundEnabled).toBe(true);
  });
});
