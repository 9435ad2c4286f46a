// Pure rules of the user state kept on the server (docs/product.md §10.8): its defaults, how a change
// applies to it, and how a device's own values from before the move reach the server the first time it
// signs in (the larger streak wins, flags once set stay set, the later day wins).
import type { UserState } from "@shared/contract/api-rows.ts";
import type { UserStatePatch } from "@shared/contract/user-state-schemas.ts";
import type { UserStorage } from "./user-storage";

/** A user with nothing stored yet: no streaks, sound on, welcome and tour not seen. */
export const DEFAULT_USER_STATE: UserState = {
  expenseStreak: { currentStreak: 0, longestStreak: 0, lastLoggedDate: null, totalDaysLogged: 0 },
  missionState: null,
  missionStreak: 0,
  soundEnabled: true,
  welcomeSeen: false,
  tourCompleted: false,
  replayWelcome: false,
  greetingShownOn: null,
  closedAlerts: [],
};

/** The state after a change (what the server will answer), for showing it before the answer arrives. */
export function applyUserStatePatch(state: UserState, patch: UserStatePatch): UserState {
  const next: UserState = { ...state };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === "string" && DAY_KEY.test(value);
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/** What this device kept before the move, each value only when present and well formed. */
export interface DeviceState {
  expenseStreak?: UserState["expenseStreak"];
  missionState?: NonNullable<UserState["missionState"]>;
  missionStreak?: number;
  soundEnabled?: boolean;
  welcomeSeen?: boolean;
  tourCompleted?: boolean;
  replayWelcome?: boolean;
  greetingShownOn?: string;
}

/** Reads docs/product.md §3's per-user keys as this device left them. */
export function readDeviceState(storage: UserStorage, email: string): DeviceState {
  const device: DeviceState = {};
  const streak = storage.getJson<Record<string, unknown>>(email, "expenseStreak");
  if (
    streak &&
    isCount(streak.currentStreak) &&
    isCount(streak.longestStreak) &&
    isCount(streak.totalDaysLogged)
  ) {
    device.expenseStreak = {
      currentStreak: streak.currentStreak,
      longestStreak: streak.longestStreak,
      lastLoggedDate: isDay(streak.lastLoggedDate) ? streak.lastLoggedDate : null,
      totalDaysLogged: streak.totalDaysLogged,
    };
  }
  const mission = storage.getJson<Record<string, unknown>>(email, "missionState");
  if (
    mission &&
    typeof mission.missionId === "string" &&
    mission.missionId.length > 0 &&
    isDay(mission.date) &&
    typeof mission.completed === "boolean" &&
    typeof mission.progress === "number"
  ) {
    device.missionState = {
      missionId: mission.missionId,
      date: mission.date,
      completed: mission.completed,
      progress: Math.min(100, Math.max(0, Math.floor(mission.progress))),
    };
  }
  const missionStreak = Number(storage.getItem(email, "missionStreak"));
  if (isCount(missionStreak) && missionStreak > 0) device.missionStreak = missionStreak;
  const sound = storage.getItem(email, "soundEnabled");
  if (sound === "true" || sound === "false") device.soundEnabled = sound === "true";
  if (storage.getFlag(email, "welcomeSeen")) device.welcomeSeen = true;
  if (storage.getFlag(email, "coachCompleted")) device.tourCompleted = true;
  if (storage.getFlag(email, "isNewUser")) device.replayWelcome = true;
  const greeting = storage.getItem(email, "coachGreetingShown");
  if (isDay(greeting)) device.greetingShownOn = greeting;
  return device;
}

/** Removes the keys readDeviceState reads: from now on the server holds them. */
export function forgetDeviceState(storage: UserStorage, email: string): void {
  for (const key of [
    "expenseStreak",
    "missionState",
    "missionStreak",
    "soundEnabled",
    "welcomeSeen",
    "coachCompleted",
    "isNewUser",
    "coachGreetingShown",
    "avatarLastShown",
  ] as const) {
    storage.removeItem(email, key);
  }
}

type Streak = UserState["expenseStreak"];

/** The larger streak (a tie goes to the later log), keeping the best longest streak and days logged. */
function largerStreak(server: Streak, device: Streak): Streak {
  const deviceWins =
    device.currentStreak > server.currentStreak ||
    (device.currentStreak === server.currentStreak &&
      (device.lastLoggedDate ?? "") > (server.lastLoggedDate ?? ""));
  const winner = deviceWins ? device : server;
  return {
    ...winner,
    longestStreak: Math.max(server.longestStreak, device.longestStreak, winner.currentStreak),
    totalDaysLogged: Math.max(server.totalDaysLogged, device.totalDaysLogged),
  };
}

const sameStreak = (a: Streak, b: Streak) =>
  a.currentStreak === b.currentStreak &&
  a.longestStreak === b.longestStreak &&
  a.lastLoggedDate === b.lastLoggedDate &&
  a.totalDaysLogged === b.totalDaysLogged;

/**
 * The change that carries a device's own values to the server state (null: nothing to carry).
 * `server` is null when the user has no state on the server yet; then the device's sound setting and
 * "show the tour again" request count too, otherwise the server's choice stands.
 */
export function deviceStatePatch(server: UserState | null, device: DeviceState): UserStatePatch | null {
  const base = server ?? DEFAULT_USER_STATE;
  const patch: UserStatePatch = {};
  if (device.expenseStreak) {
    const merged = largerStreak(base.expenseStreak, device.expenseStreak);
    if (!sameStreak(merged, base.expenseStreak)) patch.expenseStreak = merged;
  }
  if (device.missionState) {
    const stored = base.missionState;
    const newer =
      !stored ||
      device.missionState.date > stored.date ||
      (device.missionState.date === stored.date &&
        device.missionState.missionId === stored.missionId &&
        device.missionState.completed &&
        !stored.completed);
    if (newer) patch.missionState = device.missionState;
  }
  if (device.missionStreak !== undefined && device.missionStreak > base.missionStreak) {
    patch.missionStreak = device.missionStreak;
  }
  if (device.welcomeSeen && !base.welcomeSeen) patch.welcomeSeen = true;
  if (device.tourCompleted && !base.tourCompleted) patch.tourCompleted = true;
  if (device.greetingShownOn && device.greetingShownOn > (base.greetingShownOn ?? "")) {
    patch.greetingShownOn = device.greetingShownOn;
  }
  if (server === null) {
    if (device.soundEnabled === false) patch.soundEnabled = false;
    if (device.replayWelcome && !device.tourCompleted) patch.replayWelcome = true;
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
