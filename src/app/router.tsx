// Routes of docs/product.md §2.1. Pages are lazy chunks so the first load carries only the shell; the money
// screens (dashboard, expenses, budget, analytics, admin) are default exports of their feature folders.
import { type ComponentType, lazy } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { loadLegalTexts } from "../i18n/i18n";
import { mayHaveSession } from "../lib/auth-session";
import { PublicOnly, RequireAuth } from "./guards";
import { preloadLandingPage } from "./LandingRoute";
import { RootFrame } from "./RootFrame";
import { RouteError } from "./RouteError";
import { withSignedInNeeds } from "./signed-in-needs";

type PageModule = { default: ComponentType };

/** react-router's `lazy` for a module whose default export is the page. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** A legal page, with its texts (a chunk of their own: i18n/i18n.ts). */
const withLegalTexts = (load: () => Promise<PageModule>) => () =>
  Promise.all([load(), loadLegalTexts()]).then(([module]) => module);

/**
 * A signed-in screen. With a session its chunk loads at once, alongside the current-user call. A
 * visitor who is surely signed out sees the landing page in its place (RequireAuth), so the chunk
 * loads only if the screen ever renders (React.lazy, under the layout's Suspense); with no route
 * left to load, the router then renders the landing at once instead of a spinner first. Either way
 * with the texts and recipes the start leaves out (app/signed-in-needs.ts).
 */
const appPage = (load: () => Promise<PageModule>) => {
  const loadAll = withSignedInNeeds(load);
  return mayHaveSession() ? { lazy: page(loadAll) } : { Component: lazy(loadAll) };
};

/** The signed-in frame (header, bottom navigation, expense editor) loads like the signed-in screens. */
const appLayout = (bottomNav: boolean) =>
  appPage(() =>
    import("./layout/AppLayout").then((layout) => ({
      default: bottomNav ? layout.AppLayoutWithBottomNav : layout.AppLayout,
    })),
  );

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: "signin", lazy: page(() => import("../features/auth/SignInPage")) },
          { path: "signup", lazy: page(() => import("../features/auth/SignUpPage")) },
        ],
      },
      { path: "forgot-password", lazy: page(() => import("../features/auth/ForgotPasswordPage")) },
      { path: "reset-password", lazy: page(() => import("../features/auth/ResetPasswordPage")) },
      { path: "terms", lazy: page(withLegalTexts(() => import("../features/legal/TermsPage"))) },
      { path: "privacy", lazy: page(withLegalTexts(() => import("../features/legal/PrivacyPage"))) },
      {
        element: <RequireAuth />,
        children: [
          {
            ...appLayout(true),
            children: [
              { index: true, ...appPage(() => import("./HomeRoute")) },
              { path: "analytics", ...appPage(() => import("../features/analytics/AnalyticsPage")) },
              { path: "history", ...appPage(() => import("../features/history/HistoryPage")) },
              { path: "profile", ...appPage(() => import("../features/profile/ProfilePage")) },
            ],
          },
          {
            ...appLayout(false),
            children: [
              { path: "expense", ...appPage(() => import("./AddExpenseRoute")) },
              // The Web Share Target (build/pwa.config.ts) and the review of several pasted messages.
              { path: "share", ...appPage(() => import("./MessageReviewRoute")) },
              { path: "budget", ...appPage(() => import("../features/budget/BudgetPage")) },
              { path: "recurring", ...appPage(() => import("../features/recurring/RecurringPage")) },
              { path: "goals", ...appPage(() => import("../features/goals/GoalsPage")) },
              { path: "import", ...appPage(() => import("../features/imports/ImportPage")) },
              { path: "concerns", ...appPage(() => import("../features/concerns/ConcernsPage")) },
              { path: "households", ...appPage(() => import("../features/households/HouseholdsPage")) },
              { path: "households/:id", ...appPage(() => import("../features/households/HouseholdPage")) },
              { path: "join/:code", ...appPage(() => import("../features/households/JoinHouseholdPage")) },
              { path: "profile/data", ...appPage(() => import("../features/your-data/YourDataPage")) },
              { path: "admin", ...appPage(() => import("../features/admin/AdminPage")) },
              { path: "*", ...appPage(() => import("./NotFoundPage")) },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Loads the screen at `pathname` before the router starts: its lazy routes (as react-router advises
 * before hydrating server markup) and, on "/", the landing page. The first render is then the
 * prerendered screen itself, not a spinner that would not match it (docs/web.md).
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route);
  await Promise.all([
    ...lazyRoutes.map(async (route) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
    pathname === "/" ? preloadLandingPage() : undefined,
  ]);
}

/** The app's router; app/start.tsx creates it in a start-up task of its own (it matches the URL at once). */
export const createAppRouter = () => createBrowserRouter(routes);
