// The browser's "add to home screen" offer (beforeinstallprompt, Chromium only). It fires once, often
// before any screen that shows an Install button is mounted, so it is caught at start-up and kept here.
import { useSyncExternalStore } from "react";

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Call once at start-up. */
export function captureInstallPrompt(): void {
  if (typeof window === "undefined") return;
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the mini-infobar away; the app offers its own button on the profile screen.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

/** True while the browser offers installation. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
}

export type InstallOutcome = "accepted" | "dismissed" | "unavailable";

/** Shows the browser's install dialog. A prompt can be used once; after "accepted" the offer is gone. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return "unavailable";
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === "accepted") {
    deferred = null;
    notify();
  }
  return outcome;
}
