// Where to go after signing in or up: a path inside the app passed as `?next=` (e.g. the review of a
// message shared to the app while signed out), never another site.

/** The `next` value when it is a path on this site ("/share?text=…"), else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** "?next=…" to carry the destination from one auth screen to the other; "" when there is none. */
export function nextQuery(next: string | null): string {
  return next ? `?next=${encodeURIComponent(next)}` : "";
}

/** The screens sign-in can name when a link sent the visitor there ("Sign in to continue to …"). */
const NAMED_DESTINATIONS = {
  "/": "home",
  "/share": "share",
  "/expense": "expense",
  "/budget": "budget",
  "/history": "history",
  "/analytics": "analytics",
  "/profile": "profile",
  "/recurring": "recurring",
  "/import": "import",
} as const;

export type NextDestination = (typeof NAMED_DESTINATIONS)[keyof typeof NAMED_DESTINATIONS] | "page";

/** Which screen a safe `next` path opens, for telling the visitor why they are asked to sign in. */
export function nextDestination(next: string): NextDestination {
  const pathname = next.split(/[?#]/)[0] ?? "";
  return Object.hasOwn(NAMED_DESTINATIONS, pathname)
    ? NAMED_DESTINATIONS[pathname as keyof typeof NAMED_DESTINATIONS]
    : "page";
}
