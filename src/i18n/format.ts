// Money, dates and times in the reader's language (docs/product.md §4.29, §9.10): the shared helpers
// (@shared/money/rupees.ts, src/lib/ist-format.ts) with the current locale and digits filled in — en-IN, or
// hi-IN with Latin digits unless Devanagari ones are chosen. Screens import these, under the same
// names, so a change of language re-renders every figure the same way.
import type { LocaleFormat } from "@shared/format/locale.ts";
import * as numbers from "@shared/format/numbers.ts";
import type { Paise } from "@shared/money/paise.ts";
import * as money from "@shared/money/rupees.ts";
import * as ist from "../lib/ist-format";
import { currentLanguage, numberingSystem } from "./i18n";
import { htmlLang } from "./language";

/** The current locale and digits, for a shared formatter's last argument. */
export const localeFormat = (): LocaleFormat => ({
  locale: htmlLang(currentLanguage()) as "en-IN" | "hi-IN",
  digits: numberingSystem(),
});

export const formatRupees = (amount: Paise): string => money.formatRupees(amount, localeFormat());

/** A count or a day number outside a text (texts format their numbers themselves, i18n.ts). */
export const formatNumber = (value: number): string => numbers.formatNumber(value, localeFormat());

/** A whole percentage, "45%" or "४५%". */
export const formatPercent = (percent: number): string => numbers.formatPercent(percent, localeFormat());

export const formatIstDateTime = (iso: string, now: Date = new Date()): string =>
  ist.formatIstDateTime(iso, now, localeFormat());

export const formatIstTime = (iso: string): string => ist.formatIstTime(iso, localeFormat());

export const formatIstShortDate = (instant: Date = new Date()): string =>
  ist.formatIstShortDate(instant, localeFormat());

export const formatIstDate = (iso: string): string => ist.formatIstDate(iso, localeFormat());

export const formatDayKey = (
  dateKey: string,
  { year = false, weekday = true }: { year?: boolean; weekday?: boolean } = {},
): string => ist.formatDayKey(dateKey, { year, weekday, ...localeFormat() });

export const formatMonthKey = (monthKey: string): string => ist.formatMonthKey(monthKey, localeFormat());
