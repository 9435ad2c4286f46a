// Today's spend level (docs/product.md §4.7): how far today's spending has gone against the daily limit.
// Pure so the home card, the alert banner and tests agree on every boundary; the boundaries are in
// thresholds.ts. The limit is the day's daily limit as the API sends it (private.daily_figure).
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
  amountLeft: number;
  /** spent − limit when over the limit, else 0. */
  overBy: number;
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

export function spendTierForPercent(percent: number): SpendTier {
  if (percent < AT.cautious) return "great";
  if (percent < AT.almost) return "cautious";
  if (percent < AT.reached) return "almost";
  if (percent <= AT.reached) return "over";
  if (percent <= AT.oops) return "oops";
  if (percent <= AT.significant) return "significant";
  return "emergency";
}

export function spendPercent(spent: number, limit: number): number {
  // Rounded to 1e-6 so 110 / 100 × 100 is exactly 110, not 110.00000000000001 (one tier up).
  return limit > 0 ? Math.round((spent / limit) * 100 * 1e6) / 1e6 : 0;
}

/** Rounds to paise so float noise (0.1 + 0.2) never shows up in an amount. */
const toPaise = (n: number) => Math.round(n * 100) / 100;

export function spendLevel(spent: number, limit: number): SpendLevel {
  const percent = spendPercent(spent, limit);
  // A limit of 0 means nothing is safe to spend today (the month's budget is used up): reached, and
  // any spending is far over it.
  const tier = limit > 0 ? spendTierForPercent(percent) : spent > 0 ? "emergency" : "over";
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
    amountLeft: toPaise(Math.max(0, limit - spent)),
    overBy: toPaise(Math.max(0, spent - limit)),
  };
}

/** The line under the title; `format` is the rupee formatter so this module stays free of Intl setup. */
export function spendMessage(level: SpendLevel, format: (rupees: number) => string): string {
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
