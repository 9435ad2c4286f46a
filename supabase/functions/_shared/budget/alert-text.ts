// The words of a budget alert, from its type and figures. The database writes the same English into
// the stored message (private.raise_budget_alerts in supabase/schemas/23_budget_alerts.sql; an integration test
// compares the two); the web app renders from the figures with the words of the reader's language
// (`words`, docs/product.md §4.29). The words live in alert-words-en.ts and alert-words-hi.ts.
import { type Paise, scalePaise, subtractPaise } from "../money/paise.ts";
import type { AlertWordKey, AlertWords } from "./alert-words-en.ts";

export interface AlertFigures {
  notificationType: string;
  /** 50, 80 or 100 for budget_*; null for daily_limit. */
  threshold: number | null;
  /** The month's or the day's spending when raised. */
  spent: Paise;
  /** The monthly budget or the daily limit it was measured against. */
  limit: Paise;
}

export interface AlertText {
  title: string;
  message: string;
}

/** Title and message of an alert; null for a type this version does not know. */
export function alertText(
  alert: AlertFigures,
  format: (amount: Paise) => string,
  /** The reader's language's words; ENGLISH_ALERT_WORDS (alert-words-en.ts) for what the database stores. */
  words: AlertWords,
): AlertText | null {
  const { notificationType, threshold, spent, limit } = alert;
  const figures = { spent: format(spent), limit: format(limit), over: format(subtractPaise(spent, limit)) };
  const say = (
    title: AlertWordKey,
    message: AlertWordKey,
    values: Record<string, string | number> = figures,
  ) => ({
    title: words(title, values),
    message: words(message, values),
  });
  switch (notificationType) {
    case "budget_50":
    case "budget_80": {
      const percent = threshold ?? Number(notificationType.slice("budget_".length));
      return say(percent === 50 ? "halfTitle" : "percentTitle", "passedMessage", {
        ...figures,
        percent,
        // As the database words it: round(budget_amount * percent / 100, 2).
        passed: format(scalePaise(limit, percent, 100)),
      });
    }
    case "budget_100":
      return spent > limit ? say("exceededTitle", "exceededMessage") : say("wholeTitle", "wholeMessage");
    case "daily_limit":
      return spent > limit
        ? say("dailyPassedTitle", "dailyPassedMessage")
        : say("dailyReachedTitle", "dailyReachedMessage");
    default:
      return null;
  }
}

/** The English text as the database stores it: "<title>. <message>". */
export const storedAlertMessage = (text: AlertText): string => `${text.title}. ${text.message}`;
