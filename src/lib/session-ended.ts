// "You were signed out on this device" (docs/product.md §4.3): remembered for the browser tab when a
// session ends somewhere else (Sign out of all devices, a password reset), so the sign-in screen can
// say why instead of the app dropping to the landing page without a word. Tiny and free of
// dependencies: the sign-in screen reads it on a signed-out visitor's first load.

const KEY = "paisa-coach-session-ended";

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // blocked storage: the notice is a courtesy, never a reason to fail
  }
}

export function rememberSessionEnded(): void {
  try {
    tabStorage()?.setItem(KEY, "1");
  } catch {
    // full or blocked: the user still lands on sign-in, only without the reason
  }
}

export const sessionEndedElsewhere = (): boolean => tabStorage()?.getItem(KEY) === "1";

export function forgetSessionEnded(): void {
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
