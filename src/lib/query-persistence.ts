// The last-synced data of each signed-in user, kept in the browser (docs/offline.md): TanStack Query's
// cache, dehydrated into IndexedDB per user id, restored before the first screen renders — online the
// figures only, painted before any network call and read again once; offline all of it, refetched as
// soon as the device is online — and deleted when the user signs out.
import { dehydrate, hydrate, onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import { onLiveStatusChange } from "./live-status";
import { offlineDb } from "./offline-db";
import { cacheVerdict, paintableState } from "./paint-rules";

/** Bump when the shape of a cached answer changes: an older cache is then dropped. */
const CACHE_VERSION = "1";
const WRITE_AFTER_MS = 500;
/**
 * The first screen's reads wait for the restore (lib/auth-session.ts holdSessionUntil), but not for long.
 * IndexedDB answers in a few ms, but on a busy phone its first open can take much longer — still less
 * than the network's reads (Auth's client, the current user, then the data).
 */
const RESTORE_WAIT_MS = 1_500;
/**
 * Painted figures are read again when the live channel has joined (its catch-up). Should it not join
 * (socket refused, realtime-js's own 10 s join timeout), they are read again without it after this long.
 */
const LIVE_JOIN_WAIT_MS = 8_000;

/** Signed URLs expire within the hour and images do not load offline anyway. */
const persistable = (query: Query) => query.state.status === "success" && query.queryKey[0] !== "receipt-url";

/** Refetch what was restored once there is a connection (the cache never goes stale by itself). */
function refreshWhenOnline(client: QueryClient): void {
  if (onlineManager.isOnline()) {
    void client.invalidateQueries();
    return;
  }
  const unsubscribe = onlineManager.subscribe((online) => {
    if (!online) return;
    unsubscribe();
    void client.invalidateQueries();
  });
}

const stillPainted = (query: Query, savedAt: number) =>
  query.state.status === "success" &&
  query.state.dataUpdatedAt <= savedAt &&
  query.state.fetchStatus === "idle";

/**
 * Painted figures are read again once, not twice: the current user at once (the server says whether
 * the session still stands: a refused one goes to sign-in), the money reads by the live channel's
 * catch-up when it joins (lib/live-updates.ts: every read older than the join) — or here, should the
 * channel not join.
 */
function revalidatePainted(client: QueryClient, savedAt: number): void {
  void client.invalidateQueries({ queryKey: ["auth", "user"] });
  let settled = false;
  const settle = (readAgain: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    stopFollowing();
    // Only what still holds the painted copy and is not being read already.
    if (readAgain) void client.invalidateQueries({ predicate: (query) => stillPainted(query, savedAt) });
  };
  const stopFollowing = onLiveStatusChange((status) => {
    if (status === "live") settle(false);
    else if (status === "down") settle(true);
  });
  const timer = setTimeout(() => settle(true), LIVE_JOIN_WAIT_MS);
}

/**
 * Puts the user's last-synced data into the cache before the first screen renders (bounded: then the
 * app goes on without it). Online, the money figures and the current user of the same Indian day only
 * (lib/paint-rules.ts): screens that act once on what they first read (the coach's welcome and tour)
 * never act on an old copy. Offline, all of it.
 */
export async function restoreQueryCache(client: QueryClient, userId: string): Promise<void> {
  const online = onlineManager.isOnline();
  let late = false;
  const restore = async () => {
    const cache = await offlineDb.cacheOf(userId);
    // Too late: the screens' reads are under way, and a copy now would only be read twice.
    if (!cache || (late && online)) return;
    const verdict = cacheVerdict(cache, { userId, version: CACHE_VERSION, now: Date.now(), online });
    if (verdict === "drop") {
      await offlineDb.removeCache(userId);
      return;
    }
    if (verdict === "skip") return;
    hydrate(client, paintableState(cache.state, verdict, userId));
    if (verdict === "all") refreshWhenOnline(client);
    else revalidatePainted(client, cache.savedAt);
  };
  await Promise.race([
    restore().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);
  late = true;
}

let active: { userId: string; stop: () => void } | undefined;

/** Keeps writing the user's cache as it changes (and when the page is hidden); returns the stop function. */
export function persistQueryCache(client: QueryClient, userId: string): () => void {
  active?.stop();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = dehydrate(client, { shouldDehydrateQuery: persistable });
    void offlineDb.putCache({ userId, buster: CACHE_VERSION, savedAt: Date.now(), state }).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success")
      timer ??= setTimeout(write, WRITE_AFTER_MS);
  });
  const onHide = () => {
    if (document.visibilityState === "hidden" && timer) write();
  };
  document.addEventListener("visibilitychange", onHide);
  const stop = () => {
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener("visibilitychange", onHide);
    if (active?.stop === stop) active = undefined;
  };
  active = { userId, stop };
  return stop;
}

/** Signing out deletes the user's last-synced data from this browser (and stops writing it). */
export function forgetQueryCache(userId: string): Promise<void> {
  if (active?.userId === userId) active.stop();
  return offlineDb.removeCache(userId).catch(() => {});
}
