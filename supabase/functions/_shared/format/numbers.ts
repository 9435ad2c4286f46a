// Plain numbers for people — counts, days, percentages — in the reader's locale and digits (docs/product.md
// §9.10): "12", "१२", "45%", "४५%". Money has its own formatter (money/rupees.ts); every other number on
// a screen goes through these, so Devanagari digits reach all of them.
import { type LocaleFormat, perLocale } from "./locale.ts";

// Grouping only from five digits: "12,500 expenses", but a year stays "2026".
const countFormatter = perLocale(
  (locale, numberingSystem) =>
    new Intl.NumberFormat(locale, { numberingSystem, maximumFractionDigits: 2, useGrouping: "min2" }),
);
const percentFormatter = perLocale(
  (locale, numberingSystem) =>
    new Intl.NumberFormat(locale, { numberingSystem, style: "percent", maximumFractionDigits: 0 }),
);

/** 12 → "12" (or "१२"); up to two decimals. */
export const formatNumber = (value: number, format?: LocaleFormat): string =>
  countFormatter(format).format(value);

/** A whole percentage: 45 → "45%" (or "४५%"); the value is already in percent, rounded here. */
export const formatPercent = (percent: number, format?: LocaleFormat): string =>
  percentFormatter(format).format(Math.round(percent) / 100);
