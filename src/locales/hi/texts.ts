// Every Hindi text (natural Hindi written for this app; terms: बजट, खर्च, दैनिक सीमा), for the types and
// tests; the app loads each namespace on its own (src/i18n/namespace-loaders.ts).
import type { LocaleTexts } from "../types";
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
import { legal } from "./legal";
import { profile } from "./profile";
import { recurring } from "./recurring";

export const hi: LocaleTexts = {
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
  legal,
  households,
};
