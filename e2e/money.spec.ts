// The money screens end to end in real Chromium on the local stack: budget → expenses (typed, by
// ?voice= text, with a receipt) → every home widget, calendar and analytics → alerts and
// notifications → dismiss → delete, with axe and the 360 px check on each screen.

import { spendLevel as spendLevelOf, spendMessage } from "@shared/budget/spend-level.ts";
import { indianDay } from "@shared/calendar/indian-day.ts";
import { percentOf, rupees } from "@shared/money/paise.ts";
import { formatRupees as formatPaise } from "@shared/money/rupees.ts";
import { formatRupees } from "../tests/support/rupees.ts";
import {
  addExpense,
  checkMoneyScreen,
  dailyLimitAbout,
  RECEIPT_PNG,
  saveExpenseForm,
  setBudget,
  signedInUser,
} from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast } from "./support-web.ts";

// Whole journeys on two shared cores: allow more than the default minute.
test.describe.configure({ timeout: 150_000 });

/** Today's spend level for rupee figures, as the app decides it in paise. */
const spendLevel = (spent: number, limit: number) => spendLevelOf(rupees(spent), rupees(limit));

test("budget, three kinds of expense, every widget, alerts, notifications, delete", async ({ page }) => {
  test.setTimeout(240_000);
  await signedInUser(page, "money");

  // Set budget: ₹30,000 a month, with rent due at the month's end → a daily limit of about ₹1,000.
  await page.goto("/budget");
  await expect(page.getByText("Recommended: ₹1,000 - ₹1,00,000 per month")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Budget Period" })).toBeDisabled();
  await checkMoneyScreen(page, "money-budget");
  await page.getByRole("textbox", { name: /Budget Amount/ }).fill("500");
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page.getByText("Budget must be between ₹1,000 and ₹1,00,000")).toBeVisible();
  await setBudget(page, 30000);
  const setUp = await dailyLimitAbout(page, 30000, 1000);
  const limit = setUp.dailyLimit ?? 0;
  // The month's figures are today's plus what the set-up spent before today: nothing, except on the
  // month's last day, when the rent was paid on the 1st (one more row in each list, and the month's
  // alerts crossed sooner).
  const before = setUp.spentBeforeToday;
  const earlierRows = before > 0 ? 1 : 0;
  const month = (today: number) => today + before;
  const used = (today: number) =>
    `${percentOf(rupees(month(today)), rupees(30000), { rounding: "nearest" })}%`;
  const left = (today: number) => formatRupees(Math.abs(30000 - month(today)));

  // Typed expense, with the form's validation first.
  await page.goto("/expense");
  await expect(page.getByTestId("ist-now")).toContainText("IST");
  await checkMoneyScreen(page, "money-add-expense");
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Amount Required", "Please enter a valid amount.");
  await page.getByRole("textbox", { name: "Amount" }).fill("3a0.5.67");
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("3a0.5.67");
  await expect(page.getByText("Use digits with at most one decimal point, e.g. 120.50")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("300");
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Category Required", "Please select a category for your expense.");
  await saveExpenseForm(page, { category: "Food & Dining", description: "Lunch thali" });
  const added = await expectToast(page, "Expense Added!");
  expect(added.description).not.toContain("Small but smart!");

  // By voice text in the address.
  await page.goto(`/expense?voice=${encodeURIComponent("auto ke 150")}`);
  await expectToast(page, "Voice Input Processed", `Amount: ${formatRupees(150)}, Category: Transport`);
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("150");
  await expect(page.getByRole("radio", { name: "Transport", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await saveExpenseForm(page, {});

  // With a receipt from the file picker.
  await page.goto("/expense");
  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: RECEIPT_PNG });
  await expect(page.getByTestId("receipt-preview")).toBeVisible();
  await saveExpenseForm(page, { amount: 250, category: "Groceries", description: "Kirana" });

  // Home: today's card, widgets, budget card, breakdown, recent list with the receipt thumbnail.
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(700));
  await expect(page.getByTestId("today-limit")).toHaveText(formatRupees(limit));
  const level = spendLevel(700, limit);
  expect(level.tier).toBe("cautious");
  await expect(page.getByTestId("today-title")).toContainText("Stay Cautious");
  await expect(page.getByTestId("today-message")).toHaveText(spendMessage(level, formatPaise));
  await expect(page.getByTestId("widget-month")).toContainText(formatRupees(month(700)));
  await expect(page.getByTestId("budget-used")).toHaveText(used(700));
  await expect(page.getByTestId("budget-left")).toHaveText(left(700));
  // Today's categories, largest first: Food & Dining leads today's three.
  const breakdown = page.getByTestId("breakdown-row");
  await expect(breakdown).toHaveCount(3);
  await expect(breakdown.first()).toHaveAttribute("data-category", "Food & Dining");
  await expect(breakdown.first().getByTestId("breakdown-amount")).toHaveText(formatRupees(300));
  const recent = page.getByTestId("recent-transactions").getByTestId("expense-row");
  await expect(recent).toHaveCount(3 + earlierRows);
  await expect(recent.first()).toContainText("Kirana");
  const thumbnail = recent.first().getByTestId("receipt-thumbnail");
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkMoneyScreen(page, "money-home");

  // Calendar: a dot today, and today's list with its total.
  await page.getByRole("tab", { name: "Calendar" }).click();
  const today = page.locator(`[data-testid="calendar-day"][data-date="${indianDay(new Date())}"]`);
  await expect(today).toHaveAttribute("data-has-expenses", "true");
  await expect(today.getByTestId("calendar-dot")).toBeVisible();
  await today.click();
  await expect(page.getByTestId("day-total")).toHaveText(`Total: ${formatRupees(700)}`);
  await expect(page.getByTestId("day-expenses").getByTestId("expense-row")).toHaveCount(3);
  await checkMoneyScreen(page, "money-calendar");
  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByTestId("calendar-dot")).toHaveCount(0);

  // Analytics: the month's total, the chart's legend in rupees, the latest expenses.
  await page.goto("/analytics");
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(month(700)));
  await expect(page.getByTestId("category-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("legend-row")).toHaveCount(3 + earlierRows);
  await expect(page.locator('[data-testid="legend-row"][data-category="Transport"]')).toContainText(
    formatRupees(150),
  );
  await expect(page.getByTestId("analytics-expense")).toHaveCount(3 + earlierRows);
  await checkMoneyScreen(page, "money-analytics");

  // Past 80 % of the month: warning banner after 2 s, notifications for 50 %, 80 % and the daily limit.
  await addExpense(page, { amount: 23500, category: "Shopping", description: "Phone" });
  await expectToast(page, "Expense Added!", "Big spend alert!");
  // The Shopping row (₹3,000 of the saved split) turns red and expands on click.
  const shopping = page.locator('[data-testid="budget-category-row"][data-category="Shopping"]');
  await expect(shopping).toHaveAttribute("data-warning", "true");
  await expect(
    page.locator('[data-testid="budget-category-row"][data-category="Transport"]'),
  ).toHaveAttribute("data-warning", "false");
  await shopping.click();
  await expect(page.getByText(`783% used · over by ${formatRupees(20500)}`)).toBeVisible();
  await expect(page.getByTestId("budget-alert")).toBeVisible({ timeout: 10_000 });
  if (month(24200) < 30000) {
    await expect(page.getByTestId("budget-alert")).toContainText("Budget Alert");
    await expect(page.getByTestId("budget-alert")).toContainText(`${left(24200)} remaining`);
  } else {
    await expect(page.getByTestId("budget-alert")).toContainText("Budget Exceeded");
  }
  // The month's thresholds crossed so far, and today's daily limit.
  const monthAlerts = [50, 80, 100].filter((percent) => month(24200) * 100 >= 30000 * percent).length;
  await expect(page.getByTestId("notification")).toHaveCount(monthAlerts + 1, { timeout: 40_000 });
  await expect(page.getByTestId("today-title")).toContainText("Spending Emergency!");

  // Past 100 %: error banner and the 100 % notification; its buttons lead to analytics and budget.
  await addExpense(page, { amount: 6000, category: "Rent" });
  await expect(page.getByTestId("budget-alert")).toContainText("Budget Exceeded", { timeout: 10_000 });
  await expect(page.locator('[data-testid="notification"][data-type="budget_100"]')).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByTestId("today-message")).toContainText(
    `Over by ${formatPaise(spendLevel(30200, limit).overBy)}`,
  );
  await expect(page.getByTestId("budget-left")).toHaveText(left(30200));
  await page.getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(month(30200)));
  await page.goto("/");
  await page.getByRole("button", { name: "Adjust Budget" }).click();
  await expect(page).toHaveURL(/\/budget$/);
  await expect(page.getByRole("textbox", { name: /Budget Amount/ })).toHaveValue("30000");
  await page.goto("/");

  // Dismiss one notification.
  const notifications = page.getByTestId("notification");
  await expect(notifications).toHaveCount(4);
  await notifications.first().getByRole("button", { name: "Dismiss notification" }).click();
  await expect(notifications).toHaveCount(3);

  // Delete the rent: every widget follows.
  // Today's rent: the newest Rent row (the month's own rent, when paid on the 1st, is older).
  const rent = page
    .getByTestId("recent-transactions")
    .getByTestId("expense-row")
    .filter({ hasText: "Rent" })
    .first();
  await rent.getByRole("button", { name: /Delete/ }).click();
  await expectToast(page, "Expense Deleted", "Your expense has been deleted successfully.");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(24200));
  await expect(page.getByTestId("budget-left")).toHaveText(left(24200));
  await expect(page.getByTestId("budget-used")).toHaveText(used(24200));
  await expect(page.getByTestId("recent-transactions").getByTestId("expense-row")).toHaveCount(
    4 + earlierRows,
  );
  await expect(page.locator('[data-testid="breakdown-row"][data-category="Rent"]')).toHaveCount(0);
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page.getByTestId("day-total")).toHaveText(`Total: ${formatRupees(24200)}`);
  await page.goto("/analytics");
  await expect(page.getByTestId("month-total")).toHaveText(formatRupees(month(24200)));
});

