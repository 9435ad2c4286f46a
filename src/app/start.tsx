// Renders the app into the page. main.tsx loads this module (and with it React, Chakra and the router).
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { startI18n } from "../i18n/i18n";
import { holdSessionUntil, mayHaveSession } from "../lib/auth-session";
import { hasAuthRedirect, storedSessionUserId } from "../lib/auth-storage";
import { App } from "./App";
import { preloadSignedInGuards } from "./guards";
import { keepTypedInput } from "./prerender-handoff";
import { createAppRouter, preloadScreen } from "./router";
import { createAppSystem } from "./theme";

/** Resolves in a new task (a message event: unlike timers, not slowed down in background tabs). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

interface StartOptions {
  /** The container holds this path's prerendered screen (main.tsx): hydrate it, do not replace it. */
  hydrate: boolean;
}

export async function startApp(container: HTMLElement, { hydrate }: StartOptions): Promise<void> {
  // Start-up as several tasks instead of one long one, so the page can answer input in between:
  // evaluating the modules (done by now), building the design system, the router, then rendering.
  // The texts of this device's language (chunks of their own) before the first render: no flash of
  // English (docs/product.md §4.29). Fetched while the design system is built. A prerendered public
  // screen in English needs only the bundled ones (i18n/i18n.ts).
  const texts = startI18n({ publicOnly: hydrate });
  // A signed-in user's last-synced data, read from IndexedDB while the design system is built: the
  // first screen paints the figures from it before any network call, then reads them again (online),
  // or runs on it (offline: docs/offline.md). The stored token's user picks the cache; no cache is
  // read for a signed-out visitor (nor its module loaded), nor during an OAuth redirect, which may be
  // signing in someone else.
  const userId = hasAuthRedirect() ? null : storedSessionUserId();
  // The first screen waits for it (not the router, which loads the screen's code meanwhile).
  if (userId) {
    // The query cache (TanStack Query) is signed-in code: loaded here, never for a signed-out start.
    holdSessionUntil(
      Promise.all([import("../lib/query-persistence"), import("../lib/query-client")])
        .then(([{ restoreQueryCache }, { queryClient }]) => restoreQueryCache(queryClient, userId))
        .catch(() => {}),
    );
  }
  // The guards that ask the API for the current user, and TanStack Query with them: fetched now when a
  // session may exist, so the first screen does not wait for them; never for a signed-out visitor.
  if (mayHaveSession()) void preloadSignedInGuards();
  await nextTask();
  const system = createAppSystem();
  await nextTask();
  if (hydrate) await preloadScreen(location.pathname);
  const router = createAppRouter();
  await texts;
  await nextTask();
  const app = (
    <StrictMode>
      <App system={system} router={router} />
    </StrictMode>
  );
  if (hydrate) {
    keepTypedInput(container);
    // React keeps the markup and attaches the handlers; RootFrame then hands the screen over
    // (app/prerender-handoff.ts). As a transition the hydration runs in slices, yielding to the
    // browser between them (outside one it is a single long task). A mismatch is a bug: say so.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error("Hydration error:", error),
      });
    });
    return;
  }
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, yielding to the browser between them;
  // the static first paint stays until the commit.
  startTransition(() => root.render(app));
}
