// Each namespace's texts as a chunk of its own, per language: a screen loads the ones it shows
// (i18n.ts `loadTexts`, docs/web.md "Texts per screen"). English's public namespaces are bundled with the
// start (locales/en/public-texts.ts), so they have no loader here.
import type { LocaleTexts } from "../locales/types";
import type { Language } from "./language";

export type Namespace = keyof LocaleTexts;

/** The namespaces the app's start has in English (and loads in Hindi before the first render). */
export const PUBLIC_NAMESPACES = ["common", "errors", "auth"] as const satisfies readonly Namespace[];
type PublicNamespace = (typeof PUBLIC_NAMESPACES)[number];

/** A namespace's module, which exports its texts under the namespace's name. */
type Loader = () => Promise<object>;

const english: Record<Exclude<Namespace, PublicNamespace>, Loader> = {
  admin: () => import("../locales/en/admin"),
  analytics: () => import("../locales/en/analytics"),
  budget: () => import("../locales/en/budget"),
  capture: () => import("../locales/en/capture"),
  coach: () => import("../locales/en/coach"),
  dashboard: () => import("../locales/en/dashboard"),
  expenses: () => import("../locales/en/expenses"),
  goals: () => import("../locales/en/goals"),
  history: () => import("../locales/en/history"),
  households: () => import("../locales/en/households"),
  imports: () => import("../locales/en/imports"),
  legal: () => import("../locales/en/legal"),
  profile: () => import("../locales/en/profile"),
  recurring: () => import("../locales/en/recurring"),
};

const hindi: Record<Namespace, Loader> = {
  admin: () => import("../locales/hi/admin"),
  analytics: () => import("../locales/hi/analytics"),
  auth: () => import("../locales/hi/auth"),
  budget: () => import("../locales/hi/budget"),
  capture: () => import("../locales/hi/capture"),
  coach: () => import("../locales/hi/coach"),
  common: () => import("../locales/hi/common"),
  dashboard: () => import("../locales/hi/dashboard"),
  errors: () => import("../locales/hi/errors"),
  expenses: () => import("../locales/hi/expenses"),
  goals: () => import("../locales/hi/goals"),
  history: () => import("../locales/hi/history"),
  households: () => import("../locales/hi/households"),
  imports: () => import("../locales/hi/imports"),
  legal: () => import("../locales/hi/legal"),
  profile: () => import("../locales/hi/profile"),
  recurring: () => import("../locales/hi/recurring"),
};

/** Every namespace there is. */
export const ALL_NAMESPACES = Object.keys(hindi) as Namespace[];

/** `namespace`'s texts in `language`; none to load for a namespace English bundles. */
export function namespaceLoader(
  language: Language,
  namespace: Namespace,
): (() => Promise<object>) | undefined {
  const load =
    language === "hi" ? hindi[namespace] : english[namespace as Exclude<Namespace, PublicNamespace>];
  return load && (() => load().then((module) => (module as Record<string, object>)[namespace] as object));
}
