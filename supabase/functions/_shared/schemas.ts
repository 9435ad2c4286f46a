// Payload schemas shared by the API (server-side enforcement) and the web forms (instant feedback).
// Every message names the field it is about, so a 400 from the API is readable as it stands.
import { z } from "zod";
import { BUDGET_MAX, BUDGET_MIN, isBudgetAmountInBounds } from "./budget.ts";
import { MAX_AMOUNT, toAmountString } from "./money.ts";

export const COUNTRIES = [
  "India",
  "United States",
  "United Kingdom",
  "Canada",
  "Australia",
  "Other",
] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = "India";

/** A string field that reports "<Label> is required" when missing or not text. */
const text = (label: string) => z.string({ error: `${label} is required` });

export const emailSchema = text("Email")
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email({ error: "Email must be a valid e-mail address" }));

/** Sign-up password rule (docs/product.md §5.1). 72 bytes is bcrypt's limit, which the Auth service enforces. */
export const signupPasswordSchema = text("Password")
  .min(8, "Password must be at least 8 characters")
  .max(72, "Password must be at most 72 characters")
  .regex(/\d/, "Password must include a number")
  .regex(/[a-z]/, "Password must include a lowercase letter");

/** Reset password rule (docs/product.md §5.3: minimum 6). */
export const newPasswordSchema = text("New password")
  .min(6, "Password must be at least 6 characters")
  .max(72, "Password must be at most 72 characters");

export const USERNAME_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

export const usernameSchema = text("Username")
  .trim()
  .min(1, "Username is required")
  .max(39, "Username must be at most 39 characters")
  .regex(
    USERNAME_PATTERN,
    "Username may only contain letters, numbers and single hyphens, and cannot begin or end with a hyphen",
  );

export const countrySchema = z.enum(COUNTRIES, {
  error: `Country must be one of: ${COUNTRIES.join(", ")}`,
});

export const signupSchema = z.object({
  email: emailSchema,
  password: signupPasswordSchema,
  username: usernameSchema,
  country: countrySchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const signinSchema = z.object({
  emailOrUsername: text("Email or username")
    .trim()
    .min(1, "Email or username is required")
    .max(254, "Email or username must be at most 254 characters"),
  password: text("Password").min(1, "Password is required").max(72, "Password must be at most 72 characters"),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const otpSchema = text("OTP").regex(/^\d{6}$/, "OTP must be 6 digits");

/**
 * A reset needs the e-mailed link token, or the e-mailed OTP together with the e-mail address or the
 * request handle that forgot-password returned as `token`. An OTP alone never resets anything.
 */
export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    token: text("Token").trim().min(1, "Token is required").max(200, "Token is too long").optional(),
    otp: otpSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.otp !== undefined || body.token !== undefined, {
    message: "Token or OTP is required",
    path: ["token"],
  })
  .refine((body) => body.otp === undefined || body.token !== undefined || body.email !== undefined, {
    message: "An OTP needs the e-mail address or the reset request token",
    path: ["otp"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Whole rupees between the bounds; accepts the digit string the budget form sends, or a number. */
export const budgetAmountSchema = z
  .union([z.string(), z.number()], { error: "Budget amount is required" })
  .transform((value, ctx) => {
    const digits = typeof value === "string" ? value.trim() : String(value);
    if (digits === "") {
      ctx.addIssue({ code: "custom", message: "Budget amount is required" });
      return z.NEVER;
    }
    const amount = /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
    if (!isBudgetAmountInBounds(amount)) {
      ctx.addIssue({ code: "custom", message: "Budget must be between ₹1,000 and ₹1,00,000" });
      return z.NEVER;
    }
    return amount;
  });

const categoryBudgetMap = z.record(
  z
    .string()
    .trim()
    .min(1, "Category budget names must not be empty")
    .max(50, "Category names must be at most 50 characters"),
  z
    .number({ error: "Category budgets must be whole rupee amounts" })
    .int("Category budgets must be whole rupee amounts")
    .min(0, "Category budgets must not be negative")
    .max(BUDGET_MAX, "A category budget must be at most ₹1,00,000"),
);

/** `categoryBudgets` travels as JSON text (docs/product.md §3.2); an object is accepted too. */
export const categoryBudgetsSchema = z
  .union([z.string(), z.record(z.string(), z.unknown())], { error: "Category budgets must be a JSON object" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === "") return {};
    let parsed: unknown = value;
    if (typeof value === "string") {
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "Category budgets must be a JSON object" });
        return z.NEVER;
      }
    }
    const result = categoryBudgetMap.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({
        code: "custom",
        message: result.error.issues[0]?.message ?? "Category budgets are invalid",
      });
      return z.NEVER;
    }
    if (Object.keys(result.data).length > 30) {
      ctx.addIssue({ code: "custom", message: "Category budgets may list at most 30 categories" });
      return z.NEVER;
    }
    return result.data;
  });

export const budgetSchema = z.object({
  type: z.literal("monthly", { error: "Type must be monthly" }).default("monthly"),
  amount: budgetAmountSchema,
  categoryBudgets: categoryBudgetsSchema,
});
export type BudgetInput = z.input<typeof budgetSchema>;
export type Budget = z.output<typeof budgetSchema>;
export { BUDGET_MAX, BUDGET_MIN };

/** Amount as typed (string or number): > 0, at most 2 decimals; normalised to a decimal string. */
export const expenseAmountSchema = z
  .union([z.string(), z.number()], { error: "Amount is required" })
  .transform((value, ctx) => {
    const amount = toAmountString(value);
    if (amount === null) {
      const numeric = Number(typeof value === "string" ? value.trim() : value);
      ctx.addIssue({
        code: "custom",
        message:
          typeof value === "string" && value.trim() === ""
            ? "Amount is required"
            : Number.isFinite(numeric) && numeric <= 0
              ? "Amount must be greater than 0"
              : Number.isFinite(numeric) && numeric > MAX_AMOUNT
                ? "Amount must be at most ₹10,00,000"
                : "Amount must be a number greater than 0 with at most 2 decimals",
      });
      return z.NEVER;
    }
    return amount;
  });

/** How an expense was entered; "message" = from a bank or UPI message (docs/capture.md). */
export const EXPENSE_METHODS = ["manual", "voice", "receipt", "message"] as const;

/** ISO 8601 date-time with an explicit offset, e.g. `2026-11-22T09:30:00+05:30`. */
export const expenseDateSchema = z
  .string({ error: "Date must be an ISO date-time with an offset, e.g. 2026-11-22T09:30:00+05:30" })
  .pipe(
    z.iso.datetime({
      offset: true,
      error: "Date must be an ISO date-time with an offset, e.g. 2026-11-22T09:30:00+05:30",
    }),
  )
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    },
    { message: "Date must be between the years 2000 and 2100" },
  );

