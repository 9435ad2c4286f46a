// Every English text but the legal pages' (src/locales/en/texts.ts adds them), for the types and tests;
// the app loads each namespace on its own with the screens that show it (src/i18n/namespace-loaders.ts).
import { admin } from "./admin";
import { analytics } from "./analytics";
import { auth } from "./auth";
import { budget } from "./budget";
import { capture } from "./capture";
import { coach } from "./coach";
import { common } from "./common";
import { dashboard } from "./dashboard";
import { errors } from "./errors";
import { expenses } from "./expenses";
import { goals } from "./goals";
import { history } from "./history";
import { households } from "./households";
import { imports } from "./imports";
import { profile } from "./profile";
import { recurring } from "./recurring";

export const appTexts = {
  common,
  errors,
  auth,
  dashboard,
  budget,
  expenses,
  coach,
  profile,
  history,
  capture,
  admin,
  imports,
  analytics,
  recurring,
  goals,
  households,
};
