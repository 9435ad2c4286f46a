// What a notification card says: title and message rendered from the alert's type and figures
// (@shared/alert-text.ts), so the texts can follow the reader's language; alerts raised before the
// figures were stored show their stored message under a title from their type.

import { alertText } from "@shared/alert-text.ts";
import type { NotificationRow } from "@shared/api-rows.ts";

const FALLBACK_TITLES: Record<string, string> = {
  budget_50: "Half your budget used",
  budget_80: "80% of your budget used",
  "80_percent": "80% of your budget used",
  budget_100: "Budget exceeded",
  "100_percent": "Budget exceeded",
  daily_limit: "Daily limit reached",
};

export interface NotificationView {
  title: string;
  message: string;
  colorPalette: "red" | "orange" | "blue";
}

export function notificationView(
  item: Pick<NotificationRow, "notificationType" | "message" | "threshold" | "spent" | "limit">,
  format: (rupees: number) => string,
): NotificationView {
  const type = item.notificationType;
  const colorPalette = type.includes("100")
    ? "red"
    : type.includes("80") || type === "daily_limit"
      ? "orange"
      : "blue";
  const spent = item.spent === null ? Number.NaN : Number(item.spent);
  const limit = item.limit === null ? Number.NaN : Number(item.limit);
  const rendered =
    Number.isFinite(spent) && Number.isFinite(limit) && limit > 0
      ? alertText({ notificationType: type, threshold: item.threshold, spent, limit }, format)
      : null;
  if (rendered) return { ...rendered, colorPalette };
  return { title: FALLBACK_TITLES[type] ?? "Budget update", message: item.message, colorPalette };
}
