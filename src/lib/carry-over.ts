// Carry-over as the screens show it (docs/product.md §4.34). The rule itself has one home, the
// database (private.carried_into_cycle): the app only reads what was carried into today's cycle from
// /api/budget (with the cycle's budget, private.cycle_budget's figure) and adds it where a category's
// budget is shown.

import { type DayKey, isDayKey, monthEnd } from "@shared/calendar/indian-day.ts";
import type { BudgetRow } from "@shared/contract/api-rows.ts";
import { addPaise, maxPaise, type Paise, paiseRecordFromWire, ZERO_PAISE } from "@shared/money/paise.ts";

export interface CarryOver {
  /** The opted-in categories (canonical names). */
  categories: string[];
  /** Whether overspending is taken off the next cycle too. */
  overspending: boolean;
  /** What each category carried into today's cycle; negative: overspending taken off. */
  carried: Record<string, Paise>;
  /** The cycle it was carried from; null when nothing was. */
  from: { startDay: DayKey; endDay: DayKey } | null;
}

export const NO_CARRY_OVER: CarryOver = { categories: [], overspending: false, carried: {}, from: null };

/** The carry-over fields of a /api/budget answer; missing or malformed ones read as none. */
export function carryOverOf(raw: Partial<BudgetRow>): CarryOver {
  const from = raw.carriedFrom;
  return {
    categories: Array.isArray(raw.carryCategories)
      ? raw.carryCategories.filter((name): name is string => typeof name === "string")
      : [],
    overspending: raw.carryOverspending === true,
    carried: raw.carried && typeof raw.carried === "object" ? paiseRecordFromWire(raw.carried) : {},
    from: from && isDayKey(from.startDay) && isDayKey(from.endDay) ? from : null,
  };
}

/** Each category's budget with what it carried in, never below ₹0; a category carried into is listed. */
export function splitWithCarried(
  split: Record<string, Paise>,
  carried: Record<string, Paise>,
): Record<string, Paise> {
  const result = { ...split };
  for (const [name, amount] of Object.entries(carried)) {
    result[name] = maxPaise(addPaise(result[name] ?? ZERO_PAISE, amount), ZERO_PAISE);
  }
  return result;
}

/** The cycle carried from as words take it: a whole calendar month by its month, else its days. */
export type CarriedFrom = { month: string } | { start: DayKey; end: DayKey };

export function carriedFromPeriod(from: { startDay: DayKey; endDay: DayKey }): CarriedFrom {
  return from.startDay.endsWith("-01") && from.endDay === monthEnd(from.startDay)
    ? { month: from.startDay.slice(0, 7) }
    : { start: from.startDay, end: from.endDay };
}
