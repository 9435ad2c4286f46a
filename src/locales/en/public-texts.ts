// The English texts the public screens render (landing, sign-in/up, password reset) and the shell around
// every screen (common, errors): bundled with the app's start. The legal pages' texts load with those
// pages, and the rest of src/locales/en/texts.ts before any signed-in screen or code renders
// (src/i18n/i18n.ts `loadLegalTexts`, `loadAllTexts`).
import { auth } from "./auth";
import { common } from "./common";
import { errors } from "./errors";

export const publicTexts = { common, errors, auth };
