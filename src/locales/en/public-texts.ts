// The English texts the public screens render (landing, sign-in/up, password reset, terms, privacy) and
// the shell around every screen (common, errors): bundled with the app's start. The rest of
// src/locales/en/texts.ts is a chunk of its own, loaded before any signed-in screen or code renders
// (src/i18n/i18n.ts `loadAllTexts`).
import { auth } from "./auth";
import { common } from "./common";
import { errors } from "./errors";
import { legal } from "./legal";

export const publicTexts = { common, errors, auth, legal };
