import { describe, expect, it } from "vitest";
import { budgetAlertPush } from "./alert-push-text.ts";

const at80 = {
  id: "b6f2a8de-55c1-4d3e-9a3f-2f7c1e0d9a11",
  notificationType: "budget_80",
  message: "80% of your budget used. You've passed ₹24,000 of your ₹30,000 monthly budget.",
  threshold: 80,
  spent: "24600.00",
  limit: "30000.00",
  householdName: null,
};

describe("a budget alert's push", () => {
  it("says what the notification list says, opening home", () => {
    expect(budgetAlertPush(at80, "en")).toEqual({
      title: "80% of your budget used",
      body: "You've passed ₹24,000 of your ₹30,000 monthly budget.",
      url: "/",
      tag: "budget-alert-b6f2a8de-55c1-4d3e-9a3f-2f7c1e0d9a11",
    });
    expect(budgetAlertPush({ ...at80, householdName: "Flat 302" }, null).title).toBe(
      "Flat 302: 80% of your budget used",
    );
  });

  it("is in Hindi for a Hindi profile, amounts as hi-IN writes them", () => {
    expect(budgetAlertPush({ ...at80, householdName: "Flat 302" }, "hi")).toEqual({
      title: "Flat 302: बजट का 80% खर्च हो गया",
      body: "आपका खर्च ₹30,000 के मासिक बजट में से ₹24,000 पार कर गया है।",
      url: "/",
      tag: "budget-alert-b6f2a8de-55c1-4d3e-9a3f-2f7c1e0d9a11",
    });
  });

  it("shows an alert without figures by its stored message", () => {
    expect(budgetAlertPush({ ...at80, spent: null, limit: null }, "en")).toEqual({
      title: "Budget update",
      body: at80.message,
      url: "/",
      tag: "budget-alert-b6f2a8de-55c1-4d3e-9a3f-2f7c1e0d9a11",
    });
  });
});
