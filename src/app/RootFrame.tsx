// Around every screen: each navigation starts at the top of the page and Back returns to where the
// user was (react-router's ScrollRestoration), and error toasts of the screen being left are cleared.
// It also hands a prerendered screen over to the app once hydrated (app/prerender-handoff.ts), without
// moving the page the visitor may already have scrolled.
import { useEffect, useRef, useState } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { dismissErrorToasts } from "../components/ui/toaster";
import { handOverPrerenderedScreen, hydratingPrerenderedScreen } from "./prerender-handoff";

function useDismissErrorToastsOnScreenChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissErrorToasts();
  }, [pathname]);
}

/**
 * Whether react-router's scroll restoration runs yet. It scrolls to the top as it mounts; a hydrated
 * prerendered screen was already on show, and the visitor may have scrolled it (down to Create
 * account, down the terms): a tap aimed there would land on what the jump brought under the finger.
 * So on such a screen it starts with the first navigation (only that first screen's place is not
 * kept for Back).
 */
function useScrollRestorationStarted(): boolean {
  const { key } = useLocation();
  const [hydratedKey] = useState(() => (hydratingPrerenderedScreen() ? key : null));
  const [started, setStarted] = useState(hydratedKey === null);
  if (!started && key !== hydratedKey) setStarted(true);
  return started;
}

export function RootFrame() {
  useDismissErrorToastsOnScreenChange();
  const restoreScroll = useScrollRestorationStarted();
  // The outermost effect of the first commit: a prerendered screen has just been hydrated.
  useEffect(handOverPrerenderedScreen, []);
  return (
    <>
      {restoreScroll ? <ScrollRestoration /> : null}
      <Outlet />
    </>
  );
}
