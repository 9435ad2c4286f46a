// A budget alert's English words (docs/product.md §4.10), i18next templates: the one home of them. The
// web app's English locale (src/locales/en/dashboard.ts, alerts.*), the English the database stores
// (ENGLISH_ALERT_WORDS for alert-text.ts; an integration test compares the two) and the Web Push
// (api/push) read them here. alert-text.ts imports only types from here, so the browser's alert list
// does not load the English a second time: it renders with the locale's words.
export const ALERT_WORDS_EN = {
  halfTitle: "Half your budget used",
  percentTitle: "{{percent}}% of your budget used",
  passedMessage: "You've passed {{passed}} of your {{limit}} monthly budget.",
  exceededTitle: "Budget exceeded",
  exceededMessage: "You've spent {{spent}} of your {{limit}} monthly budget, {{over}} over.",
  wholeTitle: "Whole budget used",
  wholeMessage: "You've spent all of your {{limit}} monthly budget.",
  dailyPassedTitle: "Daily limit passed",
  dailyPassedMessage: "You've spent {{spent}} today, {{over}} over your daily limit of {{limit}}.",
  dailyReachedTitle: "Daily limit reached",
  dailyReachedMessage: "You've spent {{spent}} today, the whole of your daily limit.",
  /** The title of an alert shown by its stored message (raised before the figures were stored). */
  update: "Budget update",
};

/** The phrases of an alert; `update` titles one without figures. */
export type AlertTemplates = typeof ALERT_WORDS_EN;

export type AlertWordKey = Exclude<keyof AlertTemplates, "update">;

/** An alert's phrase, its placeholders filled. */
export type AlertWords = (key: AlertWordKey, values: Record<string, string | number>) => string;

/** Words from templates in i18next's form (`{{name}}`), as the locale files hold them. */
export const wordsOf =
  (templates: AlertTemplates): AlertWords =>
  (key, values) =>
    templates[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** The English the database stores. */
export const ENGLISH_ALERT_WORDS: AlertWords = /* @__PURE__ */ wordsOf(ALERT_WORDS_EN);
