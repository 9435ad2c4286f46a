// Which screens a visitor may see (docs/product.md §2.1, §4.1, §6.1): app routes need a signed-in user, otherwise the
// landing screen shows in their place; sign-in and sign-up send a signed-in user home.
import { Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { OfflineScreen } from "../components/OfflineScreen";
import { PageSpinner } from "../components/PageSpinner";
import { LandingFrame } from "../features/auth/LandingFrame";
import { nextQuery, safeNextPath } from "../features/auth/next-path";
import { useProfileLanguage } from "../i18n/use-language";
import { isNetworkError } from "../lib/api";
import { useCurrentUser } from "../lib/session";
import { sessionEndedElsewhere } from "../lib/session-ended";
import { withSignedInNeeds } from "./signed-in-needs";

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
function LandingPage() {
  if (LoadedLandingPage) return <LoadedLandingPage />;
  return (
    // The header and hero show at once; the form follows.
    <Suspense fallback={<LandingFrame />}>
      <LazyLandingPage />
    </Suspense>
  );
}
// With the texts and recipes the start leaves out, as the signed-in screens (app/router.tsx): its
// toasts speak of expenses.
const SignedInSync = lazy(withSignedInNeeds(() => import("./SignedInSync")));
// The one-time privacy question (docs/product.md §2.24), for accounts that have
// not answered today's notice.
const ConsentGatePage = lazy(withSignedInNeeds(() => import("../features/consent/ConsentGatePage")));

/** Screens a signed-out visitor is sent to sign in for, and brought back to (docs/capture.md). */
const RETURN_AFTER_SIGN_IN = ["/share"];
/** An invite link (/join/<code>, docs/product.md "Households") comes back after sign-in or sign-up too. */
const returnsAfterSignIn = (pathname: string) =>
  RETURN_AFTER_SIGN_IN.includes(pathname) || pathname.startsWith("/join/");

export function RequireAuth() {
  const { user, isLoading, error, ended, confirmed, refetch } = useCurrentUser();
  useProfileLanguage(user, confirmed);
  const { pathname, search } = useLocation();
  if (isLoading) return <PageSpinner />;
  // Offline with this user's last-synced data in the cache: the app opens on it (docs/offline.md).
  if (error && !user && (isNetworkError(error) || !navigator.onLine))
    return <OfflineScreen onRetry={refetch} />;
  // The session exists but the API failed (5xx): say so rather than pretend the user is signed out.
  if (error && !user) return <LoadError onRetry={refetch} />;
  if (!user && returnsAfterSignIn(pathname)) {
    return <Navigate to={`/signin${nextQuery(pathname + search)}`} replace />;
  }
  // The session ended on another device or by a password reset: sign-in says so (docs/product.md §4.3).
  if (!user && (ended || sessionEndedElsewhere())) return <Navigate to="/signin" replace />;
  if (!user) return <LandingPage />;
  // Nothing else until the service is agreed to: no screen, no sync (the answer is one POST).
  if (user.consentNeeded) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ConsentGatePage />
      </Suspense>
    );
  }
  // Live updates and the offline queue run while a user is signed in; they, the signed-in frame and the
  // screens are lazy chunks (app/router.tsx), so a signed-out visitor never downloads them.
  return (
    <>
      <Suspense fallback={null}>
        <SignedInSync userId={user.id} />
      </Suspense>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function PublicOnly() {
  const { user, isLoading } = useCurrentUser();
  const next = safeNextPath(useSearchParams()[0].get("next"));
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to={next ?? "/"} replace />;
  return <Outlet />;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Center minH="70dvh" px="6">
      <VStack gap="4" textAlign="center" maxW="sm">
        <Heading as="h1" size="xl">
          {t("somethingWrong")}
        </Heading>
        <Text color="fg.secondary">{t("accountLoadFailed")}</Text>
        <Button colorPalette="teal" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      </VStack>
    </Center>
  );
}
