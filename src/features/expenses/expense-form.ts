// Pure rules of the Add Expense form (docs/product.md §5.4 validation, §5.5 custom category, §8.4 errors):
// what the amount field keeps, when a save may go ahead, how date + time become an IST instant.

import { INDIA_TIME_ZONE, indianClock, indianIso } from "@shared/calendar/indian-day.ts";
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import { CATEGORY_NAME_MAX } from "@shared/contract/categories.ts";
import {
  EXPENSE_DAY_MAX,
  EXPENSE_DAY_MIN,
  isAcceptedExpenseInstant,
} from "@shared/contract/expense-limits.ts";
import type { ExpensePatchInput } from "@shared/contract/expense-schemas.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";
import { type LocaleFormat, perLocale } from "@shared/format/locale.ts";
import { AMOUNT_CEILING_MESSAGE, expenseAmountProblem, toAmountString } from "@shared/money/rupees.ts";
import { formatDayKey, formatIstDate, formatMonthKey } from "../../i18n/format.ts";
import { i18n } from "../../i18n/i18n.ts";
import { translateMessage } from "../../i18n/messages.ts";

export interface ToastText {
  title: string;
  description: string;
}

/** docs/product.md §5.4: the toast that blocks a save, or null when amount and category are fine. */
export function expenseFormProblem(amount: string, category: string | null): ToastText | null {
  if (expenseAmountProblem(amount) === "tooLarge") {
    return {
      title: i18n.t("expenses:problems.tooLargeTitle"),
      description: `${translateMessage(AMOUNT_CEILING_MESSAGE)}.`,
    };
  }
  if (toAmountString(amount) === null) {
    return {
      title: i18n.t("expenses:problems.requiredTitle"),
      description: i18n.t("expenses:problems.required"),
    };
  }
  if (!category) {
    return {
      title: i18n.t("expenses:problems.categoryTitle"),
      description: i18n.t("expenses:problems.category"),
    };
  }
  return null;
}

/**
 * Inline hint under the amount field once something was typed (docs/product.md §2.13), for an amount
 * the field accepted (acceptTypedAmount) but a save would not.
 */
export function amountFieldError(amount: string): string | null {
  if (amount === "") return null;
  const problem = expenseAmountProblem(amount);
  if (problem === "tooLarge") return translateMessage(AMOUNT_CEILING_MESSAGE);
  // "0", "0.00" and a lone "." are not above zero; "12." is on its way to an amount.
  return problem === "notPositive" || !/\d/.test(amount) ? i18n.t("expenses:problems.positive") : null;
}

/** docs/product.md §8.4: a 401 mentioning Unauthorized means "log in again"; anything else is shown as it came. */
export function saveErrorOutcome(
  message: string,
): { kind: "unauthorised"; toast: ToastText } | { kind: "error"; toast: ToastText } {
  if (message.startsWith("401:") && /unauthori[sz]ed/i.test(message)) {
    return {
      kind: "unauthorised",
      toast: {
        title: i18n.t("expenses:problems.notLoggedInTitle"),
        description: i18n.t("expenses:problems.notLoggedIn"),
      },
    };
  }
  return {
    kind: "error",
    toast: {
      title: i18n.t("common:error"),
      description: i18n.t("expenses:problems.failed", { message: apiSentence(message) }),
    },
  };
}

/** "400: {"message":"…"}" → its sentence in the reader's language; anything else as it came. */
function apiSentence(message: string): string {
  const body = /^\d{3}: (\{.*\})$/s.exec(message)?.[1];
  if (!body) return message;
  try {
    const parsed: unknown = JSON.parse(body);
    const sentence = (parsed as { message?: unknown } | null)?.message;
    return typeof sentence === "string" && sentence ? translateMessage(sentence) : message;
  } catch {
    return message;
  }
}

/** The custom category name as it will be kept: trimmed, inner runs of spaces made one. */
export const customCategoryName = (typed: string): string => typed.trim().replace(/\s+/g, " ");

/** The counter and limit under the custom category name, as the user types. */
export function customCategoryLength(typed: string): { count: string; tooLong: string | null } {
  const length = customCategoryName(typed).length;
  return {
    count: `${length}/${CATEGORY_NAME_MAX}`,
    tooLong:
      length > CATEGORY_NAME_MAX
        ? i18n.t("expenses:custom.tooLong", { max: CATEGORY_NAME_MAX, length })
        : null,
  };
}

/**
 * Custom category rules of docs/product.md §5.5: blank ignored; an existing name (any case) is a
 * duplicate; a name over 50 characters is refused, never cut.
 */
