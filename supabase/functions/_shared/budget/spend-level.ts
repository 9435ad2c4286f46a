// Today's spend level (docs/product.md §4.7): how far today's spending has gone against the daily limit.
// Pure so the home card, the alert banner and tests agree on every boundary. Amounts are paise, and the
// tiers compare spent × 100 with limit × threshold exactly (paise.ts), as the database's alerts do; the
// boundaries are in thresholds.ts. The limit is the day's daily limit as the API sends it (private.daily_figure).
import {
  comparePercent,
  maxPaise,
  type Paise,
  percentForDisplay,
  subtractPaise,
  ZERO_PAISE,
} from "../money/paise.ts";
import { SPEND_LEVEL_PERCENTS as AT } from "./thresholds.ts";

/** Tiers in rising order of concern. `over` is exactly 100 %; the three above it are the product's
 * "above 100 Oops-level, above 110 significantly overspent, above 130 emergency". */
export type SpendTier = "great" | "cautious" | "almost" | "over" | "oops" | "significant" | "emergency";

export type SpendMood = "happy" | "neutral" | "sad";

export interface SpendLevel {
  tier: SpendTier;
  /** spent / limit × 100, unrounded; 0 when the limit is 0 (the tier says it then). */
  percent: number;
  /** Width of the progress bar: the percent capped to 0–100. */
  barPercent: number;
  /** Chakra colour palette for the bar and the icon. */
  colorPalette: "green" | "orange" | "red";
  mood: SpendMood;
  title: string;
  /** limit − spent when under the limit, else 0. */
  amountLeft: Paise;
  /** spent − limit when over the limit, else 0. */
  overBy: Paise;
}

const TITLES: Record<SpendTier, string> = {
  great: "On track!",
  cautious: "Stay Cautious",
  almost: "Almost There!",
  over: "Daily Limit Reached",
  oops: "Oops! Over Budget",
  significant: "Significantly Overspent",
  emergency: "Spending Emergency!",
};

/**
 * The tier of spent against limit: each boundary is an exact comparison, so ₹110 of ₹100 is "oops". A
 * limit of 0 means nothing is safe to spend today (the month's budget is used up): reached, and any
 * spending is far over it.
 */
export function spendTier(spent: Paise, limit: Paise): SpendTier {
  if (limit <= 0) return spent > 0 ? "emergency" : "over";
  if (comparePercent(spent, limit, AT.cautious) < 0) return "great";
  if (comparePercent(spent, limit, AT.almost) < 0) return "cautious";
  if (comparePercent(spent, limit, AT.reached) < 0) return "almost";
  if (comparePercent(spent, limit, AT.reached) === 0) return "over";
  if (comparePercent(spent, limit, AT.oops) <= 0) return "oops";
  if (comparePercent(spent, limit, AT.significant) <= 0) return "significant";
  return "emergency";
}

export function spendLevel(spent: Paise, limit: Paise): SpendLevel {
  const percent = percentForDisplay(spent, limit);
  const tier = spendTier(spent, limit);
  const colorPalette =
    tier === "great" ? "green" : tier === "cautious" || tier === "almost" ? "orange" : "red";
  const mood: SpendMood = colorPalette === "green" ? "happy" : colorPalette === "orange" ? "neutral" : "sad";
  return {
    tier,
    percent,
    barPercent: limit > 0 ? Math.min(100, Math.max(0, percent)) : 100,
    colorPalette,
    mood,
    title: TITLES[tier],
    amountLeft: maxPaise(ZERO_PAISE, subtractPaise(limit, spent)),
    overBy: maxPaise(ZERO_PAISE, subtractPaise(spent, limit)),
  };
}

/** The line under the title; `format` is the rupee formatter so this module stays free of Intl setup. */
export function spendMessage(level: SpendLevel, format: (amount: Paise) => string): string {
  switch (level.tier) {
    case "great":
      return `${format(level.amountLeft)} left for today. Keep it up!`;
    case "cautious":
      return `${format(level.amountLeft)} left for today. Spend mindfully.`;
    case "almost":
      return `Only ${format(level.amountLeft)} left for today.`;
    case "over":
      return "Limit reached: you've spent today's whole limit. Try not to spend more today.";
    case "oops":
      return `Over by ${format(level.overBy)}. Try to hold off on extras today.`;
    case "significant":
      return `Over by ${format(level.overBy)}. Time to pause non-essential spending.`;
    case "emergency":
      return `Over by ${format(level.overBy)}. Stop spending for today and review your budget.`;
  }
}
