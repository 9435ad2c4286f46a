// The signed-in user's queue of changes as the screens see it (docs/offline.md): a snapshot of the
// browser database, reloaded after every change of the queue, in this tab or another one.
import { useMemo, useSyncExternalStore } from "react";
import { offlineDb } from "./offline-db";
import { type PendingView, pendingView, type QueueItem } from "./offline-queue";

export interface QueueSnapshot {
  userId: string | null;
  items: QueueItem[];
  /** The queue waits for its owner to sign in again (the API answered 401). */
  signedOut: boolean;
}

let current: QueueSnapshot = { userId: null, items: [], signedOut: false };
const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("paisa-coach-offline-queue");

export const snapshot = (): QueueSnapshot => current;

export function publish(next: Partial<QueueSnapshot>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}

export async function reload(): Promise<void> {
  const { userId } = current;
  const items = userId ? await offlineDb.queueOf(userId) : [];
  if (current.userId === userId) publish({ items });
}

/** Stores a change of the queue, then tells this tab's screens and the other tabs. */
export async function saved(change: Promise<void>): Promise<void> {
  await change;
  await reload();
  channel?.postMessage("changed");
}

channel?.addEventListener("message", () => void reload());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's queue (empty while signed out). */
export function useOfflineQueue(): QueueSnapshot {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The queue as the screens' data applies it (see offline-queue.ts). */
export function usePendingView(): PendingView {
  const { items } = useOfflineQueue();
  return useMemo(() => pendingView(items), [items]);
}