export function customCategoryOutcome(
  typed: string,
  existing: readonly string[],
):
  | { kind: "ignored" }
  | { kind: "too-long"; message: string }
  | { kind: "duplicate"; toast: ToastText }
  | { kind: "added"; name: string; toast: ToastText } {
  const name = customCategoryName(typed);
  if (name === "") return { kind: "ignored" };
  const { tooLong } = customCategoryLength(name);
  if (tooLong) return { kind: "too-long", message: tooLong };
  if (existing.some((category) => category.toLowerCase() === name.toLowerCase())) {
    return {
      kind: "duplicate",
      toast: { title: i18n.t("expenses:custom.existsTitle"), description: i18n.t("expenses:custom.exists") },
    };
  }
  return {
    kind: "added",
    name,
    toast: {
      title: i18n.t("expenses:custom.addedTitle"),
      description: i18n.t("expenses:custom.added", { name }),
    },
  };
}

/** docs/product.md §2.13: the chosen date and time as an ISO instant on the Indian clock. */
export function istIsoFromFields(date: string, time: string): string {
  return indianIso(date, time || "00:00");
}

const nowLineFormat = perLocale(
  (locale, numberingSystem) =>
    new Intl.DateTimeFormat(locale, {
      timeZone: INDIA_TIME_ZONE,
      numberingSystem,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
);

/** The line under the pickers: "Sun, 22 Nov 2026, 9:05 am IST" (in Hindi "सोम, 23 नव॰ 2026, …"). */
export function istNowLine(now: Date = new Date(), format?: LocaleFormat): string {
  return `${nowLineFormat(format).format(now)} IST`;
}

/**
 * A warning for an expense dated after today on the Indian clock (a mistyped year would otherwise sit
 * on top of every list), or null. Such a date can still be saved: it may be a planned payment.
 */
export function futureDateWarning(date: string, now: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date <= indianClock(now).date) return null;
  // Noon on that Indian day: the day itself whatever the device's zone.
  return i18n.t("expenses:futureDate", {
    date: formatIstDate(indianIso(date, "12:00")),
    month: formatMonthKey(date.slice(0, 7)),
  });
}

/**
 * Why the API would refuse this date and time (expense-limits.ts: the years 2000 to 2100), as a
 * sentence, or null. An empty date is today's.
 */
export function expenseDateProblem(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || isAcceptedExpenseInstant(istIsoFromFields(date, time)))
    return null;
  return i18n.t("expenses:dateOutOfRange", {
    first: formatDayKey(EXPENSE_DAY_MIN, { year: true, weekday: false }),
    last: formatDayKey(EXPENSE_DAY_MAX, { year: true, weekday: false }),
  });
}

/** The stored expense as the form shows it: amount as typed, Indian date and time, paid with. */
export function fieldsOfExpense(
  expense: Pick<ExpenseRow, "amount" | "category" | "description" | "date" | "paidWith" | "receiptPath">,
) {
  const amount = toAmountString(expense.amount);
  const { date, time } = indianClock(expense.date);
  return {
    amount: amount?.replace(/\.00$/, "") ?? expense.amount,
    category: expense.category,
    description: expense.description ?? "",
    date,
    time,
    paidWith: expense.paidWith,
    receiptPath: expense.receiptPath,
  };
}

/**
 * What an edit changes, field by field, or null when nothing did. The time is compared to the
 * minute the form shows, so saving an untouched form never rewrites an expense's seconds.
 */
export function expenseEditPatch(
  original: Parameters<typeof fieldsOfExpense>[0],
  edited: {
    amount: string;
    category: string;
    description: string;
    date: string;
    time: string;
    paidWith: PaidWith | null;
    receiptPath: string | null;
  },
): ExpensePatchInput | null {
  const before = fieldsOfExpense(original);
  const patch: ExpensePatchInput = {};
  if (toAmountString(edited.amount) !== toAmountString(original.amount)) patch.amount = edited.amount;
  if (edited.category !== original.category) patch.category = edited.category;
  const description = edited.description.trim() || null;
  if (description !== (original.description || null)) patch.description = description;
  if (edited.date !== before.date || edited.time !== before.time) {
    patch.date = istIsoFromFields(edited.date, edited.time);
  }
  if (edited.paidWith !== original.paidWith) patch.paidWith = edited.paidWith;
  if (edited.receiptPath !== original.receiptPath) patch.receiptPath = edited.receiptPath;
  return Object.keys(patch).length > 0 ? patch : null;
}
