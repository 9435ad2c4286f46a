// What the signed-in screens need beyond a public screen's start: all the texts (i18n/i18n.ts) and the
// rest of the design system's recipes (app/theme.ts), chunks of their own. Awaited alongside each
// signed-in chunk (app/router.tsx, app/SignedInGuards.tsx); at once when already there.
import { loadAllTexts } from "../i18n/i18n";
import { loadAppRecipes } from "./theme";

export const loadSignedInNeeds = (): Promise<void> =>
  Promise.all([loadAllTexts(), loadAppRecipes()]).then(() => undefined);

/** `load`'s module, once the signed-in screens' texts and recipes are there too. */
export const withSignedInNeeds =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadSignedInNeeds()]).then(([module]) => module);
