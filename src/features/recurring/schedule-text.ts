// How a recurring payment's schedule reads on the Recurring payments screen (docs/product.md §2.21).
import type { RecurringPaymentRow } from "@shared/api-rows.ts";

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 1 → "1st", 22 → "22nd", 11 → "11th". */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[day % 10] ?? "th");
  return `${day}${suffix}`;
}

/** "Monthly on the 31st (last day in shorter months)", "Weekly on Monday", "Yearly on 15 March". */
export function scheduleText(
  payment: Pick<RecurringPaymentRow, "frequency" | "dayOfMonth" | "weekday" | "month">,
) {
  if (payment.frequency === "weekly") return `Weekly on ${WEEKDAYS[(payment.weekday ?? 1) - 1]}`;
  const day = payment.dayOfMonth ?? 1;
  if (payment.frequency === "yearly") return `Yearly on ${day} ${MONTHS[(payment.month ?? 1) - 1]}`;
  return `Monthly on the ${ordinalDay(day)}${day > 28 ? " (last day in shorter months)" : ""}`;
}
