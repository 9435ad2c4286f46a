// Every English text but the legal pages' (src/locales/en/texts.ts adds them): what a signed-in start
// loads (src/i18n/i18n.ts `loadAllTexts`). The terms and privacy pages load theirs with themselves.
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
