// The alert thresholds and today's spend levels (docs/product.md §4.7, §4.9): one list for the app.
// The database raises the alerts from the same list, private.budget_alert_thresholds()
// (supabase/schemas/23_budget_alerts.sql); tests/integration/db/daily-figure.test.ts fails when the two differ.

export type AlertType = "budget_50" | "budget_80" | "budget_100" | "daily_limit";

/** Percent of the monthly budget (`month`, once per Indian month) or of the day's daily limit (`day`, once per Indian day). */
export const ALERT_THRESHOLDS: ReadonlyArray<{ type: AlertType; period: "month" | "day"; percent: number }> =
  [
    { type: "budget_50", period: "month", percent: 50 },
    { type: "budget_80", period: "month", percent: 80 },
    { type: "budget_100", period: "month", percent: 100 },
    { type: "daily_limit", period: "day", percent: 100 },
  ];

export const alertPercent = (type: AlertType): number =>
  ALERT_THRESHOLDS.find((threshold) => threshold.type === type)?.percent ?? 100;

/**
 * Today's card, as percent of the daily limit: below `cautious` on track, below `almost` cautious, below
 * `reached` almost there; exactly `reached` the limit; up to `oops`, up to `significant` and above it
 * the three overspent levels. The first three are the alerts' own numbers.
 */
export const SPEND_LEVEL_PERCENTS = {
  cautious: alertPercent("budget_50"),
  almost: alertPercent("budget_80"),
  reached: alertPercent("daily_limit"),
  oops: 110,
  significant: 130,
} as const;
