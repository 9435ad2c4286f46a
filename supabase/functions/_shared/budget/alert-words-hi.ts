// A budget alert's Hindi words (docs/product.md §4.29), the one home of them: the web app's Hindi
// locale (src/locales/hi/dashboard.ts, alerts.*) and the Web Push to a Hindi profile read them here.
// Apart from the English so that each language's bundle carries only its own.
import type { AlertTemplates } from "./alert-words-en.ts";

export const ALERT_WORDS_HI: AlertTemplates = {
  halfTitle: "आधा बजट खर्च हो गया",
  percentTitle: "बजट का {{percent}}% खर्च हो गया",
  passedMessage: "आपका खर्च {{limit}} के मासिक बजट में से {{passed}} पार कर गया है।",
  exceededTitle: "बजट पार हो गया",
  exceededMessage: "आपने {{limit}} के मासिक बजट में से {{spent}} खर्च किए, {{over}} ज़्यादा।",
  wholeTitle: "पूरा बजट खर्च हो गया",
  wholeMessage: "आपने {{limit}} का पूरा मासिक बजट खर्च कर दिया है।",
  dailyPassedTitle: "दैनिक सीमा पार",
  dailyPassedMessage: "आज आपने {{spent}} खर्च किए, {{limit}} की दैनिक सीमा से {{over}} ज़्यादा।",
  dailyReachedTitle: "दैनिक सीमा पूरी",
  dailyReachedMessage: "आज आपने {{spent}} खर्च किए, पूरी दैनिक सीमा।",
  update: "बजट की जानकारी",
};
