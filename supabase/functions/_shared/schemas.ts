// Payload schemas shared by the API (server-side enforcement) and the web forms (instant feedback).
// Every message names the field it is about, so a 400 from the API is readable as it stands.
import { z } from "zod";
import { BUDGET_MAX, BUDGET_MIN, isBudgetAmountInBounds } from "./budget/monthly-budget.ts";
import { CATEGORY_NAME_MAX } from "./categories.ts";
import { DESCRIPTION_MAX, RECEIPT_PATH_MAX } from "./expense-limits.ts";
import { isDateKey } from "./ist.ts";
import { AMOUNT_CEILING_MESSAGE, MAX_AMOUNT, toAmountString } from "./money.ts";
import { PAID_WITH_CODES } from "./paid-with.ts";

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

/**
 * True when `value` holds a C0 control character or DEL (NUL, bell, escape …). Postgres cannot store
 * NUL at all, and none of them belongs in a name or a password. `allowLayout` keeps tab and line
 * breaks, which free text such as a description may contain.
 */
export function hasControlCharacter(value: string, allowLayout = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (allowLayout && (code === 9 || code === 10 || code === 13)) continue;
    if (code < 32 || code === 127) return true;
  }
  return false;
}

const noControlCharacters = (label: string, allowLayout = false) =>
  [
    (value: string) => !hasControlCharacter(value, allowLayout),
    `${label} must not contain control characters`,
  ] as const;

/** A string field that reports "<Label> is required" when missing or not text, and refuses control characters. */
const text = (label: string) =>
  z.string({ error: `${label} is required` }).refine(...noControlCharacters(label));

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
export const newPasswordSchema = z
  .string({ error: "New password is required" })
  .refine(...noControlCharacters("Password"))
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

/** The e-mailed link's token, or (with an OTP) the request handle forgot-password answered. */
const resetTokenSchema = text("Token").trim().min(1, "Token is required").max(200, "Token is too long");
const OTP_NEEDS_REQUEST = "An OTP needs the e-mail address or the reset request token";

/**
 * A reset needs the e-mailed link token, or the e-mailed OTP together with the e-mail address or the
 * request handle that forgot-password returned as `token`. An OTP alone never resets anything.
 */
export const resetPasswordSchema = z
  .object({
    newPassword: newPasswordSchema,
    token: resetTokenSchema.optional(),
    otp: otpSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.otp !== undefined || body.token !== undefined, {
    message: "Token or OTP is required",
    path: ["token"],
  })
  .refine((body) => body.otp === undefined || body.token !== undefined || body.email !== undefined, {
    message: OTP_NEEDS_REQUEST,
    path: ["otp"],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Checking an e-mailed OTP before the new password is asked for: the OTP with the request handle or e-mail. */
export const verifyResetCodeSchema = z
  .object({
    otp: otpSchema,
    token: resetTokenSchema.optional(),
    email: emailSchema.optional(),
  })
  .refine((body) => body.token !== undefined || body.email !== undefined, {
    message: OTP_NEEDS_REQUEST,
    path: ["otp"],
  });
export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeSchema>;

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
    .refine(...noControlCharacters("Category names"))
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
      ctx.addIssue({ code: "custom", message: firstIssueMessage(result.error) });
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
                ? AMOUNT_CEILING_MESSAGE
                : "Amount must be a number greater than 0 with at most 2 decimals",
      });
      return z.NEVER;
    }
    return amount;
  });

/**
 * How an expense was entered: typed, spoken, from a receipt or a bank/UPI message (docs/capture.md),
 * or a CSV import. The one list of entry methods: the rows, the history filter and the export take
 * their types from it, and the database's check (expenses_method_known) holds the same values
 * (tests/integration/db/constraints.test.ts writes each one, and another, through the database).
 */
export const entryMethodSchema = z.enum(["manual", "voice", "receipt", "message", "import"]);
export type EntryMethod = z.infer<typeof entryMethodSchema>;
export const ENTRY_METHODS = entryMethodSchema.options;

/** What a save may say about itself: an import is made only by the import (POST /api/imports). */
const SAVED_METHODS = entryMethodSchema.exclude(["import"]).options;

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

export const expenseCategorySchema = text("Category")
  .trim()
  .min(1, "Category is required")
  .max(CATEGORY_NAME_MAX, `Category must be at most ${CATEGORY_NAME_MAX} characters`);

/** Optional text that an empty value clears: "" and null become null, absent stays absent. */
const clearableText = (label: string, max: number, allowLayout = false) =>
  z
    .string({ error: `${label} must be text` })
    .refine(...noControlCharacters(label, allowLayout))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

export const paidWithSchema = z
  .enum(PAID_WITH_CODES, {
    error: `Paid with must be one of: ${PAID_WITH_CODES.join(", ")}`,
  })
  .nullable();

export const expenseSchema = z.object({
  category: expenseCategorySchema,
  description: clearableText("Description", DESCRIPTION_MAX, true).transform((value) => value ?? null),
  method: z
    .enum(SAVED_METHODS, { error: `Method must be one of: ${SAVED_METHODS.join(", ")}` })
    .default("manual"),
  amount: expenseAmountSchema,
  date: expenseDateSchema.optional(),
  paidWith: paidWithSchema.optional().transform((value) => value ?? null),
  receiptPath: clearableText("Receipt path", RECEIPT_PATH_MAX).transform((value) => value ?? null),
  /** The bank/UPI message the expense came from ("ref:…" or "msg:…"): one expense per message. */
  messageRef: clearableText("Message reference", 100).transform((value) => value ?? null),
  /** The payee as the message names it; its category is learned for the next message. */
  merchant: clearableText("Merchant", 100).transform((value) => value ?? null),
});
export type ExpenseInput = z.input<typeof expenseSchema>;
export type NewExpense = z.output<typeof expenseSchema>;

