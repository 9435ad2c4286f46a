// The JSON bodies the `api` function answers, shared with the web app so neither side restates them.
// Amounts the database keeps as numeric travel as text (never float) unless a field says otherwise.
// Fields with a fixed set of values take their type from the zod schema that accepts them.
import type { LoggingStreak } from "../coach/logging-streak.ts";
import type { CategoryKind } from "./categories.ts";
import type { EntryMethod } from "./expense-schemas.ts";
import type { PaidWith } from "./paid-with.ts";

/** One expense as `/api/expenses` answers it. */
export interface ExpenseRow {
  id: string;
  /** numeric(10,2) as text, e.g. "349.00". */
  amount: string;
  category: string;
  description: string | null;
  /** How it was entered (expense-schemas.ts entryMethodSchema: manual, voice, receipt, message, import). */
  method: EntryMethod;
  /** How it was paid (paid-with.ts codes: upi, cash, card, net_banking, wallet), or null. */
  paidWith: PaidWith | null;
  /** When it was spent (ISO instant). */
  date: string;
  receiptPath: string | null;
  createdAt: string;
  /** True when the server added it for a recurring payment (docs/product.md §4.23). */
  recurring?: boolean;
  /** The payee's merchant key ("swiggy", "rapido@ybl") of a message or statement expense; the search reads it. */
  payee?: string | null;
  /** The bill this row is a line of (docs/product.md §4.19.1), shared by all its lines; null when not split. */
  splitId?: string | null;
  /** The household it is shared with (docs/product.md §2.25.1); absent on a personal expense, as are the three below. */
  householdId?: string;
  /** The payer's user id; null for a deleted account. */
  paidBy?: string | null;
  /** Each member's part in join order (the caller's own only, once they have left the household). */
  shares?: ExpenseShare[];
  /** The caller's part, numeric as text, or null when they have none. */
  myShare?: string | null;
}

/** One member's part of a shared expense. */
export interface ExpenseShare {
  /** Null for a deleted account. */
  userId: string | null;
  /** numeric(10,2) as text. */
  amount: string;
  /** The member has left the household. */
  former: boolean;
}

/** POST /api/expenses with `lines`: the bill's total and its lines, oldest line first. */
export interface SplitExpenseRow {
  splitId: string;
  /** The lines' sum, numeric as text. */
  amount: string;
  lines: ExpenseRow[];
}

/** The monthly budget as `/api/budget` answers it. */
export interface BudgetRow {
  type: string;
  /** numeric(10,2) as text, e.g. "25000.00" (docs/product.md §3.2: a numeric string). */
  amount: string;
  /** JSON text mapping category name to whole rupees (docs/product.md §3.2). */
  categoryBudgets: string;
  updatedAt: string;
  /** The day the budget month starts: "1"–"28" or "last_working_day" (docs/product.md §4.31). */
  cycleStart: string;
  /** While a change waits for the next cycle: the start that still holds, and the next cycle's first day. */
  previousCycleStart: string | null;
  cycleStartFrom: string | null;
  /** Carry-over (docs/product.md §4.34): the opted-in categories, and whether overspending carries too. */
  carryCategories: string[];
  carryOverspending: boolean;
  /** What each category carried into today's cycle, numeric text (negative: overspending taken off). */
  carried: Record<string, string>;
  /** The cycle it was carried from, first and last day; null when nothing was carried. */
  carriedFrom: { startDay: string; endDay: string } | null;
  /** Today's cycle's budget: `amount` with everything carried into it, never below ₹0, numeric text. */
  cycleAmount: string;
}

/**
 * Spending of a day or a month (`/api/analytics/spending`): JSON numbers of rupees on the wire
 * (docs/api.md); the web app reads them as paise (`Spending<Paise>`, @shared/money/paise.ts).
 */
export interface Spending<Amount = number> {
  totalSpent: Amount;
  categorySpending: Record<string, Amount>;
}

/** Spending in a budget cycle (`period=cycle`): the cycle's first and last Indian day too. */
export interface CycleSpending<Amount = number> extends Spending<Amount> {
  startDay: string;
  endDay: string;
}