/** Optional text, trimmed, at most `max` characters; blank or absent → null. */
const optionalText = (label: string, max: number, tooLong = `${label} must be at most ${max} characters`) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const categoryField = text("Category")
  .trim()
  .min(1, "Category is required")
  .max(50, "Category must be at most 50 characters");

export const expenseSchema = z.object({
  category: categoryField,
  description: optionalText("Description", 200),
  method: z
    .enum(EXPENSE_METHODS, { error: `Method must be one of: ${EXPENSE_METHODS.join(", ")}` })
    .default("manual"),
  amount: expenseAmountSchema,
  date: expenseDateSchema.optional(),
  receiptPath: optionalText("Receipt path", 300, "Receipt path is too long"),
  /** The bank/UPI message the expense came from ("ref:…" or "msg:…"): one expense per message. */
  messageRef: optionalText("Message reference", 100),
  /** The payee as the message names it; its category is learned for the next message. */
  merchant: optionalText("Merchant", 100),
});
export type ExpenseInput = z.input<typeof expenseSchema>;
export type NewExpense = z.output<typeof expenseSchema>;

/** One expense of a batch: as a single one, but the category may be left to the payee's learned one. */
export const batchExpenseSchema = expenseSchema.extend({ category: categoryField.optional() });
export type BatchExpenseInput = z.input<typeof batchExpenseSchema>;

export const MAX_BATCH_EXPENSES = 50;

/** POST /api/expenses/batch: all saved or none. Items are checked one by one to name the bad one. */
export const expenseBatchSchema = z.object({
  expenses: z
    .array(z.unknown(), { error: "expenses must be a list of expenses" })
    .min(1, "Add at least one expense")
    .max(MAX_BATCH_EXPENSES, `Save at most ${MAX_BATCH_EXPENSES} expenses at once`),
});

/** The first message of a failed parse, for `{ message }` error bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid request";
}
