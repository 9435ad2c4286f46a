// What a budget alert's Web Push says (docs/product.md §4.28): the title and message the notification
// list shows for the same row (src/features/dashboard/notification-view.ts), in the profile's language
// (§4.29): the household's name before the title of a household's alert, amounts as en-IN or hi-IN
// write them (Latin digits, as the e-mails). The Hindi words are the web app's
// (src/locales/hi/dashboard.ts, alerts.*); alert-push-text.test.ts keeps the two the same.
import {
  type AlertWordKey,
  type AlertWords,
  alertText,
  ENGLISH_ALERT_WORDS,
} from "@shared/budget/alert-text.ts";
import { type Paise, paiseFromDecimal } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import type { MailLanguage } from "../mail/messages.ts";
import type { PushMessage } from "./web-push.ts";

export const HINDI_ALERT_TEMPLATES: Record<AlertWordKey | "update", string> = {
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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

const HINDI_ALERT_WORDS: AlertWords = (key, values) => fill(HINDI_ALERT_TEMPLATES[key], values);

/** One budget_notifications row as the job reads it. */
export interface AlertForPush {
  id: string;
  notificationType: string;
  /** The stored English "<title>. <message>", for a row without figures. */
  message: string;
  threshold: number | null;
  /** Decimal rupees, e.g. "24600.00"; null on alerts raised before the figures were stored. */
  spent: string | null;
  limit: string | null;
  householdName: string | null;
}

export function budgetAlertPush(alert: AlertForPush, language: MailLanguage): PushMessage {
  const hindi = language === "hi";
  const format = (amount: Paise) => formatRupees(amount, { locale: hindi ? "hi-IN" : "en-IN" });
  const spent = alert.spent === null ? null : paiseFromDecimal(alert.spent);
  const limit = alert.limit === null ? null : paiseFromDecimal(alert.limit);
  // As the list: an alert without figures (raised before they were stored) shows its stored message.
  const rendered =
    spent !== null && limit !== null && limit > 0
      ? alertText(
          { notificationType: alert.notificationType, threshold: alert.threshold, spent, limit },
          format,
          hindi ? HINDI_ALERT_WORDS : ENGLISH_ALERT_WORDS,
        )
      : null;
  const { title, message } = rendered ?? {
    title: hindi ? HINDI_ALERT_TEMPLATES.update : "Budget update",
    message: alert.message,
  };
  return {
    title: alert.householdName ? `${alert.householdName}: ${title}` : title,
    body: message,
    url: "/",
    // Its own notification: two alerts of one expense (50 % and 80 %) do not replace each other.
    tag: `budget-alert-${alert.id}`,
  };
}
