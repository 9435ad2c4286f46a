// Daily Usage bars (docs/product.md §2.17, §9.3): the last 30 Indian days, 10 px per activity, minimum 10 px.
import { lastIndianDays } from "@shared/calendar/indian-day.ts";

export const USAGE_WINDOW_DAYS = 30;
export const PX_PER_ACTIVITY = 10;
export const MIN_BAR_PX = 10;

export interface UsageBar {
  dateKey: string;
  count: number;
  widthPx: number;
  label: string;
}

/** docs/product.md §2.17 wording, "N activities", for every N. */
export const activitiesLabel = (count: number) => `${count} activities`;

/** One bar per day of the window, oldest first; days without activity show 0. */
export function usageBars(dailyUsage: Record<string, number>, now: Date = new Date()): UsageBar[] {
  return lastIndianDays(now, USAGE_WINDOW_DAYS).map((dateKey) => {
    const count = Number(dailyUsage[dateKey] ?? 0);
    return {
      dateKey,
      count,
      widthPx: Math.max(MIN_BAR_PX, count * PX_PER_ACTIVITY),
      label: activitiesLabel(count),
    };
  });
}
