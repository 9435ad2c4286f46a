import { describe, expect, it } from "vitest";
import { rupees } from "../money/paise.ts";
import { formatRupees } from "../money/rupees.ts";
import { alertText, storedAlertMessage } from "./alert-text.ts";
import { ENGLISH_ALERT_WORDS } from "./alert-words-en.ts";

const text = (notificationType: string, threshold: number | null, spent: number, limit: number) =>
  alertText(
    { notificationType, threshold, spent: rupees(spent), limit: rupees(limit) },
    formatRupees,
    ENGLISH_ALERT_WORDS,
  );

describe("alertText", () => {
  it("states each threshold's own figure, never the spending that jumped past it", () => {
    // One expense took a ₹30,000 budget to 82 %: the 50 % alert still speaks of half the budget.
    expect(text("budget_50", 50, 24600, 30000)).toEqual({
      title: "Half your budget used",
      message: "You've passed ₹15,000 of your ₹30,000 monthly budget.",
    });
    expect(text("budget_80", 80, 24600, 30000)).toEqual({
      title: "80% of your budget used",
      message: "You've passed ₹24,000 of your ₹30,000 monthly budget.",
    });
  });

  it("says how far over the budget and the daily limit went, and 'whole' when exactly reached", () => {
    expect(text("budget_100", 100, 30500.5, 30000)).toEqual({
      title: "Budget exceeded",
      message: "You've spent ₹30,500.50 of your ₹30,000 monthly budget, ₹500.50 over.",
    });
    expect(text("budget_100", 100, 30000, 30000)?.title).toBe("Whole budget used");
    expect(text("daily_limit", null, 1000, 1000)).toEqual({
      title: "Daily limit reached",
      message: "You've spent ₹1,000 today, the whole of your daily limit.",
    });
    expect(text("daily_limit", null, 1200.1, 1000)?.message).toBe(
      "You've spent ₹1,200.10 today, ₹200.10 over your daily limit of ₹1,000.",
    );
  });

  it("knows nothing of other types, and joins title and message as the database stores them", () => {
    expect(text("weekly_report", null, 1, 1)).toBeNull();
    expect(storedAlertMessage({ title: "Budget exceeded", message: "You've spent ₹2." })).toBe(
      "Budget exceeded. You've spent ₹2.",
    );
  });
});
