// Every English text, one namespace per feature (CONTRIBUTING.md "A user-facing text"). English is
// bundled with the app; src/locales/hi/texts.ts has the same keys and loads only when Hindi is chosen.
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

export const en = {
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
