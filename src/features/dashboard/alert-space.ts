// The alert banner is known only once the budget, the month's spending and the user state have loaded, and
// it sits above everything else on home (docs/product.md §2.9, §4.9): appearing then would push the whole
// screen down (the signed-in home's layout shift, docs/web.md). So the device remembers the banner it
// showed last and, while its period (the month, or the day of a daily alert) is still the current one,
// keeps that much space from the first paint.

/** The banner home showed last on this device and its height in CSS pixels. */
export interface AlertSpace {
  key: string;
  height: number;
}

export function isAlertSpace(value: unknown): value is AlertSpace {
  if (typeof value !== "object" || value === null) return false;
  const { key, height } = value as Record<string, unknown>;
  return typeof key === "string" && typeof height === "number" && height > 0 && height < 1000;
}

/**
 * The space to keep before the alert is known, or null: only while the remembered alert's period is
 * today's (`daily_limit:2026-11-26`) or this month's (`budget_80:2026-11`); `todayKey` is the Indian day.
 */
export function expectedAlertHeight(space: AlertSpace | null, todayKey: string): number | null {
  if (!space) return null;
  const period = space.key.slice(space.key.indexOf(":") + 1);
  // A budget cycle's key is its first day, on or before today (docs/product.md §4.31).
  const cycleAlert = space.key.startsWith("budget_") && period.length === 10 && period <= todayKey;
  return period === todayKey || period === todayKey.slice(0, 7) || cycleAlert ? space.height : null;
}
