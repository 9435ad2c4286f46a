// Each namespace's texts as a chunk of its own, per language: a screen loads the ones it shows
// (i18n.ts `loadTexts`, docs/web.md "Texts per screen"). English's public namespaces are bundled with the
// start (locales/en/public-texts.ts), so they have no loader here.
import type { LocaleTexts } from "../locales/types";
import type { Language } from "./language";

export type Namespace = keyof LocaleTexts;

/** The namespaces the app's start has in English (and loads in Hindi before the first render). */
export const PUBLIC_NAMESPACES = ["common", "errors", "auth"] as const satisfies readonly Namespace[];
type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

type Loader = () => Promise<object>;

const english: Record<Exclude<Namespace, PublicNamespace>, Loader> = {
  admin: () => import("../locales/en/admin").then((module) => module.admin),
  analytics: () => import("../locales/en/analytics").then((module) => module.analytics),
  budget: () => import("../locales/en/budget").then((module) => module.budget),
  capture: () => import("../locales/en/capture").then((module) => module.capture),
  coach: () => import("../locales/en/coach").then((module) => module.coach),
  dashboard: () => import("../locales/en/dashboard").then((module) => module.dashboard),
  expenses: () => import("../locales/en/expenses").then((module) => module.expenses),
  goals: () => import("../locales/en/goals").then((module) => module.goals),
  history: () => import("../locales/en/history").then((module) => module.history),
  households: () => import("../locales/en/households").then((module) => module.households),
  imports: () => import("../locales/en/imports").then((module) => module.imports),
  legal: () => import("../locales/en/legal").then((module) => module.legal),
  profile: () => import("../locales/en/profile").then((module) => module.profile),
  recurring: () => import("../locales/en/recurring").then((module) => module.recurring),
};

const hindi: Record<Namespace, Loader> = {
  admin: () => import("../locales/hi/admin").then((module) => module.admin),
  analytics: () => import("../locales/hi/analytics").then((module) => module.analytics),
  auth: () => import("../locales/hi/auth").then((module) => module.auth),
  budget: () => import("../locales/hi/budget").then((module) => module.budget),
  capture: () => import("../locales/hi/capture").then((module) => module.capture),
  coach: () => import("../locales/hi/coach").then((module) => module.coach),
  common: () => import("../locales/hi/common").then((module) => module.common),
  dashboard: () => import("../locales/hi/dashboard").then((module) => module.dashboard),
  errors: () => import("../locales/hi/errors").then((module) => module.errors),
  expenses: () => import("../locales/hi/expenses").then((module) => module.expenses),
  goals: () => import("../locales/hi/goals").then((module) => module.goals),
  history: () => import("../locales/hi/history").then((module) => module.history),
  households: () => import("../locales/hi/households").then((module) => module.households),
  imports: () => import("../locales/hi/imports").then((module) => module.imports),
  legal: () => import("../locales/hi/legal").then((module) => module.legal),
  profile: () => import("../locales/hi/profile").then((module) => module.profile),
  recurring: () => import("../locales/hi/recurring").then((module) => module.recurring),
};

/** Every namespace there is. */
export const ALL_NAMESPACES = Object.keys(hindi) as Namespace[];

/** `namespace`'s loader in `language`; none for a namespace English bundles. */
export const namespaceLoader = (language: Language, namespace: Namespace): Loader | undefined =>
  language === "hi" ? hindi[namespace] : english[namespace as Exclude<Namespace, PublicNamespace>];
