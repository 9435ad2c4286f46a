// Offline use while signed in (docs/offline.md): the user's queue of changes is followed and sent, and
// their data is kept in the browser for the next offline start.
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { followOfflineQueue } from "./offline-sync";
import { persistQueryCache } from "./query-persistence";

export function useOfflineSupport(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const stopQueue = followOfflineQueue(queryClient, userId);
    const stopPersisting = persistQueryCache(queryClient, userId);
    return () => {
      stopQueue();
      stopPersisting();
    };
  }, [userId, queryClient]);
}

/** Whether the browser has a connection (as TanStack Query sees it: the online/offline events). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
