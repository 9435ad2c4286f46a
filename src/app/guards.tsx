// Which screens a visitor may see (docs/product.md §2.1, §4.1, §6.1): app routes need a signed-in user, otherwise the
// landing screen shows in their place; sign-in and sign-up send a signed-in user home. A visitor who is surely
// signed out (no stored session, no OAuth redirect: lib/auth-session.ts) is answered here at once; once a
// session may exist, the guards that ask the API for the current user take over (app/SignedInGuards.tsx,
// a chunk of its own with TanStack Query, which a signed-out start never downloads).
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { nextQuery } from "../features/auth/next-path";
import { useSession } from "../lib/auth-session";
import { sessionEndedElsewhere } from "../lib/session-ended";
import { LandingPage, returnsAfterSignIn } from "./LandingRoute";

let signedInGuards: Promise<typeof import("./SignedInGuards")> | undefined;
let signedInGuardsLoaded = false;
/** Loads the guards that ask the API: at start when a session may exist (app/start.tsx), else on sign-in. */
export const preloadSignedInGuards = () =>
  (signedInGuards ??= import("./SignedInGuards").then((module) => {
    signedInGuardsLoaded = true;
    return module;
  }));
const RequireUser = lazy(() => preloadSignedInGuards().then((module) => ({ default: module.RequireUser })));
const PublicOnlyWithSession = lazy(() =>
  preloadSignedInGuards().then((module) => ({ default: module.PublicOnlyWithSession })),
);

/**
 * No session, none coming, and the guards that ask the API not loaded: nothing to ask. Once loaded
 * they stay, also when the session ends (they then show what a signed-out visitor sees): swapping
 * guards would remount the screen under them — sign-in would lose "You were signed out on this device".
 */
function useAnswerHere(): boolean {
  const { status, session } = useSession();
  return status === "ready" && session === null && !signedInGuardsLoaded;
}

export function RequireAuth() {
  const signedOut = useAnswerHere();
  if (!signedOut) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <RequireUser />
      </Suspense>
    );
  }
  return <SignedOutAppRoute />;
}

function SignedOutAppRoute() {
  const { pathname, search } = useLocation();
  if (returnsAfterSignIn(pathname)) return <Navigate to={`/signin${nextQuery(pathname + search)}`} replace />;
  // The session ended on another device or by a password reset: sign-in says so (docs/product.md §4.3).
  if (sessionEndedElsewhere()) return <Navigate to="/signin" replace />;
  return <LandingPage />;
}

export function PublicOnly() {
  const signedOut = useAnswerHere();
  if (signedOut) return <Outlet />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <PublicOnlyWithSession />
    </Suspense>
  );
}
