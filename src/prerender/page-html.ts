// Where a prerendered public screen goes in the built index.html (pure: scripts/prerender.ts does the I/O).

/** The public screens prerendered at build time (docs/web.md "Prerendered public screens"). */
export const PRERENDERED_PATHS = [
  "/",
  "/signin",
  "/signup",
  "/forgot-password",
  "/terms",
  "/privacy",
] as const;

/** Stands in index.html's root for the screen's markup; the dev server leaves it empty. */
export const APP_HTML_MARKER = "<!--app-html-->";

/**
 * The file a path is served from: "/" is index.html, "/signin" is signin.html — the clean URLs that
 * static hosts, the production server and the service worker's precache all map `/signin` to.
 */
export const pageFileName = (path: string): string =>
  path === "/" ? "index.html" : `${path.replace(/^\//, "")}.html`;

/**
 * The built index.html with `markup` in its root, and `<html data-prerendered="<path>">` telling
 * public/boot.js (before the first paint) and then main.tsx which screen the markup is.
 */
export function pageHtml(template: string, path: string, markup: string): string {
  if (!template.includes(APP_HTML_MARKER)) throw new Error(`index.html has no ${APP_HTML_MARKER}`);
  if (!/<html[\s>]/.test(template)) throw new Error("index.html has no <html> element");
  return template
    .replace(/<html(?=[\s>])/, `<html data-prerendered="${path}"`)
    .replace(APP_HTML_MARKER, () => markup);
}
