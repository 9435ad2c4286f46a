// The words of a budget alert, from its type and figures. The database writes the same English into
// the stored message (migration 20261124000200_alert_figures_and_texts.sql; an integration test
// compares the two); the web app renders from the figures, so a translation only has to replace
// these strings.

export interface AlertFigures {
  notificationType: string;
  /** 50, 80 or 100 for budget_*; null for daily_limit. */
  threshold: number | null;
  /** The month's or the day's spending when raised. */
  spent: number;
  /** The monthly budget or the daily limit it was measured against. */
  limit: number;
}

export interface AlertText {
  title: string;
  message: string;
}

const toPaise = (n: number) => Math.round(n * 100) / 100;

/** Title and message of an alert; null for a type this version does not know. */
export function alertText(alert: AlertFigures, format: (rupees: number) => string): AlertText | null {
  const { notificationType, threshold, spent, limit } = alert;
  switch (notificationType) {
    case "budget_50":
    case "budget_80": {
      const percent = threshold ?? Number(notificationType.slice("budget_".length));
      return {
        title: percent === 50 ? "Half your budget used" : `${percent}% of your budget used`,
        message: `You've passed ${format(toPaise((limit * percent) / 100))} of your ${format(limit)} monthly budget.`,
      };
    }
    case "budget_100":
      return spent > limit
        ? {
            title: "Budget exceeded",
            message: `You've spent ${format(spent)} of your ${format(limit)} monthly budget, ${format(toPaise(spent - limit))} over.`,
          }
        : {
            title: "Whole budget used",
            message: `You've spent all of your ${format(limit)} monthly budget.`,
          };
    case "daily_limit":
      return spent > limit
        ? {
            title: "Daily limit passed",
            message: `You've spent ${format(spent)} today, ${format(toPaise(spent - limit))} over your daily limit of ${format(limit)}.`,
          }
        : {
            title: "Daily limit reached",
            message: `You've spent ${format(spent)} today, the whole of your daily limit.`,
          };
    default:
      return null;
  }
}

/** The English text as the database stores it: "<title>. <message>". */
export const storedAlertMessage = (text: AlertText): string => `${text.title}. ${text.message}`;
