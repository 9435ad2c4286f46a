// Routes of spec §2. Pages are lazy chunks so the first load carries only the shell; the money
// screens (dashboard, expenses, budget, analytics, admin) are default exports of their feature folders.
import type { ComponentType } from "react";
import { createBrowserRouter, Outlet } from "react-router-dom";
import { PageSpinner } from "../components/PageSpinner";
import { PublicOnly, RequireAuth } from "./guards";
import { AppLayout } from "./layout/AppLayout";
import { RouteError } from "./RouteError";

type PageModule = { default: ComponentType };

/** react-router's `lazy` for a module whose default export is the page. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

export const routes = [
  {
    element: <Outlet />,
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
      { path: "terms", lazy: page(() => import("../features/legal/TermsPage")) },
      { path: "privacy", lazy: page(() => import("../features/legal/PrivacyPage")) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout bottomNav />,
            children: [
              { index: true, lazy: page(() => import("./HomeRoute")) },
              { path: "analytics", lazy: page(() => import("../features/analytics/AnalyticsPage")) },
              { path: "profile", lazy: page(() => import("../features/profile/ProfilePage")) },
            ],
          },
          {
            element: <AppLayout />,
            children: [
              { path: "expense", lazy: page(() => import("./AddExpenseRoute")) },
              { path: "budget", lazy: page(() => import("../features/budget/BudgetPage")) },
              { path: "admin", lazy: page(() => import("../features/admin/AdminPage")) },
              { path: "*", lazy: page(() => import("./NotFoundPage")) },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
