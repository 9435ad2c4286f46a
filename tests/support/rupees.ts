// Journeys and tests write expected figures in rupees (₹2,310.50 is 2310.5); the app formats paise.
import type { LocaleFormat } from "@shared/format/locale.ts";
import { type Paise, rupees } from "@shared/money/paise.ts";
import { formatRupees as formatPaise } from "@shared/money/rupees.ts";

/** What the app shows for a rupee figure, e.g. formatRupees(2310.5) → "₹2,310.50". */
export const formatRupees = (figure: number, format?: LocaleFormat): string =>
  formatPaise(rupees(figure), format);

/** A category → figure map written in rupees, as paise. */
export const rupeesRecord = (record: Record<string, number>): Record<string, Paise> =>
  Object.fromEntries(Object.entries(record).map(([name, figure]) => [name, rupees(figure)]));
