// What a notification card says: title and message rendered from the alert's type and figures
// (@shared/budget/alert-text.ts), so the texts can follow the reader's language; alerts raised before the
// figures were stored show their stored message under a title from their type.

import { alertText } from "@shared/budget/alert-text.ts";
import type { AlertWords } from "@shared/budget/alert-words-en.ts";
import { alertPercent } from "@shared/budget/thresholds.ts";
import type { NotificationRow } from "@shared/contract/api-rows.ts";
import { type Paise, paiseFromDecimal } from "@shared/money/paise.ts";
import { i18n } from "../../i18n/i18n.ts";

/** The alert phrases in the reader's language (dashboard.alerts in the locale files). */
const words: AlertWords = (key, values) => i18n.t(`dashboard:alerts.${key}`, values);

const fallbackTitle = (type: string): string => {
  if (type === "budget_50") return i18n.t("dashboard:alerts.halfTitle");
  if (type === "budget_80" || type === "80_percent")
    return i18n.t("dashboard:alerts.percentTitle", { percent: alertPercent("budget_80") });
  if (type === "budget_100" || type === "100_percent") return i18n.t("dashboard:alerts.exceededTitle");
  if (type === "daily_limit") return i18n.t("dashboard:alerts.dailyReachedTitle");
  return i18n.t("dashboard:alerts.update");
};

export interface NotificationView {
  title: string;
  message: string;
  colorPalette: "red" | "orange" | "blue";
}

/** A household's alert says whose budget it is: its name before the title ("Flat 302: …"). */
export function notificationView(
  item: Pick<NotificationRow, "notificationType" | "message" | "threshold" | "spent" | "limit"> &
    Partial<Pick<NotificationRow, "householdName">>,
  format: (amount: Paise) => string,
): NotificationView {
  const view = ownNotificationView(item, format);
  return item.householdName ? { ...view, title: `${item.householdName}: ${view.title}` } : view;
}

function ownNotificationView(
  item: Pick<NotificationRow, "notificationType" | "message" | "threshold" | "spent" | "limit">,
  format: (amount: Paise) => string,
): NotificationView {
  const type = item.notificationType;
  const colorPalette = type.includes("100")
    ? "red"
    : type.includes("80") || type === "daily_limit"
      ? "orange"
      : "blue";
  const spent = item.spent === null ? null : paiseFromDecimal(item.spent);
  const limit = item.limit === null ? null : paiseFromDecimal(item.limit);
  const rendered =
    spent !== null && limit !== null && limit > 0
      ? alertText({ notificationType: type, threshold: item.threshold, spent, limit }, format, words)
      : null;
  if (rendered) return { ...rendered, colorPalette };
  return { title: fallbackTitle(type), message: item.message, colorPalette };
}