/** An unread budget alert (`/api/notifications`), with the figures its text is made of. */
export interface NotificationRow {
  id: string;
  notificationType: string;
  /** The stored English text (docs/api.md); the app renders its own from the figures below. */
  message: string;
  /** The Indian day it was raised (yyyy-mm-dd). */
  triggerDate: string;
  /** When it was raised (ISO instant). */
  createdAt: string;
  /** 50, 80 or 100 for budget_*; null for daily_limit. */
  threshold: number | null;
  /** Spending of the month (budget_*) or the day (daily_limit) when raised, numeric text; null on old alerts. */
  spent: string | null;
  /** The monthly budget or the daily limit it was measured against, numeric text; null on old alerts. */
  limit: string | null;
  /** spent ÷ limit × 100, floored; null on old alerts. */
  percent: number | null;
  /** A household's alert (docs/product.md §2.25.3): the household, its name while the reader is a member; null for the reader's own. */
  householdId: string | null;
  householdName: string | null;
}

/** The signed-in user (`/api/auth/user`). */
export interface CurrentUser {
  id: string;
  email: string | null;
  username: string | null;
  /** One of the sign-up form's countries; null only before the profile exists. */
  country: string | null;
  /** No budget and no expense yet (docs/product.md §3.1, §4.5). */
  isNewUser: boolean;
  isAdmin: boolean;
  createdAt: string | null;
  /** The chosen language, or null when never chosen (docs/product.md §4.29). */
  language: "en" | "hi" | null;
  /** Devanagari digits (१२३) on the Hindi screens. */
  devanagariDigits: boolean;
  /** Today's privacy notice not answered yet: the app asks before anything else (docs/product.md). */
  consentNeeded: boolean;
  /** Where household members pay the user back (docs/product.md §2.25.2); null when not given. */
  upiId?: string | null;
  /**
   * A current member of a household (docs/product.md §2.25.1): Add Expense loads "Shared with" and
   * reads the households only then. Absent in a copy cached before the field existed.
   */
  inHousehold?: boolean;
}

/** `/api/admin/stats`. */
export interface AdminStats {
  totalUsers: number;
  recentSignups: { email: string; signupDate: string }[];
}

/** `/api/activity/stats?days=N`. */
export interface ActivityStats {
  totalLogins: number;
  totalExpenses: number;
  /** Indian day (yyyy-mm-dd) → active users. */
  dailyUsage: Record<string, number>;
}

/** A category of the user's own (`/api/categories`): saved, or only used by their expenses (createdAt null). */
export interface CustomCategoryRow {
  name: string;
  createdAt: string | null;
  /** Spending, or set aside (docs/product.md §4.32); a name only expenses use is spending. */
  kind: CategoryKind;
}

/** GET /api/analytics/set-aside: a month's set-aside money, in all and per category (rupee numbers). */
export interface SetAside<Amount = number> {
  totalSetAside: Amount;
  categorySetAside: Record<string, Amount>;
}

/** A renamed or merged custom category: the name everything now uses, and how many expenses moved. */
export interface CategoryMoveAnswer {
  name: string;
  movedExpenses: number;
}

/** What the app remembers for the user on every device (`/api/user-state`, docs/product.md §10.8). */
export interface UserState {
  /** The logging streak as last recorded (docs/product.md §4.12); show it through `activeStreak`. */
  expenseStreak: LoggingStreak;
  /** The latest day's mission. */
  missionState: { missionId: string; date: string; completed: boolean; progress: number } | null;
  missionStreak: number;
  soundEnabled: boolean;
  welcomeSeen: boolean;
  tourCompleted: boolean;
  /** Set by "Show Welcome Tour Again": greet the user as new until the tour is finished again. */
  replayWelcome: boolean;
  /** Indian day the coach greeting was last shown. */
  greetingShownOn: string | null;
  /** Home alerts the user closed, e.g. "budget_80:2026-11". */
  closedAlerts: string[];
}

/** The account settings the profile edits (`PATCH /api/profile`). */
export interface ProfileRow {
  username: string | null;
  country: string;
  language: "en" | "hi" | null;
  devanagariDigits: boolean;
  /** The name the user goes by (Profile → Your data corrects it); null when not given. */
  firstName: string | null;
  lastName: string | null;
  /** Where household members pay the user back (docs/product.md §2.25.2); null when not given. */
  upiId: string | null;
}

/** One CSV import as `/api/imports` records it. */
export interface ImportRecord {
  id: string;
  fileName: string;
  fileType: string | null;
  /** The format it was read as, e.g. "Bank statement". */
  sourceApp: string | null;
  recordsProcessed: number;
  recordsImported: number;
  recordsSkipped: number;
  status: "processing" | "completed" | "failed";
  errorMessage: string | null;
  createdAt: string;
}

