// Category totals → chart slices and legend rows, biggest first, coloured by the canonical list.
import { categoryStyle } from "@shared/categories.ts";

export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
  percent: number;
}

export function chartSlices(categorySpending: Record<string, number>): Slice[] {
  const total = Object.values(categorySpending).reduce((sum, v) => sum + v, 0);
  return Object.entries(categorySpending)
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, value]) => ({
      id: category,
      label: category,
      value: Math.round(value * 100) / 100,
      color: categoryStyle(category).color,
      percent: total > 0 ? Math.round((value / total) * 1000) / 10 : 0,
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
