// What a signed-in screen needs beyond a public screen's start: the texts it shows (each route names its
// namespaces, i18n/i18n.ts `withTexts`) and the rest of the design system's recipes (app/theme.ts), chunks
// of their own. Awaited alongside each signed-in chunk (app/router.tsx, app/SignedInGuards.tsx); at once
// when already there.
import { type Namespace, withTexts } from "../i18n/i18n";
import { loadAppRecipes } from "./theme";

/** `load`'s module, once the texts of `namespaces` and the signed-in recipes are there too. */
export const withSignedInNeeds =
  <T>(namespaces: readonly Namespace[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([withTexts(namespaces, load)(), loadAppRecipes()]).then(([module]) => module);
