import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const streak = { currentStreak: 4, longestStreak: 9, lastLoggedDate: "2026-11-22", totalDaysLogged: 31 };
const mission = { missionId: "no-spend-day", date: "2026-11-23", completed: true, progress: 100 };

describe("/api/user-state", () => {
  it("is null before the first write, then keeps every field for the next device", async () => {
    const user = await signedInUser(app);
    const none = await call(app, "GET", "/user-state", { token: user.token });
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const written = await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: {
        expenseStreak: streak,
        missionState: mission,
        missionStreak: 3,
        soundEnabled: false,
        welcomeSeen: true,
        greetingShownOn: "2026-11-23",
        closedAlerts: ["budget_80:2026-11"],
      },
    });
    expect(written.status).toBe(200);
    const expected = {
      expenseStreak: streak,
      missionState: mission,
      missionStreak: 3,
      soundEnabled: false,
      welcomeSeen: true,
      tourCompleted: false,
      replayWelcome: false,
      greetingShownOn: "2026-11-23",
      closedAlerts: ["budget_80:2026-11"],
    };
    expect(written.body).toEqual(expected);
    // Another device (another session of the same user) reads the same.
    expect((await call(app, "GET", "/user-state", { token: user.token })).body).toEqual(expected);
  });

  it("changes only the fields a patch names", async () => {
    const user = await signedInUser(app);
    await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: { expenseStreak: streak, soundEnabled: false },
    });
    const after = await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: { tourCompleted: true },
    });
    expect(after.body).toMatchObject({ expenseStreak: streak, soundEnabled: false, tourCompleted: true });
    const cleared = await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: { missionState: null },
    });
    expect(cleared.body.missionState).toBeNull();
    // An empty patch creates nothing new and answers the state.
    expect((await call(app, "PATCH", "/user-state", { token: user.token, body: {} })).body).toEqual(
      cleared.body,
    );
  });

  it("keeps a completed mission completed when another device's older progress arrives", async () => {
    const user = await signedInUser(app);
    await call(app, "PATCH", "/user-state", { token: user.token, body: { missionState: mission } });
    const late = await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: { missionState: { ...mission, completed: false, progress: 60 } },
    });
    expect(late.status).toBe(200);
    expect(late.body.missionState).toEqual(mission);
    // The next day's mission starts fresh.
    const nextDay = { ...mission, date: "2026-11-24", completed: false, progress: 20 };
    const fresh = await call(app, "PATCH", "/user-state", {
      token: user.token,
      body: { missionState: nextDay },
    });
    expect(fresh.body.missionState).toEqual(nextDay);
  });

  it("keeps each user's state to themselves", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await call(app, "PATCH", "/user-state", { token: owner.token, body: { missionStreak: 7 } });
    expect((await call(app, "GET", "/user-state", { token: other.token })).body).toBeNull();
  });

  it.each([
    [{ missionStreak: -1 }, "missionStreak must not be negative"],
    [
      { expenseStreak: { ...streak, lastLoggedDate: "23/11/2026" } },
      "lastLoggedDate must be a date written yyyy-mm-dd",
    ],
    [{ missionState: { ...mission, progress: 120 } }, "progress must be at most 100"],
    [{ soundEnabled: "yes" }, "soundEnabled must be true or false"],
    [{ closedAlerts: Array.from({ length: 21 }, (_, i) => `a${i}`) }, "closedAlerts holds at most 20 alerts"],
    [{ streak: 3 }, "Unknown field: streak"],
  ])("refuses %o with 400 naming the problem", async (body, message) => {
    const user = await signedInUser(app);
    const res = await call(app, "PATCH", "/user-state", { token: user.token, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await call(app, "GET", "/user-state", { token: user.token })).body).toBeNull();
  });

  it("answers 401 when signed out", async () => {
    expect((await call(app, "GET", "/user-state")).status).toBe(401);
    expect((await call(app, "PATCH", "/user-state", { body: {} })).status).toBe(401);
  });
});
