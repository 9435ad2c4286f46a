// What a budget alert's Web Push says (docs/product.md §4.28): the title and message the notification
// list shows for the same row (src/features/dashboard/notification-view.ts), in the profile's language
// (§4.29): the household's name before the title of a household's alert, amounts as en-IN or hi-IN
// write them (Latin digits, as the e-mails). The words are the web app's own, from their one home
// (_shared/budget/alert-words-en.ts, alert-words-hi.ts).
import { alertText } from "@shared/budget/alert-text.ts";
import { ALERT_WORDS_EN, ENGLISH_ALERT_WORDS, wordsOf } from "@shared/budget/alert-words-en.ts";
import { ALERT_WORDS_HI } from "@shared/budget/alert-words-hi.ts";
import { type Paise, paiseFromDecimal } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import type { MailLanguage } from "../mail/messages.ts";
import type { PushMessage } from "./web-push.ts";

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
          hindi ? wordsOf(ALERT_WORDS_HI) : ENGLISH_ALERT_WORDS,
        )
      : null;
  const { title, message } = rendered ?? {
    title: (hindi ? ALERT_WORDS_HI : ALERT_WORDS_EN).update,
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
