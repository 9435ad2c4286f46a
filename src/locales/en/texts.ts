// Every English text, one namespace per feature (CONTRIBUTING.md "A user-facing text"): the keys' types
// and the tests' texts. The app loads each namespace, English or Hindi, as a chunk of its own with the
// screens that show it (src/i18n/namespace-loaders.ts); src/locales/hi/texts.ts has the same keys.
import { appTexts } from "./app-texts";
import { legal } from "./legal";

export const en = { ...appTexts, legal };
