// Category totals → chart slices and legend rows, biggest first, coloured by the canonical list.
import { categoryStyle } from "@shared/contract/categories.ts";
import { comparePaise, type Paise, percentOf, sumPaise } from "@shared/money/paise.ts";

export interface Slice {
  id: string;
  label: string;
  /** Paise: the charts draw them as plain numbers and hand them back to the formatter. */
  value: Paise;
  color: string;
  /** Share of the total, to one decimal. */
  percent: number;
}

export function chartSlices(categorySpending: Record<string, Paise>): Slice[] {
  const total = sumPaise(Object.values(categorySpending));
  return Object.entries(categorySpending)
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => comparePaise(y, x) || a.localeCompare(b))
    .map(([category, value]) => ({
      id: category,
      label: category,
      value,
      color: categoryStyle(category).color,
      percent: percentOf(value, total, { rounding: "nearest", decimals: 1 }),
    }));
}

/** nivo's tooltip in the page's panel colours, so charts read the same in light and dark mode. */
export const CHART_TOOLTIP_THEME = {
  container: {
    background: "var(--chakra-colors-bg-panel)",
    color: "var(--chakra-colors-fg)",
    border: "1px solid var(--chakra-colors-border)",
  },
};
