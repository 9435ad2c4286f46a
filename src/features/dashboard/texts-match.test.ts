// The English locale texts say exactly what the shared rules say (they are the spec's texts, and the
// database stores the alert's English), for every tier and alert kind.
import { alertText } from "@shared/budget/alert-text.ts";
import { ENGLISH_ALERT_WORDS } from "@shared/budget/alert-words-en.ts";
import { spendLevel, spendMessage } from "@shared/budget/spend-level.ts";
import { rupees } from "@shared/money/paise.ts";
import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { notificationView } from "./notification-view.ts";

describe("English texts of home", () => {
  it("give each spend level the shared title and message", () => {
    for (const spent of [100, 600, 900, 1000, 1050, 1200, 1500]) {
      const level = spendLevel(rupees(spent), rupees(1000));
      expect(i18n.t(`dashboard:level.${level.tier}.title`)).toBe(level.title);
      expect(
        i18n.t(`dashboard:level.${level.tier}.message`, {
          left: formatRupees(level.amountLeft),
          over: formatRupees(level.overBy),
        }),
      ).toBe(spendMessage(level, formatRupees));
    }
  });

  it("render each alert as the database's English", () => {
    for (const [notificationType, threshold, spent, limit] of [
      ["budget_50", 50, 16000, 30000],
      ["budget_80", 80, 25000, 30000],
      ["budget_100", 100, 30500.5, 30000],
      ["budget_100", 100, 30000, 30000],
      ["daily_limit", null, 1200, 1000],
      ["daily_limit", null, 1000, 1000],
    ] as const) {
      const view = notificationView(
        { notificationType, threshold, spent: String(spent), limit: String(limit), message: "" },
        formatRupees,
      );
      const english = alertText(
        { notificationType, threshold, spent: rupees(spent), limit: rupees(limit) },
        formatRupees,
        ENGLISH_ALERT_WORDS,
      );
      expect({ title: view.title, message: view.message }).toEqual(english);
    }
  });
});
