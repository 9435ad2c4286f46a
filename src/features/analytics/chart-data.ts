// Category totals → chart slices and legend rows, biggest first, with a colour per category.
export interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
  percent: number;
}

const PALETTE = [
  "#f97316",
  "#3b82f6",
  "#22c55e",
  "#a855f7",
  "#ef4444",
  "#ec4899",
  "#eab308",
  "#06b6d4",
  "#64748b",
];

const KNOWN_COLOURS: Record<string, string> = {
  "Food & Dining": "#f97316",
  Transport: "#3b82f6",
  Groceries: "#22c55e",
  Entertainment: "#a855f7",
  Health: "#ef4444",
  Shopping: "#ec4899",
  Petrol: "#eab308",
  Mobile: "#06b6d4",
  Rent: "#64748b",
};

export function chartSlices(categorySpending: Record<string, number>): Slice[] {
  const total = Object.values(categorySpending).reduce((sum, v) => sum + v, 0);
  return Object.entries(categorySpending)
    .filter(([, value]) => value > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([category, value], index) => ({
      id: category,
      label: category,
      value: Math.round(value * 100) / 100,
      color: KNOWN_COLOURS[category] ?? PALETTE[index % PALETTE.length] ?? "#94a3b8",
      percent: total > 0 ? Math.round((value / total) * 1000) / 10 : 0,
    }));
}
