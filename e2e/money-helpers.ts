// Steps shared by the money-screen journeys: a signed-in user without coach overlays, budgets and
// expenses through the real forms.
import { type APIResponse, expect, type Page, type Route } from "@playwright/test";
import { indianDay } from "@shared/calendar/indian-day.ts";
import type { DailyLimitStatus } from "@shared/contract/api-rows.ts";
import {
  apiAs,
  checkScreen,
  createUserSessionViaApi,
  expectSignedIn,
  openSignedIn,
  patchUserState,
  type TestUser,
  uniqueUser,
} from "./support-web.ts";

/** A fresh user, signed in, with the welcome card and tour already seen so nothing overlays home. */
export async function signedInUser(page: Page, prefix: string, user = uniqueUser(prefix)): Promise<TestUser> {
  const session = await createUserSessionViaApi(page.request, user);
  await patchUserState(page.request, session.access_token, { welcomeSeen: true, tourCompleted: true });
  await openSignedIn(page, session);
  await expectSignedIn(page);
  return user;
}

export async function setBudget(page: Page, amount: number): Promise<void> {
  await page.goto("/budget");
  const field = page.getByRole("textbox", { name: /Budget Amount/ });
  await expect(field).toBeVisible();
  await field.fill(String(amount));
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}

/** Today's daily limit and what it is made of, as the API sends it to home and Set Budget. */
export const dailyLimitNow = (page: Page): Promise<DailyLimitStatus> =>
  apiAs<DailyLimitStatus>(page, "GET", "/analytics/daily-limit");

/**
 * Today's daily limit is what is left ÷ the days left in the month (docs/product.md §9.1), so it
 * changes with the date. For a journey that wants `perDay` whatever the date, the rest of the saved
 * budget is set aside as rent: the limit is then exactly `perDay`, or a little less when the budget
 * cannot cover `perDay` for every day left. Returns the figures, which a journey reads instead of
 * assuming the day: before the month's last day the rent falls due on the last day (still to come,
 * so `committed`); on the last day itself nothing is still to come (a payment due today is booked as
 * today's spending by the scheduler), so the rent was paid on the 1st (`spentBeforeToday`), which
 * also raised the month's 50 % and 80 % alerts.
 */
export async function dailyLimitAbout(page: Page, budget: number, perDay: number): Promise<DailyLimitStatus> {
  const { daysLeft } = await dailyLimitNow(page);
  const rent = Math.max(1, budget - perDay * daysLeft);
  if (daysLeft > 1) {
    await apiAs(page, "POST", "/recurring", {
      name: "Rent",
      amount: String(rent),
      category: "Rent",
      frequency: "monthly",
      dayOfMonth: 31,
    });
  } else {
    await apiAs(page, "POST", "/expenses", {
      amount: String(rent),
      category: "Rent",
      description: "Rent",
      date: `${indianDay(new Date()).slice(0, 8)}01T10:00:00+05:30`,
    });
  }
  return dailyLimitNow(page);
}

/** Fills and saves the add-expense form; the page must already be on /expense. */
export async function saveExpenseForm(
  page: Page,
  { amount, category, description }: { amount?: number; category?: string; description?: string },
): Promise<void> {
  if (amount !== undefined) await page.getByRole("textbox", { name: "Amount" }).fill(String(amount));
  if (category) await page.getByRole("radio", { name: category, exact: true }).click();
  if (description !== undefined) await page.getByPlaceholder("Where did you spend?").fill(description);
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
}

export async function addExpense(
  page: Page,
  expense: { amount: number; category: string; description?: string },
): Promise<void> {
  await page.goto("/expense");
  await saveExpenseForm(page, expense);
}

/** A small valid PNG receipt (8×8 orange pixels) for the file picker. */
export { TINY_PNG as RECEIPT_PNG } from "../tests/support/images.ts";

/**
 * The screen checks of support-web.ts for the money screens. The coach's widgets inside the home
 * screen's coach slot are checked by the coach journeys, so a finding there does not fail these.
 */
export const checkMoneyScreen = (page: Page, name: string): Promise<void> =>
  checkScreen(page, name, { exclude: ['[data-testid="coach-slot"]'] });

/**
 * Sends an intercepted request on to the server from the test. Playwright's own HTTP client keeps
 * sockets alive, and one the web server closes as it is reused fails with ECONNRESET before the
 * request leaves (a CI run failed so): that is sent again. The saves forwarded here carry an
 * Idempotency-Key, so a second attempt could never store a second expense anyway.
 */
export const forwardRequest = (route: Route): Promise<APIResponse> => route.fetch({ maxRetries: 2 });
