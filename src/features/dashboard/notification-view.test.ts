import { formatRupees } from "@shared/money/rupees.ts";
import { describe, expect, it } from "vitest";
import { notificationView } from "./notification-view.ts";

const row = (
  notificationType: string,
  threshold: number | null,
  spent: string | null,
  limit: string | null,
) => ({
  notificationType,
  threshold,
  spent,
  limit,
  message: "stored English text",
});

describe("notificationView", () => {
  it("renders each alert from its own figures", () => {
    expect(notificationView(row("budget_50", 50, "24600.00", "30000.00"), formatRupees)).toEqual({
      title: "Half your budget used",
      message: "You've passed ₹15,000 of your ₹30,000 monthly budget.",
      colorPalette: "blue",
    });
    expect(notificationView(row("budget_100", 100, "31000.00", "30000.00"), formatRupees)).toMatchObject({
      title: "Budget exceeded",
      colorPalette: "red",
    });
    expect(notificationView(row("daily_limit", null, "1000.00", "1000.00"), formatRupees)).toMatchObject({
      title: "Daily limit reached",
      colorPalette: "orange",
    });
  });

  it("names the household of a household's alert in its title", () => {
    const alert = { ...row("budget_50", 50, "1500.00", "3000.00"), householdName: "Flat 302" };
    expect(notificationView(alert, formatRupees)).toEqual({
      title: "Flat 302: Half your budget used",
      message: "You've passed ₹1,500 of your ₹3,000 monthly budget.",
      colorPalette: "blue",
    });
    expect(notificationView({ ...alert, householdName: null }, formatRupees).title).toBe(
      "Half your budget used",
    );
  });

  it("shows the stored message of an alert without figures or of an unknown type", () => {
    expect(notificationView(row("budget_80", 80, null, null), formatRupees)).toEqual({
      title: "80% of your budget used",
      message: "stored English text",
      colorPalette: "orange",
    });
    expect(notificationView(row("weekly", null, "1", "2"), formatRupees).title).toBe("Budget update");
  });
});
