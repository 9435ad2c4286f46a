// The last-synced data of each signed-in user, kept in the browser so the app opens offline
// (docs/offline.md): TanStack Query's cache, dehydrated into IndexedDB per user id, restored before the
// first screen renders, refetched as soon as the device is online, and deleted when the user signs out.
import { dehydrate, hydrate, onlineManager, type Query, type QueryClient } from "@tanstack/react-query";
import { offlineDb } from "./offline-db";

/** Bump when the shape of a cached answer changes: an older cache is then dropped. */
const CACHE_VERSION = "1";
/** Older data is more misleading than helpful. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_AFTER_MS = 500;
/** Restoring must not hold up the first screen for long. */
const RESTORE_WAIT_MS = 1_500;

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

/**
 * Puts the user's last-synced data into the cache when the app starts without a connection (at most
 * RESTORE_WAIT_MS; then the app goes on). Online the app loads fresh data as always: screens that act
 * once on what they first read (the coach's welcome and tour) must never act on an old copy.
 */
export async function restoreQueryCache(client: QueryClient, userId: string): Promise<void> {
  if (onlineManager.isOnline()) return;
  const restore = async () => {
    const cache = await offlineDb.cacheOf(userId);
    if (!cache) return;
    if (cache.buster !== CACHE_VERSION || Date.now() - cache.savedAt > MAX_AGE_MS) {
      await offlineDb.removeCache(userId);
      return;
    }
    hydrate(client, cache.state);
    refreshWhenOnline(client);
  };
  await Promise.race([
    restore().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
  ]);
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
