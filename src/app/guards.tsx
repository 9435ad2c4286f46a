// Which screens a visitor may see (spec §2, §6): app routes need a signed-in user, otherwise the
// landing screen shows in their place; sign-in and sign-up send a signed-in user home.
import { lazy, Suspense } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { OfflineScreen } from "../components/OfflineScreen";
import { PageSpinner } from "../components/PageSpinner";
import { isNetworkError } from "../lib/api";
import { useCurrentUser } from "../lib/session";

const LandingPage = lazy(() => import("../features/auth/LandingPage"));

export function RequireAuth() {
  const { user, isLoading, error, refetch } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (error && (isNetworkError(error) || !navigator.onLine)) return <OfflineScreen onRetry={refetch} />;
  if (!user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LandingPage />
      </Suspense>
    );
  }
  return <Outlet />;
}

export function PublicOnly() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
