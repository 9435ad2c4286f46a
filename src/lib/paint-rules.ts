// Which last-synced data a start may paint before any network call (docs/offline.md "Paint from the
// device"): pure rules, so the per-user and staleness decisions are tested without a browser.
import { indianDay } from "@shared/calendar/indian-day.ts";
import type { DehydratedState, QueryKey } from "@tanstack/react-query";

/** Older data is more misleading than helpful, even offline. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Online, only the reads home and Add Expense paint with: the signed-in user and the money figures,
 * all of which the live channel's catch-up (lib/live-updates.ts) reads again once it has joined. Not
 * the coach's state: its welcome card and tour act once on what they first read, and must never act
 * on an old copy (they have their own copy in per-user storage to show meanwhile).
 */
const PAINT_ROOTS = new Set<unknown>([
  "auth",
  "budget",
  "expenses",
  "analytics",
  "notifications",
  "categories",
]);

export interface StoredCacheInfo {
  userId: string;
  buster: string;
  savedAt: number;
}

export interface StartInfo {
  /** The user of the session this browser holds (from the stored token's claims). */
  userId: string;
  /** The app build's cache version. */
  version: string;
  now: number;
  online: boolean;
}

/**
 * What a start does with the stored cache: `drop` it (another build, too old, or not this user's),
 * `skip` it (kept for an offline start, but not painted now), paint `figures` only (online), or
 * restore `all` of it (offline: the app runs on it until the connection is back).
 */
export type CacheVerdict = "drop" | "skip" | "figures" | "all";

export function cacheVerdict(cache: StoredCacheInfo, start: StartInfo): CacheVerdict {
  // Keyed by user id already; checked again because a cache painted for the wrong user is a leak.
  if (cache.userId !== start.userId) return "skip";
  if (cache.buster !== start.version || start.now - cache.savedAt > OFFLINE_MAX_AGE_MS) return "drop";
  if (!start.online) return "all";
  // Today's spending and the daily limit are figures of the Indian day they were read on: yesterday's
  // would look real and be wrong. Another day's cache loads fresh, as a first visit does.
  return indianDay(cache.savedAt) === indianDay(start.now) ? "figures" : "skip";
}

/** True for a query a start may paint under `verdict` for `userId`. */
export function paintable(queryKey: QueryKey, verdict: CacheVerdict, userId: string): boolean {
  const [root, kind, keyUserId] = queryKey;
  // The current-user read is keyed by user id: only this user's, whatever else the cache holds.
  if (root === "auth") return kind === "user" && keyUserId === userId;
  if (verdict === "all") return true;
  return verdict === "figures" && PAINT_ROOTS.has(root);
}

/** The part of a stored cache a start may paint (nothing for `drop` and `skip`). */
export function paintableState(
  state: DehydratedState,
  verdict: CacheVerdict,
  userId: string,
): DehydratedState {
  return {
    mutations: verdict === "all" ? state.mutations : [],
    queries: state.queries.filter((query) => paintable(query.queryKey, verdict, userId)),
  };
}
