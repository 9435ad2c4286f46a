// What an app route shows a visitor with no user (docs/product.md §2.1): the landing page in its place,
// or sign-in for the screens that come back after it. Shared by both guards, the signed-out one
// (app/guards.tsx) and the one that asks the API (app/SignedInGuards.tsx).
import { type ComponentType, lazy, Suspense } from "react";
import { LandingFrame } from "../features/auth/LandingFrame";

const loadLandingPage = () => import("../features/auth/LandingPage");
const LazyLandingPage = lazy(loadLandingPage);
let LoadedLandingPage: ComponentType | undefined;

/**
 * Loads the landing page before a render that must not suspend: the prerender, and the hydration of
 * its markup. Otherwise the landing loads only when a signed-out visitor needs it.
 */
export async function preloadLandingPage(): Promise<void> {
  LoadedLandingPage = (await loadLandingPage()).default;
}

/**
 * Loaded, the landing renders directly — on the server and in the hydrating browser alike. Under a
 * Suspense boundary React would hydrate it in a later pass, after the app's hand-over of the
 * prerendered screen (app/prerender-handoff.ts), and a submit in between would go unheld.
 */
export function LandingPage() {
  if (LoadedLandingPage) return <LoadedLandingPage />;
  return (
    // The header and hero show at once; the form follows.
    <Suspense fallback={<LandingFrame />}>
      <LazyLandingPage />
    </Suspense>
  );
}

/** Screens a signed-out visitor is sent to sign in for, and brought back to (docs/capture.md). */
const RETURN_AFTER_SIGN_IN = ["/share"];
/** An invite link (/join/<code>, docs/product.md "Households") comes back after sign-in or sign-up too. */
export const returnsAfterSignIn = (pathname: string): boolean =>
  RETURN_AFTER_SIGN_IN.includes(pathname) || pathname.startsWith("/join/");
