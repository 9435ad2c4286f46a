// The guards of app/guards.tsx once a session may exist: they ask the API for the current user (a
// TanStack query) and provide the query cache to the signed-in screens. A chunk of its own, so a
// visitor who is surely signed out never downloads TanStack Query (docs/web.md "Initial JS").
import { Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router-dom";
import { OfflineScreen } from "../components/OfflineScreen";
import { PageSpinner } from "../components/PageSpinner";
import { nextQuery, safeNextPath } from "../features/auth/next-path";
import { useProfileLanguage } from "../i18n/use-language";
import { isNetworkError } from "../lib/api";
import { queryClient } from "../lib/query-client";
import { useCurrentUser } from "../lib/session";
import { sessionEndedElsewhere } from "../lib/session-ended";
import { LandingPage, returnsAfterSignIn } from "./LandingRoute";
import { withSignedInNeeds } from "./signed-in-needs";

// With the texts it shows and the recipes the start leaves out, as the signed-in screens (app/router.tsx).
const SignedInSync = lazy(withSignedInNeeds([], () => import("./SignedInSync")));
// The one-time privacy question (docs/product.md §2.24), for accounts that have
// not answered today's notice.
const ConsentGatePage = lazy(withSignedInNeeds([], () => import("../features/consent/ConsentGatePage")));

/** `RequireAuth` with a session: the screens once the API says whose it is. */
export function RequireUser() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireUserGate />
    </QueryClientProvider>
  );
}

function RequireUserGate() {
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

/** `PublicOnly` with a session: a signed-in user goes home (or to `?next=`). */
export function PublicOnlyWithSession() {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicOnlyGate />
    </QueryClientProvider>
  );
}

function PublicOnlyGate() {
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
