// How long an expense's free-text fields may be: one number each, used by the zod schemas, the forms and
// the database's checks (expenses_description_length, expenses_receipt_path_own_folder), so a save the
// form allows is never refused deeper down, and a Data API write cannot store more than the app shows.
// tests/integration/db/constraints.test.ts writes at each limit and one past it through the database.

/** What the form and the API accept for a description (docs/product.md §5.4). */
export const DESCRIPTION_MAX = 200;

/** A receipt's path in Storage, `{user_id}/{file}`: a uuid folder and a short file name fit well inside. */
export const RECEIPT_PATH_MAX = 300;

// When an expense may be dated: the years 2000 to 2100, as the API's expenseDateSchema and the
// database's expenses_spent_at_years check (instants from 2000-01-01 00:00 UTC up to, not including,
// 2101-01-01 00:00 UTC) both say. The form's date picker is bounded by the Indian days that hold
// accepted moments, and a moment outside is refused in a sentence before it is sent.

export const EXPENSE_FIRST_YEAR = 2000;
export const EXPENSE_LAST_YEAR = 2100;

/** The refusal, in English (the errors namespace translates it). */
export const EXPENSE_DATE_RANGE_MESSAGE = `Date must be between the years ${EXPENSE_FIRST_YEAR} and ${EXPENSE_LAST_YEAR}`;

/** Whether an expense may be dated at this instant (ISO text). */
export function isAcceptedExpenseInstant(iso: string): boolean {
  const year = new Date(iso).getUTCFullYear();
  return year >= EXPENSE_FIRST_YEAR && year <= EXPENSE_LAST_YEAR;
}

/**
 * The date picker's bounds, Indian days `yyyy-mm-dd`. The first day's moments before 05:30 IST are
 * still 1999 in UTC: the form refuses those with the message above.
 */
export const EXPENSE_DAY_MIN = `${EXPENSE_FIRST_YEAR}-01-01`;
export const EXPENSE_DAY_MAX = `${EXPENSE_LAST_YEAR}-12-31`;
