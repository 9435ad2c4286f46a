// Correcting an expense in real Chromium: tap a row on home, change it in the edit sheet, and every
// widget follows (today's card, month widget, budget card, breakdown, recent list, calendar,
// analytics, notifications).

import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, checkMoneyScreen, dailyLimitAbout, setBudget, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectToast, holdToasts, releaseToasts, waitForToastsToClose } from "./support-web.ts";

test.describe.configure({ timeout: 150_000 });

/** Yesterday on the Indian calendar, as the date field wants it. */
function istYesterday(): string {
  const ist = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000);
  return ist.toISOString().slice(0, 10);
}

test("edit an expense from home: every widget follows, and the daily-limit alert comes once", async ({
  page,
}) => {
  await signedInUser(page, "money-edit");
  await setBudget(page, 30000);
  // Rent due at the month's end: a daily limit of about ₹1,000 (more than ₹400, less than ₹1,300).
  // On the month's last day the rent was paid on the 1st: the month's figures include it.
  const { spentBeforeToday: rent } = await dailyLimitAbout(page, 30000, 1000);
  await addExpense(page, { amount: 300, category: "Food & Dining", description: "Lunch thali" });
  await addExpense(page, { amount: 100, category: "Transport", description: "Auto" });
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(400));
  const dailyLimitAlerts = page.locator('[data-testid="notification"][data-type="daily_limit"]');
  await expect(dailyLimitAlerts).toHaveCount(0);

  // Tap the row: the sheet shows the expense as the add form would.
  const recent = page.getByTestId("recent-transactions");
  await waitForToastsToClose(page);
  await recent.getByRole("button", { name: /^Edit Lunch thali/ }).click();
  const sheet = page.getByTestId("edit-expense-sheet");
  await expect(sheet.getByRole("textbox", { name: "Amount" })).toHaveValue("300");
  await expect(sheet.getByRole("radio", { name: "Food & Dining", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(sheet.getByPlaceholder("Where did you spend?")).toHaveValue("Lunch thali");
  await checkMoneyScreen(page, "money-edit-sheet");

  // ₹300 food → ₹1,200 groceries paid by UPI: over the daily limit.
  await sheet.getByRole("textbox", { name: "Amount" }).fill("1200");
  await sheet.getByRole("radio", { name: "Groceries", exact: true }).click();
  // Paid with is a radio group: Cash, then the Left arrow moves the choice (and the focus) to UPI.
  await sheet.getByRole("radio", { name: "Cash", exact: true }).click();
  await page.keyboard.press("ArrowLeft");
  await expect(sheet.getByRole("radio", { name: "UPI", exact: true })).toBeFocused();
  await expect(sheet.getByRole("radio", { name: "UPI", exact: true })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await sheet.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Expense Updated", "Your changes are saved.");
  await expect(sheet).toBeHidden();

  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(1300));
  await expect(page.getByTestId("widget-month")).toContainText(formatRupees(1300 + rent));
  await expect(page.getByTestId("budget-left")).toHaveText(formatRupees(Math.abs(28700 - rent)));
  await expect(page.locator('[data-testid="breakdown-row"][data-category="Groceries"]')).toContainText(
    formatRupees(1200),
  );
  await expect(page.locator('[data-testid="breakdown-row"][data-category="Food & Dining"]')).toHaveCount(0);
  const edited = recent.getByTestId("expense-row").filter({ hasText: "Lunch thali" });
  await expect(edited).toContainText("Groceries · UPI");
  await expect(edited.getByTestId("expense-amount")).toHaveText(formatRupees(1200));
  await expect(dailyLimitAlerts).toHaveCount(1, { timeout: 40_000 });

  // Lower it again, then raise it: still the one alert.
  await waitForToastsToClose(page);
  await recent.getByRole("button", { name: /^Edit Lunch thali/ }).click();
  await sheet.getByRole("textbox", { name: "Amount" }).fill("50");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(150));
  // The figures can change before the save's toast shows: wait for it, then for it to go, or it may
  // come up over the row tapped next.
  await expectToast(page, "Expense Updated", "Your changes are saved.");
  await waitForToastsToClose(page);
  await recent.getByRole("button", { name: /^Edit Lunch thali/ }).click();
  await sheet.getByRole("textbox", { name: "Amount" }).fill("2000");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(2100));
  await page.reload();
  await expect(dailyLimitAlerts).toHaveCount(1);

  // Move it to yesterday: today loses it, the calendar's yesterday has it.
  await waitForToastsToClose(page);
  await recent.getByRole("button", { name: /^Edit Lunch thali/ }).click();
  await sheet.getByLabel("Date").fill(istYesterday());
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(100));
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page.getByTestId("calendar-day").first()).toBeVisible();
  const yesterday = page.locator(`[data-testid="calendar-day"][data-date="${istYesterday()}"]`);
  // Yesterday may sit in last month's grid on the 1st of a month.
  if ((await yesterday.count()) === 0) await page.getByRole("button", { name: "Previous month" }).click();
  await yesterday.click();
  await expect(page.getByTestId("day-total")).toHaveText(`Total: ${formatRupees(2000)}`);

  // Editing from the calendar's day works the same way.
  await waitForToastsToClose(page);
  await page
    .getByTestId("day-expenses")
    .getByRole("button", { name: /^Edit Lunch thali/ })
    .click();
  await sheet.getByPlaceholder("Where did you spend?").fill("Big grocery run");
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("day-expenses").getByTestId("expense-row")).toContainText("Big grocery run");
});

