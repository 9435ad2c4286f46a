// Around every screen: each navigation starts at the top of the page and Back returns to where the
// user was (react-router's ScrollRestoration), and error toasts of the screen being left are cleared.
// It also hands a prerendered screen over to the app once hydrated (app/prerender-handoff.ts).
import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import { dismissErrorToasts } from "../components/ui/toaster";
import { handOverPrerenderedScreen } from "./prerender-handoff";

function useDismissErrorToastsOnScreenChange(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissErrorToasts();
  }, [pathname]);
}

export function RootFrame() {
  useDismissErrorToastsOnScreenChange();
  // The outermost effect of the first commit: a prerendered screen has just been hydrated.
  useEffect(handOverPrerenderedScreen, []);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
