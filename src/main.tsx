// The entry: small on purpose. It catches the install offer at once, then loads the app.
import { captureInstallPrompt } from "./lib/install-prompt";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

captureInstallPrompt();

const start = () => import("./app/start").then(({ startApp }) => startApp(container));

// Screens that visits often start on: their chunk is fetched alongside the app's, not after it.
const firstScreens: Record<string, () => Promise<unknown>> = {
  "/signin": () => import("./features/auth/SignInPage"),
  "/signup": () => import("./features/auth/SignUpPage"),
};

// A signed-out visitor on / already has the landing hero from index.html: let the browser paint it
// before fetching and running the app's JavaScript (on a slow phone that work would otherwise hold
// the first paint back). Everyone else needs the app itself, at once; so does a hidden tab, which
// gets no animation frames.
if (document.getElementById("boot-landing") && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  void start();
  void firstScreens[location.pathname]?.();
}
