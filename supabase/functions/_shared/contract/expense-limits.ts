// How long an expense's free-text fields may be: one number each, used by the zod schemas, the forms and
// the database's checks (expenses_description_length, expenses_receipt_path_own_folder), so a save the
// form allows is never refused deeper down, and a Data API write cannot store more than the app shows.
// tests/integration/db/constraints.test.ts writes at each limit and one past it through the database.

/** What the form and the API accept for a description (docs/product.md §5.4). */
export const DESCRIPTION_MAX = 200;

/** A receipt's path in Storage, `{user_id}/{file}`: a uuid folder and a short file name fit well inside. */
export const RECEIPT_PATH_MAX = 300;