/** One expense of a batch: as a single one, but the category may be left to the payee's learned one. */
export const batchExpenseSchema = expenseSchema.extend({ category: expenseCategorySchema.optional() });
export type BatchExpenseInput = z.input<typeof batchExpenseSchema>;

export const MAX_BATCH_EXPENSES = 50;

/** POST /api/expenses/batch: all saved or none. Items are checked one by one to name the bad one. */
export const expenseBatchSchema = z.object({
  expenses: z
    .array(z.unknown(), { error: "expenses must be a list of expenses" })
    .min(1, "Add at least one expense")
    .max(MAX_BATCH_EXPENSES, `Save at most ${MAX_BATCH_EXPENSES} expenses at once`),
});

/** The app's languages (docs/product.md §4.29): stored on the profile, applied on every device. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Account settings on the profile: a new username, country, language or digits (any of them). */
export const profileUpdateSchema = z
  .strictObject(
    {
      username: usernameSchema.optional(),
      country: countrySchema.optional(),
      language: z.enum(LANGUAGES, { error: "language must be en or hi" }).optional(),
      devanagariDigits: z.boolean({ error: "devanagariDigits must be true or false" }).optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send a username, a country, a language or devanagariDigits to change",
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Changing the password while signed in: the current one, and a new one by the sign-up rule. */
export const changePasswordSchema = z
  .object({
    currentPassword: text("Current password")
      .min(1, "Current password is required")
      .max(72, "Password must be at most 72 characters"),
    newPassword: signupPasswordSchema,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: "Choose a new password that differs from the current one",
    path: ["newPassword"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A custom category: trimmed, inner runs of spaces made one, at most 50 characters. */
export const customCategorySchema = z.object({
  name: text("Category name")
    .transform((name) => name.trim().replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(1, "Category name is required")
        .max(CATEGORY_NAME_MAX, `Category names can be up to ${CATEGORY_NAME_MAX} characters`),
    ),
});
export type CustomCategoryInput = z.input<typeof customCategorySchema>;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`);
export const dayKey = (label: string) =>
  z
    .string({ error: `${label} must be a date written yyyy-mm-dd` })
    .refine(isDateKey, `${label} must be a date written yyyy-mm-dd`);

/**
 * A change to the user's state kept on the server (docs/product.md §10.8): any of the fields, each
 * replacing what was stored. Unknown fields are refused so a misspelt one is not silently dropped.
 */
export const userStatePatchSchema = z.strictObject(
  {
    expenseStreak: z
      .strictObject({
        currentStreak: count("currentStreak"),
        longestStreak: count("longestStreak"),
        lastLoggedDate: dayKey("lastLoggedDate").nullable(),
        totalDaysLogged: count("totalDaysLogged"),
      })
      .optional(),
    missionState: z
      .strictObject({
        missionId: z
          .string({ error: "missionId is required" })
          .min(1, "missionId is required")
          .max(50, "missionId is too long"),
        date: dayKey("Mission date"),
        completed: z.boolean({ error: "completed must be true or false" }),
        progress: count("progress").max(100, "progress must be at most 100"),
      })
      .nullable()
      .optional(),
    missionStreak: count("missionStreak").optional(),
    soundEnabled: z.boolean({ error: "soundEnabled must be true or false" }).optional(),
    welcomeSeen: z.boolean({ error: "welcomeSeen must be true or false" }).optional(),
    tourCompleted: z.boolean({ error: "tourCompleted must be true or false" }).optional(),
    replayWelcome: z.boolean({ error: "replayWelcome must be true or false" }).optional(),
    greetingShownOn: dayKey("greetingShownOn").nullable().optional(),
    closedAlerts: z
      .array(
        z.string().min(1, "An alert key must not be empty").max(40, "An alert key is at most 40 characters"),
        {
          error: "closedAlerts must be a list of alert keys",
        },
      )
      .max(20, "closedAlerts holds at most 20 alerts")
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
  },
);
export type UserStatePatch = z.input<typeof userStatePatchSchema>;
/**
 * An edit (PATCH): any of the fields the user can change, each validated as on a new expense;
 * null clears description, paid with or the receipt. How it was entered (`method`) stays.
 */
export const expensePatchSchema = z
  .object({
    category: expenseCategorySchema.optional(),
    description: clearableText("Description", DESCRIPTION_MAX, true),
    amount: expenseAmountSchema.optional(),
    date: expenseDateSchema.optional(),
    paidWith: paidWithSchema.optional(),
    receiptPath: clearableText("Receipt path", RECEIPT_PATH_MAX),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message:
      "Nothing to change: send at least one of amount, category, description, date, paidWith, receiptPath",
  });
export type ExpensePatchInput = z.input<typeof expensePatchSchema>;
export type ExpensePatch = z.output<typeof expensePatchSchema>;

/** The first message of a failed parse, for `{ message }` error bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  // A record key's own problem ("Category names must …") is nested inside zod's "Invalid key in record".
  if (issue?.code === "invalid_key") return issue.issues[0]?.message ?? issue.message;
  return issue?.message ?? "Invalid request";
}
