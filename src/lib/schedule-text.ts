// How a recurring payment's schedule reads on the Recurring payments screen and in "Repeat monthly" (docs/product.md §2.21),
// in the reader's language: weekday and month names from Intl, the phrases from the locale files.
import type { RecurringPaymentRow } from "@shared/contract/api-rows.ts";
import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { htmlLang } from "../i18n/language.ts";

// 1 January 2024 was a Monday: weekday n (1 = Monday … 7 = Sunday) is 2024-01-n.
const nameOf = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(htmlLang(currentLanguage()), { ...options, timeZone: "UTC" }).format(date);

/** The seven weekdays, Monday first ("Monday" / "सोमवार"). */
export const weekdayNames = (): string[] =>
  Array.from({ length: 7 }, (_, i) => nameOf({ weekday: "long" }, new Date(Date.UTC(2024, 0, i + 1))));

/** The twelve months ("January" / "जनवरी"). */
export const monthNames = (): string[] =>
  Array.from({ length: 12 }, (_, i) => nameOf({ month: "long" }, new Date(Date.UTC(2024, i, 1))));

/** 1 → "1st", 22 → "22nd", 11 → "11th" (in Hindi the number alone: "22 तारीख़"). */
export function ordinalDay(day: number): string {
  if (currentLanguage() === "hi") return String(day);
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** "Monthly on the 31st (last day in shorter months)", "Weekly on Monday", "Yearly on 15 March". */
export function scheduleText(
  payment: Pick<RecurringPaymentRow, "frequency" | "dayOfMonth" | "weekday" | "month">,
) {
  if (payment.frequency === "weekly") {
    return i18n.t("recurring:schedule.weekly", { weekday: weekdayNames()[(payment.weekday ?? 1) - 1] });
  }
  const day = payment.dayOfMonth ?? 1;
  if (payment.frequency === "yearly") {
    return i18n.t("recurring:schedule.yearly", { day, month: monthNames()[(payment.month ?? 1) - 1] });
  }
  return i18n.t(day > 28 ? "recurring:schedule.monthlyLast" : "recurring:schedule.monthly", {
    ordinal: ordinalDay(day),
  });
}
