// The English texts the public screens render (landing, sign-in/up, password reset) and the shell around
// every screen (common, errors): bundled with the app's start. Every other namespace is a chunk of its own,
// loaded with the screens that show it (src/i18n/namespace-loaders.ts, i18n.ts `withTexts`).
import { auth } from "./auth";
import { common } from "./common";
import { errors } from "./errors";

export const publicTexts = { common, errors, auth };
