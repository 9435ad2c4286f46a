// Payloads of /api/recurring (docs/product.md §4.23), shared by the API and the Recurring payments form.
import { z } from "zod";
import { MAX_PAYMENT_COUNT } from "../calendar/recurring-end.ts";
import { RECURRING_FREQUENCIES, type RecurringSchedule } from "../calendar/recurring-schedule.ts";
import { expenseAmountSchema, expenseCategorySchema, paidWithSchema } from "./expense-schemas.ts";
import { dayKey, hasControlCharacter } from "./fields.ts";

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

export const RECURRING_NAME_MAX = 100;

const fields = {
  name: z
    .string({ error: "Name is required" })
    .refine((value) => !hasControlCharacter(value), "Name must not contain control characters")
    .trim()
    .min(1, "Name is required")
    .max(RECURRING_NAME_MAX, `Name must be at most ${RECURRING_NAME_MAX} characters`),
  amount: expenseAmountSchema,
  category: expenseCategorySchema,
  paidWith: paidWithSchema.optional(),
  frequency: z.enum(RECURRING_FREQUENCIES, {
    error: `Repeats must be one of: ${RECURRING_FREQUENCIES.join(", ")}`,
  }),
  dayOfMonth: wholeNumber("Day of month", 1, 31).optional(),
  weekday: wholeNumber("Weekday", 1, 7).optional(),
  month: wholeNumber("Month", 1, 12).optional(),
  /** First Indian day it may fall due (default: today); the database keeps it before 2101. */
  startsOn: dayKey("Starts on")
    .refine(
      (day) => day >= "2000-01-01" && day <= "2100-12-31",
      "Starts on must be between the years 2000 and 2100",
    )
    .optional(),
  /** Instalments: the last Indian day it may fall due (null: never ends) … */
  endsOn: dayKey("Ends on")
    .refine(
      (day) => day >= "2000-01-01" && day <= "2200-12-31",
      "Ends on must be between the years 2000 and 2200",
    )
    .nullable()
    .optional(),
  /** … or how many payments it ends after (null: never ends); one or the other. */
  paymentCount: wholeNumber("Number of payments", 1, MAX_PAYMENT_COUNT).nullable().optional(),
};

export const BOTH_ENDS = "Choose an end date or a number of payments, not both";
export const ENDS_BEFORE_START = "Ends on must not be before the payment starts";

/** A new recurring payment; fields the frequency does not use are ignored. */
export const recurringPaymentSchema = z
  .object(fields)
  .superRefine((input, ctx) => {
    const need = (field: "dayOfMonth" | "weekday" | "month", label: string) => {
      if (input[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `${label} is required` });
    };
    if (input.frequency === "weekly") need("weekday", "Weekday");
    else need("dayOfMonth", "Day of month");
    if (input.frequency === "yearly") need("month", "Month");
    if (input.endsOn != null && input.paymentCount != null)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: BOTH_ENDS });
    else if (input.endsOn != null && input.startsOn !== undefined && input.endsOn < input.startsOn)
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: ENDS_BEFORE_START });
  })
  .transform(({ frequency, dayOfMonth, weekday, month, paidWith, endsOn, paymentCount, ...rest }) => {
    const schedule: RecurringSchedule =
      frequency === "weekly"
        ? { frequency, weekday: weekday as number }
        : frequency === "yearly"
          ? { frequency, month: month as number, dayOfMonth: dayOfMonth as number }
          : { frequency, dayOfMonth: dayOfMonth as number };
    return {
      ...rest,
      paidWith: paidWith ?? null,
      endsOn: endsOn ?? null,
      paymentCount: paymentCount ?? null,
      schedule,
    };
  });
export type RecurringPaymentInput = z.input<typeof recurringPaymentSchema>;
export type NewRecurringPayment = z.output<typeof recurringPaymentSchema>;

/** An edit (PATCH): any of the fields, or `paused`; the server checks the result as a whole. */
export const recurringPaymentPatchSchema = z
  .strictObject(
    {
      name: z.unknown().optional(),
      amount: z.unknown().optional(),
      category: z.unknown().optional(),
      paidWith: z.unknown().optional(),
      frequency: z.unknown().optional(),
      dayOfMonth: z.unknown().optional(),
      weekday: z.unknown().optional(),
      month: z.unknown().optional(),
      endsOn: z.unknown().optional(),
      paymentCount: z.unknown().optional(),
      paused: z.boolean({ error: "paused must be true or false" }).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: "Nothing to change: send at least one field",
  });
export type RecurringPaymentPatch = z.output<typeof recurringPaymentPatchSchema>;

/**
 * POST /api/jobs/run (service role only): an instant to run as (tests, a catch-up), and optionally
 * the only users to run for (a re-run for one user; tests on a shared database).
 */
export const jobRunSchema = z.object({
  now: z.iso.datetime({ offset: true, error: "now must be an ISO date-time with an offset" }).optional(),
  userIds: z
    .array(z.uuid({ error: "userIds must be a list of user ids" }), {
      error: "userIds must be a list of user ids",
    })
    .max(1000, "userIds holds at most 1000 ids")
    .optional(),
});