test("delete, then Undo: the same expense comes back with its totals", async ({ page }) => {
  await signedInUser(page, "money-undo");
  await setBudget(page, 30000);
  await addExpense(page, { amount: 450, category: "Shopping", description: "Kurta" });
  await addExpense(page, { amount: 50, category: "Food & Dining", description: "Chai" });
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(500));
  const recent = page.getByTestId("recent-transactions");
  const kurta = recent.getByTestId("expense-row").filter({ hasText: "Kurta" });
  const id = await kurta.getAttribute("data-expense-id");

  // From the list's bin. The toast is held on screen (as under a resting pointer) for its Undo.
  await holdToasts(page);
  await kurta.getByRole("button", { name: "Delete Kurta" }).click();
  const toast = page.getByTestId("toast").filter({ hasText: "Expense Deleted" });
  await expectToast(page, "Expense Deleted", "Your expense has been deleted successfully.");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(50));
  await expect(kurta).toHaveCount(0);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Expense Restored", "Your expense is back.");
  // A toast under the pointer stays (paused) and would cover the rows behind it: move off it, as a
  // finger lifts from a phone.
  await releaseToasts(page);
  await page.mouse.move(0, 0);
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(500));
  await expect(recent.locator(`[data-expense-id="${id}"]`)).toContainText("Kurta");
  await expect(page.locator('[data-testid="breakdown-row"][data-category="Shopping"]')).toContainText(
    formatRupees(450),
  );

  // From the edit sheet's Delete.
  await recent.getByRole("button", { name: /^Edit Kurta/ }).click();
  await page.getByTestId("edit-expense-sheet").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("edit-expense-sheet")).toBeHidden();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(50));
  await expectToast(page, "Expense Deleted");
  await toast.getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Expense Restored");
  await releaseToasts(page);
  await page.mouse.move(0, 0);
  await expect(recent.locator(`[data-expense-id="${id}"]`)).toContainText("Kurta");
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(500));

  // Left alone, the toast goes after 5 s and the delete stays. The bin can sit where the toast then
  // appears: move off it, so the toast is not held open by the pointer.
  await kurta.getByRole("button", { name: "Delete Kurta" }).click();
  await page.mouse.move(0, 0);
  await expectToast(page, "Expense Deleted");
  await expect(page.getByTestId("toast").filter({ hasText: "Expense Deleted" })).toBeHidden({
    timeout: 10_000,
  });
  await page.reload();
  await expect(page.getByTestId("today-spent")).toHaveText(formatRupees(50));
  await expect(recent.getByTestId("expense-row")).toHaveCount(1);
});
