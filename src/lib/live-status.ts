// Whether live updates are flowing (docs/product.md §7.3): screens poll only while they are not. Kept
// apart from the Realtime client so that reading it costs no download.
import { useSyncExternalStore } from "react";

/** off: signed out; connecting: joining; live: subscribed and streaming; down: anything else. */
export type LiveStatus = "off" | "connecting" | "live" | "down";

let status: LiveStatus = "off";
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

export const liveStatus = (): LiveStatus => status;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with each new status; returns the function that stops it. */
export function onLiveStatusChange(listener: (status: LiveStatus) => void): () => void {
  return subscribe(() => listener(status));
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, liveStatus, liveStatus);
}

/**
 * `refetchInterval` for a read that live updates keep fresh: no polling while they flow, `fallbackMs`
 * (30–60 s) while they do not (connecting, socket down, signed-out stream).
 */
export function usePollingFallback(fallbackMs: number): number | false {
  return useLiveStatus() === "live" ? false : fallbackMs;
}
