// The entry: small on purpose. It catches the install offer at once, then loads the app.
// Chakra's preflight, global and token CSS, made at build time (build/chakra-static-styles.ts): a
// stylesheet in <head>, so the first paint, prerendered or not, has them before any script runs.
import "virtual:chakra-base.css";
import { captureInstallPrompt } from "./lib/install-prompt";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');
const html = document.documentElement;

// public/boot.js kept the prerendered screen (docs/web.md) only if it is the screen coming: the app
// hydrates it. A discarded one (hidden since the first paint) goes before the app renders afresh.
const hydrate = html.hasAttribute("data-prerendered");
if (html.hasAttribute("data-prerender-discarded")) {
  container.replaceChildren();
  html.removeAttribute("data-prerender-discarded");
}

captureInstallPrompt();

const start = () => import("./app/start").then(({ startApp }) => startApp(container, { hydrate }));

// Screens that visits often start on: their chunk is fetched alongside the app's, not after it.
const firstScreens: Record<string, () => Promise<unknown>> = {
  "/signin": () => import("./features/auth/SignInPage"),
  "/signup": () => import("./features/auth/SignUpPage"),
};
void firstScreens[location.pathname]?.();

// A prerendered screen is already there: let the browser paint it before running the app's
// JavaScript (on a slow phone that work would otherwise hold the first paint back). Everyone else
// needs the app itself, at once; so does a hidden tab, which gets no animation frames.
if (hydrate && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
}
