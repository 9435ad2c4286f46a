import { useEffect, useState } from "react";

// Longer than any exit animation of the theme's dialogs and sheets (the slowest, a drawer opening, is 0.5 s).
const EXIT_GRACE_MS = 1000;

/**
 * True while `open`, and for a moment after it closes so the exit animation can play: a lazily loaded
 * dialog or sheet is mounted only then. Chakra unmounts a closed dialog on its animationend; a busy
 * device that misses that event would otherwise keep an invisible backdrop over the screen, swallowing
 * taps. Unmounting after the grace period ends that, whatever the event did.
 */
export function useMountedForExit(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), EXIT_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);
  return mounted;
}