/** `POST /api/imports/preview`: what confirming the same file with the same choices would do. */
export interface ImportPreview {
  fileName: string;
  format: string;
  formatLabel: string;
  /** Every format the file could be read as (the user may override the detected one). */
  formats: { id: string; label: string }[];
  /** 1-based line of the header row. */
  headerLine: number;
  columns: string[];
  /** Field → column. */
  mapping: Record<string, string>;
  /** The fields this format maps, in order. */
  fields: { field: string; label: string; required: boolean }[];
  /** Why nothing can be imported yet (e.g. a required column not chosen), or null. */
  problem: string | null;
  counts: { rows: number; toImport: number; duplicates: number; skipped: number; refused: number };
  /**
   * Each category name the rows to import use ("Dining", "Transit / Fuel"), with this app's category
   * it becomes (a name it does not know stays as written) and its number of rows; the user may choose
   * another (form field `categories`).
   */
  categories: { name: string; category: string; rows: number }[];
  /** The first rows that would be imported. */
  sample: {
    line: number;
    /** Midnight when the file gives only the day (`hasTime` false): show the day alone. */
    date: string;
    hasTime: boolean;
    amount: string;
    category: string;
    description: string | null;
    paidWith: string | null;
  }[];
  /** Refused rows with why (the first 100). */
  refused: { line: number; reason: string }[];
  /** Skipped rows (money in, settle-ups…) counted by reason. */
  skipped: { reason: string; count: number }[];
  /**
   * Lines already stored, the first 100: the same UPI/IMPS reference as a saved message's, else the
   * same Indian day, amount and payee, else the same Indian minute, amount and description.
   */
  duplicateLines: number[];
}

/** `POST /api/imports`: the record and how many of each. */
export interface ImportResult extends ImportRecord {
  duplicates: number;
  refused: number;
}

/** A recurring payment as /api/recurring answers it (docs/product.md §4.23). */
export interface RecurringPaymentRow {
  id: string;
  name: string;
  /** numeric(10,2) as text. */
  amount: string;
  category: string;
  paidWith: string | null;
  frequency: "monthly" | "weekly" | "yearly";
  /** Monthly and yearly: 1–31 (the month's last day when it is shorter). */
  dayOfMonth: number | null;
  /** Weekly: ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number | null;
  /** Yearly: 1–12. */
  month: number | null;
  /** Indian dates, yyyy-mm-dd. */
  startsOn: string;
  nextDueOn: string;
  paused: boolean;
  createdAt: string;
  /** Instalments: the last Indian day it may fall due, or after how many payments it ends; one or neither. */
  endsOn: string | null;
  paymentCount: number | null;
  /** Payments the job has added (skipped dates are not payments): "7 of 12 paid". */
  paidCount: number;
  /** Past its end: the job adds nothing more. */
  ended: boolean;
}

/** GET /api/recurring: the payments, and what they will still add this Indian month. */
export interface RecurringPaymentsAnswer {
  payments: RecurringPaymentRow[];
  /** Sum of the due dates from today through the month's end not added or skipped yet, numeric as text. */
  committedThisMonth: string;
}

/**
 * GET /api/analytics/daily-limit: today's spending and today's daily limit, the one daily figure
 * (docs/product.md §4.7) = (monthlyBudget − spentBeforeToday − committed) ÷ daysLeft, rounded down to
 * paise, never below 0, as the database computes it (private.daily_figure). Rupees.
 */
export interface DailyLimitStatus<Amount = number> {
  todaySpent: Amount;
  /** Null without a budget. */
  dailyLimit: Amount | null;
  monthlyBudget: Amount | null;
  /** Spent this Indian month before today. */
  spentBeforeToday: Amount;
  /** Recurring payments still due from today through the month's end (not added or skipped yet). */
  committed: Amount;
  /** Days left in the Indian month, today included. */
  daysLeft: number;
}

/** GET/PATCH /api/notification-settings (docs/product.md §4.25). */
export interface NotificationSettingsRow {
  dailyReminders: boolean;
  budgetAlerts: boolean;
  weeklyReports: boolean;
  /** HH:MM on the user's clock. */
  reminderTime: string;
  /** IANA zone of that clock (India's, `INDIA_TIME_ZONE`). */
  timezone: string;
}

/** GET /api/analytics/months: one Indian month with spending (docs/product.md §4.26). */
export interface MonthTotal<Amount = number> {
  /** yyyy-mm */
  month: string;
  /** A JSON number of rupees on the wire; the web app reads it as paise (`MonthTotal<Paise>`). */
  total: Amount;
}
