// Routes of docs/product.md §2.1. Pages are lazy chunks so the first load carries only the shell; the money
// screens (dashboard, expenses, budget, analytics, admin) are default exports of their feature folders.
import { type ComponentType, lazy } from "react";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { type Namespace, withTexts } from "../i18n/i18n";
import { mayHaveSession } from "../lib/auth-session";
import { PublicOnly, RequireAuth } from "./guards";
import { preloadLandingPage } from "./LandingRoute";
import { RootFrame } from "./RootFrame";
import { RouteError } from "./RouteError";
import { withSignedInNeeds } from "./signed-in-needs";

type PageModule = { default: ComponentType };

/** react-router's `lazy` for a module whose default export is the page. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/**
 * A signed-in screen, with the texts it shows: `namespaces` beyond the public ones (common, errors,
 * auth) that its modules use, written next to its import (tests/repo/route-texts.test.ts checks them).
 * With a session its chunk loads at once, alongside the current-user call. A visitor who is surely
 * signed out sees the landing page in its place (RequireAuth), so the chunk loads only if the screen
 * ever renders (React.lazy, under the layout's Suspense); with no route left to load, the router then
 * renders the landing at once instead of a spinner first. Either way with the recipes the start leaves
 * out (app/signed-in-needs.ts).
 */
const appPage = (namespaces: readonly Namespace[], load: () => Promise<PageModule>) => {
  const loadAll = withSignedInNeeds(namespaces, load);
  return mayHaveSession() ? { lazy: page(loadAll) } : { Component: lazy(loadAll) };
};

/**
 * The signed-in frame (header, bottom navigation, bell, expense editor) loads like the signed-in
 * screens; its sheets and popovers load their own texts when opened.
 */
const appLayout = (bottomNav: boolean) =>
  appPage([], () =>
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
      { path: "terms", lazy: page(withTexts(["legal"], () => import("../features/legal/TermsPage"))) },
      { path: "privacy", lazy: page(withTexts(["legal"], () => import("../features/legal/PrivacyPage"))) },
      {
        element: <RequireAuth />,
        children: [
          {
            ...appLayout(true),
            children: [
              {
                index: true,
                ...appPage(["budget", "coach", "dashboard", "recurring"], () => import("./HomeRoute")),
              },
              {
                path: "analytics",
                ...appPage(["analytics"], () => import("../features/analytics/AnalyticsPage")),
              },
              {
                path: "history",
                ...appPage(["history", "recurring"], () => import("../features/history/HistoryPage")),
              },
              {
                path: "profile",
                ...appPage(
                  ["goals", "households", "profile", "recurring"],
                  () => import("../features/profile/ProfilePage"),
                ),
              },
            ],
          },
          {
            ...appLayout(false),
            children: [
              {
                path: "expense",
                ...appPage(["capture", "coach", "expenses"], () => import("./AddExpenseRoute")),
              },
              // The Web Share Target (build/pwa.config.ts) and the review of several pasted messages.
              {
                path: "share",
                ...appPage(["capture", "coach", "expenses"], () => import("./MessageReviewRoute")),
              },
              {
                path: "budget",
                ...appPage(
                  ["budget", "dashboard", "recurring"],
                  () => import("../features/budget/BudgetPage"),
                ),
              },
              {
                path: "recurring",
                ...appPage(["recurring"], () => import("../features/recurring/RecurringPage")),
              },
              {
                path: "goals",
                ...appPage(["goals", "recurring"], () => import("../features/goals/GoalsPage")),
              },
              { path: "import", ...appPage(["imports"], () => import("../features/imports/ImportPage")) },
              {
                path: "concerns",
                ...appPage(["profile"], () => import("../features/concerns/ConcernsPage")),
              },
              {
                path: "households",
                ...appPage(["households"], () => import("../features/households/HouseholdsPage")),
              },
              {
                path: "households/:id",
                ...appPage(
                  ["budget", "dashboard", "households"],
                  () => import("../features/households/HouseholdPage"),
                ),
              },
              {
                path: "join/:code",
                ...appPage(["households"], () => import("../features/households/JoinHouseholdPage")),
              },
              {
                path: "profile/data",
                ...appPage(["profile"], () => import("../features/your-data/YourDataPage")),
              },
              {
                path: "admin",
                ...appPage(["admin", "profile"], () => import("../features/admin/AdminPage")),
              },
              { path: "*", ...appPage([], () => import("./NotFoundPage")) },
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
