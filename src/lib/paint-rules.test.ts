import type { DehydratedState } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { cacheVerdict, OFFLINE_MAX_AGE_MS, paintable, paintableState } from "./paint-rules.ts";

const ASHA = "a0000000-0000-4000-8000-000000000001";
const BILAL = "b0000000-0000-4000-8000-000000000002";
// 27 Nov 2026 in India (UTC+5:30): 10:00 IST, and the day's last and next day's first minute.
const MORNING = Date.parse("2026-11-27T04:30:00Z");
const LAST_MINUTE = Date.parse("2026-11-27T18:29:00Z");
const NEXT_DAY = Date.parse("2026-11-27T18:31:00Z");

const cache = (savedAt: number, userId = ASHA, buster = "1") => ({ userId, buster, savedAt });
const start = (now: number, online = true, userId = ASHA) => ({ userId, version: "1", now, online });

describe("cacheVerdict", () => {
  it("paints the figures online when the cache is this user's, this build's and of the same Indian day", () => {
    expect(cacheVerdict(cache(MORNING), start(LAST_MINUTE))).toBe("figures");
  });

  it("never paints another user's cache (the session's user decides, not the record)", () => {
    expect(cacheVerdict(cache(MORNING, ASHA), start(MORNING, true, BILAL))).toBe("skip");
    expect(cacheVerdict(cache(MORNING, ASHA), start(MORNING, false, BILAL))).toBe("skip");
  });

  it("loads fresh online once the Indian day has turned (yesterday's daily figure would look real)", () => {
    expect(cacheVerdict(cache(LAST_MINUTE), start(NEXT_DAY))).toBe("skip");
  });

  it("restores all of it offline, up to seven days old", () => {
    expect(cacheVerdict(cache(MORNING), start(MORNING + OFFLINE_MAX_AGE_MS, false))).toBe("all");
  });

  it("drops another build's cache and one older than seven days", () => {
    expect(cacheVerdict(cache(MORNING, ASHA, "0"), start(MORNING))).toBe("drop");
    expect(cacheVerdict(cache(MORNING), start(MORNING + OFFLINE_MAX_AGE_MS + 1, false))).toBe("drop");
  });
});

describe("paintable", () => {
  it("paints the money reads and this user's current-user read online", () => {
    for (const key of [
      ["budget"],
      ["analytics", "daily-limit"],
      ["analytics", "spending", { period: "day", date: "2026-11-27" }],
      ["expenses", { limit: 5 }],
      ["notifications"],
      ["categories"],
      ["auth", "user", ASHA],
    ]) {
      expect(paintable(key, "figures", ASHA), JSON.stringify(key)).toBe(true);
    }
  });

  it("keeps the coach's state and other screens' reads for offline starts", () => {
    expect(paintable(["user-state", "asha@example.com"], "figures", ASHA)).toBe(false);
    expect(paintable(["recurring"], "figures", ASHA)).toBe(false);
    expect(paintable(["user-state", "asha@example.com"], "all", ASHA)).toBe(true);
  });

  it("never paints another user's current-user read, online or offline", () => {
    expect(paintable(["auth", "user", BILAL], "figures", ASHA)).toBe(false);
    expect(paintable(["auth", "user", BILAL], "all", ASHA)).toBe(false);
    expect(paintable(["auth", "reset-token", "x"], "all", ASHA)).toBe(false);
  });

  it("paints nothing for a cache it skips or drops", () => {
    expect(paintable(["budget"], "skip", ASHA)).toBe(false);
    expect(paintable(["budget"], "drop", ASHA)).toBe(false);
  });
});

describe("paintableState", () => {
  const query = (queryKey: unknown[]) =>
    ({
      queryKey,
      queryHash: JSON.stringify(queryKey),
      state: {},
    }) as unknown as DehydratedState["queries"][number];
  const state = {
    mutations: [{ mutationKey: ["user-state", "patch"] }],
    queries: [query(["budget"]), query(["user-state", "a@x.in"]), query(["auth", "user", BILAL])],
  } as unknown as DehydratedState;

  it("keeps only what may paint, and no paused mutations online", () => {
    const painted = paintableState(state, "figures", ASHA);
    expect(painted.queries.map((entry) => entry.queryKey)).toEqual([["budget"]]);
    expect(painted.mutations).toEqual([]);
  });

  it("restores the rest offline, still without another user's current-user read", () => {
    const restored = paintableState(state, "all", ASHA);
    expect(restored.queries.map((entry) => entry.queryKey)).toEqual([["budget"], ["user-state", "a@x.in"]]);
    expect(restored.mutations).toHaveLength(1);
  });
});
