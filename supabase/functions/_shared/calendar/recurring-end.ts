// How far an instalment has got (docs/product.md §4.23): a recurring payment that ends on a date or
// after a number of payments shows "7 of 12 paid" and what is left to pay. Pure arithmetic on the
// payment's row; the amounts are paise from the money core.
import { type Paise, paise } from "../money/paise.ts";
import type { DayKey } from "./indian-day.ts";
import { dueDatesBetween, type RecurringSchedule } from "./recurring-schedule.ts";

/** The most payments one recurring payment may end after (the database's payment_count range). */
export const MAX_PAYMENT_COUNT = 600;

export interface RecurringEnd {
  /** The last Indian day it may fall due, or null. */
  endsOn: DayKey | null;
  /** How many payments it ends after, or null. */
  paymentCount: number | null;
  /** Payments the job has added so far (a skipped date is not a payment). */
  paidCount: number;
  /** The oldest due date not handled yet. */
  nextDueOn: DayKey;
  ended: boolean;
}

/** "7 of 12 paid": paid so far, of how many in all; null for a payment that never ends. */
export interface InstalmentProgress {
  paid: number;
  total: number;
  left: number;
}

/**
 * Where an instalment stands. After N payments: N − paid are left. On a date: the due dates from the
 * next one through the end date are left (a date the user skips later is one fewer). Ended: none.
 */
export function instalmentProgress(
  schedule: RecurringSchedule,
  end: RecurringEnd,
): InstalmentProgress | null {
  let left: number;
  if (end.paymentCount !== null) left = Math.max(0, end.paymentCount - end.paidCount);
  else if (end.endsOn !== null) left = dueDatesBetween(schedule, end.nextDueOn, end.endsOn).length;
  else return null;
  if (end.ended) left = 0;
  return { paid: end.paidCount, total: end.paidCount + left, left };
}

/** What is left to pay: the payments left times the amount, exact to the paisa. */
export const leftToPay = (amount: Paise, left: number): Paise => paise(amount * left);
