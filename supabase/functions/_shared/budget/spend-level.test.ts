import { describe, expect, it } from "vitest";
import { rupees } from "../money/paise.ts";
import { formatRupees as inr } from "../money/rupees.ts";
import { spendLevel as spendLevelOf, spendMessage, spendTier } from "./spend-level.ts";

/** The cases below read in rupees. */
const spendLevel = (spent: number, limit: number) => spendLevelOf(rupees(spent), rupees(limit));
const spendTierForPercent = (percent: number) => spendTier(rupees(percent), rupees(100));

describe("spendLevel tiers at every boundary (limit ₹100, so rupees = percent)", () => {
  const cases: Array<[number, string, string, string]> = [
    [0, "great", "green", "On track!"],
    [49.99, "great", "green", "On track!"],
    [50, "cautious", "orange", "Stay Cautious"],
    [79.99, "cautious", "orange", "Stay Cautious"],
    [80, "almost", "orange", "Almost There!"],
    [99.99, "almost", "orange", "Almost There!"],
    [100, "over", "red", "Daily Limit Reached"],
    [100.01, "oops", "red", "Oops! Over Budget"],
    [110, "oops", "red", "Oops! Over Budget"],
    [110.01, "significant", "red", "Significantly Overspent"],
    [130, "significant", "red", "Significantly Overspent"],
    [130.01, "emergency", "red", "Spending Emergency!"],
  ];
  for (const [spent, tier, colour, title] of cases) {
    it(`₹${spent} of ₹100 is ${tier}`, () => {
      const level = spendLevel(spent, 100);
      expect(level.tier).toBe(tier);
      expect(level.colorPalette).toBe(colour);
      expect(level.title).toBe(title);
    });
  }

  it("uses the percent, not the rupees: ₹499.90 of ₹1,000 is still great, ₹500 is cautious", () => {
    expect(spendLevel(499.9, 1000).tier).toBe("great");
    expect(spendLevel(500, 1000).tier).toBe("cautious");
    expect(spendLevel(799.9, 1000).tier).toBe("cautious");
    expect(spendLevel(800, 1000).tier).toBe("almost");
  });

  it("tier boundaries by percent directly", () => {
    expect(spendTierForPercent(49.99)).toBe("great");
    expect(spendTierForPercent(50)).toBe("cautious");
    expect(spendTierForPercent(79.99)).toBe("cautious");
    expect(spendTierForPercent(80)).toBe("almost");
    expect(spendTierForPercent(99.99)).toBe("almost");
    expect(spendTierForPercent(100)).toBe("over");
    expect(spendTierForPercent(110)).toBe("oops");
    expect(spendTierForPercent(130)).toBe("significant");
    expect(spendTierForPercent(130.5)).toBe("emergency");
  });

  it("decides ₹110 of ₹100 and ₹1,100 of ₹1,000 as exactly 110 %, without a rounding trick", () => {
    expect(spendLevel(110, 100).tier).toBe("oops");
    expect(spendLevel(1100, 1000).tier).toBe("oops");
    expect(spendLevel(0.33, 0.3).tier).toBe("oops");
    expect(spendLevel(0.39, 0.3).tier).toBe("significant");
    expect(spendLevel(110.01, 100).tier).toBe("significant");
  });
});

describe("spendLevel amounts and bar", () => {
  it("a zero limit (nothing safe to spend today) is reached, and any spending is an emergency", () => {
    const spent = spendLevel(250, 0);
    expect(spent.percent).toBe(0);
    expect(spent.barPercent).toBe(100);
    expect(spent.tier).toBe("emergency");
    expect(spent.overBy).toBe(rupees(250));
    expect(spendLevel(0, 0).tier).toBe("over");
  });

  it("caps the bar at 100 % while the percent keeps the truth", () => {
    const level = spendLevel(1500, 1000);
    expect(level.percent).toBe(150);
    expect(level.barPercent).toBe(100);
    expect(level.overBy).toBe(rupees(500));
    expect(level.amountLeft).toBe(0);
  });

  it("amount left is limit − spent in paise, without float noise", () => {
    const level = spendLevel(0.1 + 0.2, 833.33);
    expect(level.amountLeft).toBe(rupees(833.03));
    expect(level.mood).toBe("happy");
  });

  it("messages quote the amount left or the amount over in rupees", () => {
    expect(spendMessage(spendLevel(600, 1000), inr)).toBe("₹400 left for today. Spend mindfully.");
    expect(spendMessage(spendLevel(900, 1000), inr)).toBe("Only ₹100 left for today.");
    expect(spendMessage(spendLevel(1250.5, 1000), inr)).toContain("Over by ₹250.50");
    expect(spendMessage(spendLevel(100000, 1000), inr)).toContain("Over by ₹99,000");
  });

  it("exactly at the limit says the limit is reached, never 'over by ₹0'", () => {
    const atLimit = spendMessage(spendLevel(1000, 1000), inr);
    expect(atLimit).toBe("Limit reached: you've spent today's whole limit. Try not to spend more today.");
    expect(atLimit).not.toMatch(/over by/i);
    expect(spendMessage(spendLevel(833.33, 833.33), inr)).toMatch(/^Limit reached/);
  });
});
