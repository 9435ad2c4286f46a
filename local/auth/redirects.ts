// Where the stand-in may send a browser back to (GoTrue's isRedirectURLValid, simplified for local
// development): the site URL's host or any loopback host; anything else falls back to the site URL.
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function safeRedirect(requested: string | undefined, siteUrl: string): string {
  if (!requested) return siteUrl;
  try {
    const url = new URL(requested);
    const site = new URL(siteUrl);
    if (url.protocol !== "http:" && url.protocol !== "https:") return siteUrl;
    if (url.hostname === site.hostname || LOOPBACK.has(url.hostname)) return url.toString();
  } catch {
    // not a URL: fall through to the site URL
  }
  return siteUrl;
}

/** Adds parameters to the query (PKCE) or the fragment (implicit) of a redirect target. */
export function withParams(
  target: string,
  params: Record<string, string>,
  where: "query" | "fragment",
): string {
  const url = new URL(target);
  if (where === "query") {
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

/** Google's `sub` is a 21-digit number; derive a stable one from the e-mail. */
export function googleSubject(emailHashHex: string): string {
  return `1${BigInt(`0x${emailHashHex.slice(0, 20)}`)
    .toString()
    .padStart(20, "0")
    .slice(0, 20)}`;
}
