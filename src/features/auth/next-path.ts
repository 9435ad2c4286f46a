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
