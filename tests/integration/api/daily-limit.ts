// Today's daily limit depends on the day of the month (docs/product.md §4.7: what is left ÷ the days
// left). Tests that need the daily alert on any day set rent aside: it is due on the month's last day,
// so it is still due today whatever today is, and the limit is at most (budget − rent) ÷ 1.
import { daysBetween, indianDay, monthEnd } from "@shared/calendar/indian-day.ts";
import { call, type testApp } from "./api-client.ts";

export const rentDueAtMonthEnd = (app: ReturnType<typeof testApp>, token: string, amount: string) =>
  call(app, "POST", "/recurring", {
    token,
    body: { name: "Rent", amount, category: "Rent", frequency: "monthly", dayOfMonth: 31 },
  });

/** Days left in the Indian month, today included. */
export const daysLeftToday = () => {
  const today = indianDay(new Date());
  return daysBetween(today, monthEnd(today)) + 1;
};