test("custom category, voice dialog without speech support, 401 when signed out", async ({ page }) => {
  await signedInUser(page, "money-form");
  await page.goto("/expense");
  await page.getByTestId("add-category-tile").click();
  const dialog = page.getByRole("dialog", { name: "Add Custom Category" });
  await dialog.getByRole("textbox").fill("petrol");
  await dialog.getByRole("button", { name: "Add Category" }).click();
  await expectToast(page, "Category exists", "This category already exists.");
  await dialog.getByRole("textbox").fill("Pet care");
  await dialog.getByRole("button", { name: "Add Category" }).click();
  await expectToast(page, "Category Added!");
  await expect(page.getByRole("radio", { name: "Pet care" })).toHaveAttribute("aria-checked", "true");
  // As a person would: the next dialog only once this one has gone (a tap during its exit animation
  // lands on the closing dialog's layer, not on the Voice button).
  await expect(dialog).toBeHidden();

  // The voice dialog: typed text stands in for speech; Confirm fills the form.
  await page.getByRole("button", { name: "Voice" }).click();
  const voice = page.getByTestId("voice-dialog");
  await expect(voice).toBeVisible();
  await voice.getByRole("textbox", { name: "What you said" }).fill("dhai sau ki sabzi");
  await voice.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("textbox", { name: "Amount" })).toHaveValue("250");
  await expect(page.getByRole("radio", { name: "Groceries" })).toHaveAttribute("aria-checked", "true");
  // The description keeps what was bought (docs/product.md §5.7).
  await expect(page.getByPlaceholder("Where did you spend?")).toHaveValue("sabzi");

  // The session is gone by the time of the save: the request reaches the real API without its
  // bearer token, the API answers 401 → "Not logged in", then home after a second.
  await page.route("**/api/expenses", async (route) => {
    const headers = { ...route.request().headers() };
    delete headers.authorization;
    await route.continue({ headers });
  });
  await page.getByRole("button", { name: "Save Expense" }).click();
  await expectToast(page, "Not logged in", "Please log in to save expenses.");
  await expect(page).not.toHaveURL(/\/expense/, { timeout: 5_000 });
});

test("a camera that cannot be opened gives the product's message", async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await signedInUser(page, "money-nocam");
  await page.goto("/expense");
  await page.getByRole("button", { name: "Take Photo" }).click();
  await expectToast(
    page,
    "Camera Error",
    "Unable to access camera. Please allow camera permissions and try again.",
  );
  await expect(page.getByTestId("camera-view")).toBeHidden();
});
