// Every English text, one namespace per feature (CONTRIBUTING.md "A user-facing text"). English is
// bundled with the app; src/locales/hi/texts.ts has the same keys and loads only when Hindi is chosen.
import { appTexts } from "./app-texts";
import { legal } from "./legal";

export const en = { ...appTexts, legal };
